export * from './billing';
export * from './payment-lock';
export * from './subscriptions';
export * from './webhooks-and-orders';
