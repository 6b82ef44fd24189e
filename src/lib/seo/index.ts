export * from './text';
export * from './job-posting';
export * from './page-head';
export * from './site';
