export * from './audit-log';
export * from './desk-page';
export * from './error-report-groups';
export * from './list-members';
export * from './media-link-requests';
export * from './member-actions';
export * from './member-details';
export * from './monitor-status';
