export * from './catalogue';
export * from './monitoring';
export * from './support';
export * from './coupons';
export * from './members';
