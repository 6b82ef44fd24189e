export * from './json-storage';
export * from './draft-store';
export * from './draft-housekeeping';
export * from './use-draft';
