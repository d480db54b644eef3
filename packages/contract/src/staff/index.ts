export * from './audience';
export * from './audit';
export * from './paging';
export * from './staff-paths';
export * from './publishing';
export * from './structure';
export * from './calendar';
export * from './lesson-series';
