export * from './accept-team-invitation';
export * from './change-team-seat';
export * from './invite-team-member';
export * from './list-member-teams';
export * from './list-team-subscriptions';
export * from './sync-team-seats';
