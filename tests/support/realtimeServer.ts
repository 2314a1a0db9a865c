// A listening test app with the realtime socket attached, socket.io clients that authenticate like the app
// (an access token in `auth`, or the cookie with the session proof), and the players the socket tests need.
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, type RealtimeOptions } from '../../server/realtime/socket';
import type { TestApp } from './testApp';

export interface SocketAuth {
  token?: string;
  proof?: string;
  cookie?: string;
  /** Other handshake headers (an Origin). */
  headers?: Record<string, string>;
}

export interface RealtimeServer {
  url: string;
  open: (auth: SocketAuth) => Promise<Socket>;
  closeSockets: () => void;
}

export async function listenWithRealtime(t: TestApp, options: RealtimeOptions = {}): Promise<RealtimeServer> {
  // The socket's sweep and token checks use the app clock; start it at real time.
  t.now.ms = Date.now();
  await attachRealtime(t.app, options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  return {
    url,
    open(auth) {
      const headers = { ...auth.headers, ...(auth.cookie ? { cookie: auth.cookie } : {}) };
      const socket = connect(url, {
        transports: ['websocket'],
        reconnection: false,
        auth: {
          ...(auth.token ? { token: auth.token } : {}),
          ...(auth.proof ? { proof: auth.proof } : {}),
        },
        ...(Object.keys(headers).length > 0 ? { extraHeaders: headers } : {}),
        timeout: 5000,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', (error) => reject(error));
      });
    },
    closeSockets() {
      for (const s of sockets) s.disconnect();
    },
  };
}

/** Resolves with the reason once the server drops the socket. */
export function dropped(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** The next payload `socket` receives for `event`. */
export function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

export interface Player {
  token: string;
  userno: number;
  username: string;
}

/** Registers `username` and signs in; answers the access token for the socket. */
export async function signedInPlayer(t: TestApp, username: string): Promise<Player> {
  await t.post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await t.post('/api/login', { username, passwd: 'stone-1234' })).json();
  return { token: json.accessToken as string, userno: json.userno as number, username };
}

/** Makes two players friends: each asks the other (socket messages and presence are for friends only). */
export async function befriend(t: TestApp, a: Player, b: Player): Promise<void> {
  await t.post('/api/friend/request', { username: b.username }, { token: a.token });
  await t.post('/api/friend/request', { username: a.username }, { token: b.token });
}
