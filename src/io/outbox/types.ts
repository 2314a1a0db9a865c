// The outbox's records and the transport it delivers through (issue 7). Every replayable write of the app
// (hearts, results, try runs, rewards, purchases) is queued here first, so a flaky network or a sign-out on
// a shared tablet never loses it and the server applies it exactly once (its Idempotency-Key).

export interface QueuedWrite {
  /** Auto-numbered by IndexedDB: the global order of writes. */
  id?: number;
  /** Whose write this is: delivered under that user's session or replay grant, never another's. */
  userno: number;
  /** The endpoint path, e.g. /api/heart/spent. */
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** Device time of queueing (ms), for display only. */
  createdAt: number;
  attempts: number;
  /** Not before this device time (ms): the backoff after a failed attempt. */
  nextAttemptAt: number;
  /**
   * Sent without any credential: the body carries its own authority (a sign-out token). It still waits
   * behind the same user's earlier writes.
   */
  anonymous?: true;
}

export interface Rejection {
  id?: number;
  userno: number;
  path: string;
  body: unknown;
  code: number;
  message?: string;
  at: number;
  /** Shown to the user once. */
  seen: boolean;
}

export interface ReplayGrant {
  userno: number;
  grant: string;
  /** Device time (ms) after which the grant is useless. */
  expiresAt: number;
}

/** How one delivery attempt ended. Only 'applied' and 'rejected' take the write out of the queue. */
export type DeliveryOutcome =
  | { kind: 'applied'; answer: unknown }
  /** The server refused it for good (a negative errorcode): recorded, shown once, not retried. */
  | { kind: 'rejected'; code: number; message?: string }
  /** No answer at all (offline, timeout): try again later. */
  | { kind: 'unreachable' }
  /** 401 even after a refresh: wait for a sign-in or a grant. */
  | { kind: 'unauthorized' }
  /** 5xx or an unreadable answer: try again later. */
  | { kind: 'server_error' };

export type Credentials = { kind: 'session' } | { kind: 'grant'; grant: string } | { kind: 'none' };

export interface OutboxTransport {
  deliver(write: QueuedWrite, credentials: Credentials): Promise<DeliveryOutcome>;
}

export type OutboxEvent =
  | { type: 'queued'; write: QueuedWrite }
  | { type: 'applied'; write: QueuedWrite; answer: unknown }
  | { type: 'rejected'; write: QueuedWrite; code: number }
  | { type: 'drained'; at: number; remaining: number };
