export * from './user-agent';
export * from './redirect';
export * from './mobile-verdict';
export * from './visual-viewport';
