// The API contract shared by the server and the app.
export * from './envelope';
export * from './system';
export * from './define';
export * from './errors';
export * from './endpoints/auth';
export * from './endpoints/economy';
export * from './endpoints/session';
export * from './endpoints/loadSequence';
export * from './endpoints/systemEndpoints';
export * from './realtime';
export * from './endpoints/study';
export * from './endpoints/single';
export * from './endpoints/outbox';
export * from './endpoints/tryQuest';
export * from './endpoints/store';
export * from './endpoints/stats';
export * from './endpoints/friends';
