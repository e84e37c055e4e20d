export * from './demo-catalogue';
export * from './factories';
export * from './insight-factories';
export * from './team-factories';
