// The realtime socket's events (spec §7, R7.65–R7.70; DESIGN.md: chat, presence and live games).
// socket.io, websocket transport only, authenticated by the access token (cookie or `auth.token`).
import { z } from 'zod';

export const realtimePath = '/socket.io';

/** Client → server: a chat line to one user. */
export const chatSend = z.object({
  to: z.number().int().positive(),
  text: z.string().trim().min(1).max(500),
});
/** Server → client. */
export const chatMessage = z.object({
  from: z.number().int(),
  to: z.number().int(),
  text: z.string(),
  at: z.number(),
});

/** Client → server: a small game message to one user (moves of a live game, offers). */
export const udpSend = z.object({
  to: z.number().int().positive(),
  kind: z.string().min(1).max(32),
  body: z.unknown(),
});
export const udpMessage = z.object({
  from: z.number().int(),
  kind: z.string(),
  body: z.unknown(),
  at: z.number(),
});

/** Client → server with an acknowledgement: which of these users are online now. */
export const presenceQuery = z.object({ users: z.array(z.number().int().positive()).max(200) });
export const presenceAnswer = z.object({ online: z.array(z.number().int()) });

export type ChatMessage = z.infer<typeof chatMessage>;
export type UdpMessage = z.infer<typeof udpMessage>;

export const realtimeEvents = {
  chat: 'chat',
  udpMessage: 'udpMessage',
  presence: 'presence',
  /** Server → client: an error about the last event (bad payload, rate limit). */
  problem: 'problem',
} as const;
