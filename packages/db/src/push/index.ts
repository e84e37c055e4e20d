export * from './activity-pushes';
export * from './push-settings';
export * from './push-tokens';
export * from './server-keys';
