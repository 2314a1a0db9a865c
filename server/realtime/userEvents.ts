// Tells a user's open apps that something of theirs changed on the server, through their socket room
// (issue 22: a friend request reaches the receiver's list at once). The socket server registers itself
// once (attachRealtime); routes call notifyUser, which does nothing where no socket runs (API tests
// without one). With the PostgreSQL adapter the room reaches sockets on every process.
import type { FastifyInstance } from 'fastify';

/** The part of socket.io's server used here. */
interface RoomEmitter {
  to(room: string): { emit(event: string, payload: unknown): unknown };
}

const emitters = new WeakMap<FastifyInstance, RoomEmitter>();

/** One room per user; the socket joins it on connection. */
export const userRoom = (userno: number) => `user:${userno}`;

export function registerUserEvents(app: FastifyInstance, io: RoomEmitter): void {
  emitters.set(app, io);
}

export function notifyUser(app: FastifyInstance, userno: number, event: string, payload: unknown): void {
  emitters.get(app)?.to(userRoom(userno)).emit(event, payload);
}
