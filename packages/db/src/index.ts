export * from './connect';
export * from './health-probe';
export * from './ping-database';
export * from './record-error-report';
export * from './schema';
