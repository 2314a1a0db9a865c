// The realtime socket of spec §7 (R7.65–R7.70, R4.39): created with websocket transport only, no
// auto-connect, 3 reconnection attempts with backoff and a 5000 ms timeout; connect, disconnect, chat,
// udpMessage and connect_error are handled (logged and passed to subscribers).
import { describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  createRealtime,
  disconnectRealtime,
  setSocketFactory,
  socketEvents,
  type RealtimeSocketOptions,
  type SocketLike,
} from '../../../src/io/realtime/socket';

function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket: SocketLike & { emit: (event: string, ...args: unknown[]) => void; connects: number } = {
    connected: false,
    connects: 0,
    connect() {
      this.connects += 1;
    },
    disconnect: vi.fn(),
    on(event, listener) {
      handlers.set(event, listener);
    },
    emit(event, ...args) {
      handlers.get(event)?.(...args);
    },
  };
  return { socket, handlers };
}

describe('realtime socket', () => {
  it('is created with the options of spec §7 and does not connect by itself', () => {
    const { socket } = fakeSocket();
    let seen: RealtimeSocketOptions | null = null;
    createRealtime(
      (_url, options) => {
        seen = options;
        return socket;
      },
      'http://hoshi.test',
      () => undefined,
    );
    expect(seen).toMatchObject({
      transports: ['websocket'],
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: 3,
      timeout: 5000,
    });
    expect(socket.connects).toBe(0);
  });

  it('handles the five events: logs them and passes them on', () => {
    const { socket, handlers } = fakeSocket();
    const log = vi.fn();
    const realtime = createRealtime(() => socket, 'http://hoshi.test', log);
    expect([...handlers.keys()].sort()).toEqual([...socketEvents].sort());
    const heard: string[] = [];
    const stop = realtime.subscribe((event) => heard.push(event));
    socket.emit('chat', { text: 'hi' });
    socket.emit('udpMessage', 1);
    stop();
    socket.emit('disconnect', 'transport close');
    expect(heard).toEqual(['chat', 'udpMessage']);
    expect(log).toHaveBeenCalledWith('socket chat', { text: 'hi' });
    expect(log).toHaveBeenCalledWith('socket disconnect', 'transport close');
  });

  it('connects on demand, once, and forgets the socket on sign-out', async () => {
    setSocketFactory(null);
    expect(await connectRealtime('http://hoshi.test')).toBeNull();
    disconnectRealtime();
    const { socket } = fakeSocket();
    const factory = vi.fn(() => socket);
    setSocketFactory(factory);
    await connectRealtime('http://hoshi.test');
    await connectRealtime('http://hoshi.test');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    disconnectRealtime();
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalled());
    await connectRealtime('http://hoshi.test');
    expect(factory).toHaveBeenCalledTimes(2);
    disconnectRealtime();
    setSocketFactory(undefined);
  });

  it('loads socket.io-client by default, with the options of spec §7 and no auto-connect', async () => {
    setSocketFactory(undefined);
    const realtime = await connectRealtime('http://127.0.0.1:9');
    expect(realtime).not.toBeNull();
    const manager = (realtime?.socket as unknown as { io: { opts: Record<string, unknown> } }).io;
    expect(manager.opts).toMatchObject({ transports: ['websocket'], reconnectionAttempts: 3, timeout: 5000 });
    disconnectRealtime();
  });

  it('asks presence with a deadline and answers [] when it cannot tell (issue 4 friend list)', async () => {
    const asked: { event: string; payload: unknown; ms: number }[] = [];
    let reply: () => Promise<unknown> = () => Promise.resolve({ online: [2] });
    const socket: SocketLike = {
      connected: true,
      connect: () => undefined,
      disconnect: () => undefined,
      on: () => undefined,
      timeout: (ms) => ({
        emitWithAck: (event, payload) => {
          asked.push({ event, payload, ms });
          return reply();
        },
      }),
    };
    const realtime = createRealtime(
      () => socket,
      'http://hoshi.test',
      () => undefined,
    );
    expect(await realtime.presence([2, 3])).toEqual([2]);
    expect(asked).toEqual([{ event: 'presence', payload: { users: [2, 3] }, ms: 5000 }]);
    expect(await realtime.presence([])).toEqual([]);
    expect(asked).toHaveLength(1);
    reply = () => Promise.reject(new Error('operation has timed out'));
    expect(await realtime.presence([2])).toEqual([]);
    reply = () => Promise.resolve({ online: 'everyone' });
    expect(await realtime.presence([2])).toEqual([]);
  });
});
