// A listening test app with the realtime socket attached, and socket.io clients that authenticate like the
// app (an access token in `auth`, or the cookie with the session proof).
import { io as connect, type Socket } from 'socket.io-client';
import { attachRealtime, type RealtimeOptions } from '../../server/realtime/socket';
import type { TestApp } from './testApp';

export interface RealtimeServer {
  url: string;
  open: (auth: SocketAuth) => Promise<Socket>;
  closeSockets: () => void;
}

export type SocketAuth = { token?: string; proof?: string; cookie?: string };

export async function listenWithRealtime(t: TestApp, options: RealtimeOptions = {}): Promise<RealtimeServer> {
  // The socket's sweep and token checks use the app clock; keep it on real time.
  t.now.ms = Date.now();
  await attachRealtime(t.app, options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  return {
    url,
    open(auth) {
      const socket = connect(url, {
        transports: ['websocket'],
        reconnection: false,
        auth: {
          ...(auth.token ? { token: auth.token } : {}),
          ...(auth.proof ? { proof: auth.proof } : {}),
        },
        ...(auth.cookie ? { extraHeaders: { cookie: auth.cookie } } : {}),
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
