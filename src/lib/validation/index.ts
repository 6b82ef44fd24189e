export * from './patterns';
export * from './length';
export * from './field-check';
