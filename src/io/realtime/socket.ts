// The realtime socket of spec §7 (R7.65–R7.70, R4.39): websocket transport only, no auto-connect, three
// reconnection attempts with backoff, 5000 ms timeout; connect, disconnect, chat, udpMessage and
// connect_error are handled (logged; sections subscribe to the ones they use), and friendsChanged (the friend
// list changed on the server). socket.io-client is loaded
// on the first connection (its own chunk, after sign-in); tests inject a fake with setSocketFactory.
import { SOCKET_RECONNECT_ATTEMPTS, SOCKET_TIMEOUT_MS } from '../../domain/rules/constants';
import { friendsChangedEvent } from '../../protocol/endpoints/friends';
import { liveEvents, presenceAnswer, realtimeEvents } from '../../protocol/socketEvents';

export const socketEvents = [
  'connect',
  'disconnect',
  'chat',
  'udpMessage',
  'connect_error',
  friendsChangedEvent,
  // Live games (issue 18): the server's side of a game, its seeks and challenges.
  liveEvents.seeking,
  liveEvents.botOffer,
  liveEvents.started,
  liveEvents.challenged,
  liveEvents.challengeAnswered,
  liveEvents.state,
  liveEvents.moved,
  liveEvents.undoAsked,
  liveEvents.chatLine,
  liveEvents.spectators,
  liveEvents.presence,
  liveEvents.refused,
] as const;
export type SocketEvent = (typeof socketEvents)[number];

/** The options handed to socket.io-client's `io()`. */
export interface RealtimeSocketOptions {
  path: string;
  transports: ['websocket'];
  autoConnect: false;
  reconnection: true;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  timeout: number;
  withCredentials: true;
  /**
   * What the handshake shows, read afresh on every (re)connection: the current access token, and the
   * session proof that must accompany the access cookie (server/realtime/socket.ts).
   */
  auth?: (answer: (data: SocketCredentials) => void) => void;
}

export interface SocketCredentials {
  token?: string;
  proof?: string;
}

export const realtimeSocketOptions: RealtimeSocketOptions = {
  path: '/socket.io',
  transports: ['websocket'],
  autoConnect: false,
  reconnection: true,
  reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
  // socket.io backs off exponentially from the delay up to the maximum, with jitter (R4.39).
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: SOCKET_TIMEOUT_MS,
  withCredentials: true,
};

/** The part of a socket.io-client Socket used here. */
export interface SocketLike {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Sends an event (absent in fakes that only listen). */
  emit?(event: string, payload: unknown): unknown;
  /** socket.io's acknowledged emit with a deadline (absent in fakes that do not answer). */
  timeout?(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

export type SocketFactory = (url: string, options: RealtimeSocketOptions) => SocketLike;

export type SocketListener = (event: SocketEvent, args: readonly unknown[]) => void;

export interface Realtime {
  connect(): void;
  disconnect(): void;
  subscribe(listener: SocketListener): () => void;
  /** Which of these users (friends: the server answers nobody else) are online; [] when it cannot tell. */
  presence(users: readonly number[]): Promise<number[]>;
  /** Sends an event when connected; false when it could not go (the caller shows the socket is down). */
  emit(event: string, payload: unknown): boolean;
  readonly socket: SocketLike;
}

export function createRealtime(
  factory: SocketFactory,
  url: string,
  log: (message: string, ...args: unknown[]) => void = console.debug,
  credentials: () => SocketCredentials = () => ({}),
): Realtime {
  const socket = factory(url, { ...realtimeSocketOptions, auth: (answer) => answer(credentials()) });
  const listeners = new Set<SocketListener>();
  for (const event of socketEvents) {
    socket.on(event, (...args: unknown[]) => {
      log(`socket ${event}`, ...args);
      for (const listener of listeners) listener(event, args);
    });
  }
  return {
    socket,
    connect() {
      if (!socket.connected) socket.connect();
    },
    disconnect() {
      socket.disconnect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event, payload) {
      if (!socket.connected || !socket.emit) return false;
      socket.emit(event, payload);
      return true;
    },
    async presence(users) {
      if (users.length === 0 || !socket.connected || !socket.timeout) return [];
      try {
        const answer = presenceAnswer().safeParse(
          await socket.timeout(SOCKET_TIMEOUT_MS).emitWithAck(realtimeEvents.presence, { users }),
        );
        return answer.success ? answer.data.online : [];
      } catch {
        return [];
      }
    },
  };
}

/** undefined: socket.io-client; null: no realtime; a function: that factory (tests). */
let factory: SocketFactory | null | undefined;
let current: Promise<Realtime | null> | null = null;

export function setSocketFactory(next: SocketFactory | null | undefined): void {
  factory = next;
}

async function resolveFactory(): Promise<SocketFactory | null> {
  if (factory !== undefined) return factory;
  const { io } = await import('socket.io-client');
  return (url, options) => io(url, options);
}

/** Listeners of the app's socket, whichever socket is current (one per signed-in user). */
const appListeners = new Set<SocketListener>();

/**
 * Hears the events of the app's socket, the one connected now and any made after it (a screen may open
 * before the socket does); answers the way to stop.
 */
export function subscribeRealtime(listener: SocketListener): () => void {
  appListeners.add(listener);
  return () => appListeners.delete(listener);
}

/** Connects the app's socket (after sign-in), creating it once; null when realtime is off. */
export function connectRealtime(
  url: string,
  credentials: () => SocketCredentials = () => ({}),
): Promise<Realtime | null> {
  current ??= resolveFactory().then((make) => {
    if (!make) return null;
    const realtime = createRealtime(make, url, console.debug, credentials);
    realtime.subscribe((event, args) => {
      for (const listener of appListeners) listener(event, args);
    });
    return realtime;
  });
  return current.then((realtime) => {
    realtime?.connect();
    return realtime;
  });
}

/** The app's socket when one is connected or connecting; null otherwise (no new connection is made). */
export function currentRealtime(): Promise<Realtime | null> {
  return current ?? Promise.resolve(null);
}

/** Disconnects and forgets the socket (sign-out: the next user gets a fresh one). */
export function disconnectRealtime(): void {
  const closing = current;
  current = null;
  void closing?.then((realtime) => realtime?.disconnect());
}
