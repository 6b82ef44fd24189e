export * from './redirect';
// Not ./user-agent: ua-parser-js stays off the main thread's first load (./device-verdict).
export * from './device-verdict';
export * from './visual-viewport';
