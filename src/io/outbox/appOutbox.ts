// The app's one outbox: its IndexedDB database ('hoshi-outbox', kept at sign-out), the transport over the
// app's API client, one draining tab (Web Locks), and a BroadcastChannel so every tab hears what was
// queued, applied or refused. Opened on first use; null where IndexedDB is missing (the screens then
// call the API directly).
import { logoutEndpoint } from '../../protocol/endpoints/auth';
import { api, sessions } from '../api/appClient';
import { exclusiveRunner } from './lock';
import { Outbox } from './outbox';
import { openOutboxDb } from './store';
import { createApiTransport, createDirectSender } from './transport';
import type { OutboxEvent } from './types';

export const outboxChannelName = 'hoshi-outbox-events';

let languageSource: () => string = () => 'en';

/** The `lang` header of grant deliveries follows the UI language, as the client's does. */
export function setOutboxLanguageSource(source: () => string): void {
  languageSource = source;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const listeners = new Set<(event: OutboxEvent) => void>();
let channel: BroadcastChannel | null = null;
let opened: Promise<Outbox | null> | null = null;

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

async function open(): Promise<Outbox | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openOutboxDb();
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(outboxChannelName);
    channel.onmessage = (message: MessageEvent<OutboxEvent>) => emit(message.data);
  }
  const outbox = new Outbox({
    db,
    transport: createApiTransport({
      client: api,
      sendDirect: createDirectSender({
        baseUrl: origin,
        language: () => languageSource(),
      }),
    }),
    now: () => Date.now(),
    random: Math.random,
    exclusive: exclusiveRunner(),
    broadcast: (event) => {
      try {
        channel?.postMessage(event);
      } catch {
        // An answer that cannot be cloned only misses the other tabs; this tab has it.
      }
    },
    newKey,
  });
  outbox.subscribe(emit);
  return outbox;
}

/** The app's outbox, opened once. */
export function appOutbox(): Promise<Outbox | null> {
  opened ??= open().catch((error: unknown) => {
    console.warn('outbox unavailable', error);
    opened = null;
    return null;
  });
  return opened;
}

/** Every outbox event of this tab and of the others. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues the server's end of a signed-out session behind that user's other writes: it carries the session's
 * sign-out token and goes out without credentials, so it is delivered when the network allows, even after
 * the device forgot everything else (issue 12). Waits briefly for the attempt (online, the server then
 * removes the auth cookies at once); false where there is no outbox.
 */
export async function queueSignOut(userno: number, signOut: string, waitMs = 3_000): Promise<boolean> {
  const outbox = await appOutbox();
  if (!outbox) return false;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  let key: string | null = null;
  const stop = outbox.subscribe((event) => {
    const done =
      ((event.type === 'applied' || event.type === 'rejected') && event.write.idempotencyKey === key) ||
      event.type === 'drained';
    if (done && key !== null) settle();
  });
  const timer = setTimeout(settle, waitMs);
  try {
    const write = await outbox.enqueue(userno, logoutEndpoint.path, { userno, signOut }, undefined, {
      anonymous: true,
    });
    key = write.idempotencyKey;
    await settled;
  } finally {
    clearTimeout(timer);
    stop();
  }
  return true;
}

/** The session's user, for deliveries under the session. */
export function sessionUser(): number | null {
  return sessions.read()?.userno ?? null;
}
