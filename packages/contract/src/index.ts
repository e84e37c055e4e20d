export * from './client';
export * from './endpoint';
export * from './headers';
export * from './request-stamp';
export * from './support';
