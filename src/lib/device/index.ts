export * from './user-agent';
export * from './redirect';
export * from './visual-viewport';
