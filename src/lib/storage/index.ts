export * from './json-storage';
export * from './draft-store';
