export * from './push-settings';
export * from './push-tokens';
export * from './server-keys';
export * from './activity-pushes';
