export * from './catalogue';
export * from './coupons';
export * from './members';
export * from './monitoring';
export * from './monitoring-extra';
export * from './push';
export * from './support';
