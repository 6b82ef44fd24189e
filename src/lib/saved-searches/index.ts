export * from './saved-search';
export * from './saved-search-store';
export * from './use-saved-searches';
