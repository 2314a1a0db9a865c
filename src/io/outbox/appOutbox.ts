// The app's one outbox: its IndexedDB database ('hoshi-outbox', kept at sign-out), the transport over the
// app's API client, one draining tab (Web Locks), and a BroadcastChannel so every tab hears what was
// queued, applied or refused. Opened on first use; null where IndexedDB is missing (the screens then
// call the API directly).
import { api, sessions } from '../api/appClient';
import { exclusiveRunner } from './lock';
import { Outbox } from './outbox';
import { openOutboxDb } from './store';
import { createApiTransport, createGrantSender } from './transport';
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
      sendWithGrant: createGrantSender({
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

/** The session's user, for deliveries under the session. */
export function sessionUser(): number | null {
  return sessions.read()?.userno ?? null;
}
