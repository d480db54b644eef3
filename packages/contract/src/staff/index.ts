export * from './audience';
export * from './audit';
export * from './paging';
export * from './staff-paths';
export * from './people';
