export * from './demo-catalogue';
export * from './factories';
export * from './insight-factories';
export * from './playlist-check-factories';
export * from './team-factories';
