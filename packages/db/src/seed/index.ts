export * from './demo-catalogue';
export * from './factories';
