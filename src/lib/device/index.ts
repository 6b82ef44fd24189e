export * from './user-agent';
export * from './redirect';
