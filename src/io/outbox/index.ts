// The outbox of replayable writes (issue 7).
export * from './types';
export { openOutboxDb, outboxDbName, type OutboxDb } from './store';
export { Outbox, backoffMs, maxBackoffMs, type DrainReport, type OutboxDeps } from './outbox';
export { exclusiveRunner, outboxLockName } from './lock';
export {
  createApiTransport,
  createDirectSender,
  deliveryOutcomeOf,
  type DirectSender,
  type TransportClient,
  type TransportDeps,
} from './transport';
export {
  startOutboxSync,
  maxRetryDelayMs,
  minRetryDelayMs,
  type OutboxSync,
  type OutboxSyncDeps,
} from './triggers';
