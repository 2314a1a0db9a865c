// The realtime socket's events (spec §7, R7.65–R7.70; DESIGN.md: chat, presence and live games).
// socket.io, websocket transport only, authenticated by the access token (cookie or `auth.token`).
import * as z from 'zod/mini';
import { presenceAnswer, realtimeEvents } from './socketEvents';

export const realtimePath = '/socket.io';

/** An emoticon in a chat line: set `eid` (emo_info, R3.20) and its picture `n` (src/domain/rules/emoticons.ts). */
export const chatEmoticon = z.object({
  eid: z.int().check(z.positive(), z.maximum(999)),
  n: z.int().check(z.nonnegative(), z.maximum(99)),
});

/**
 * Client → server: a chat line to a friend: a fixed phrase (an id of `chatPhrases` the reader's app
 * translates), an owned emoticon (issue 17), or free text where the sender may type (docs/rules.md, chat).
 */
export const chatSend = z
  .object({
    to: z.int().check(z.positive()),
    text: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    emo: z.optional(chatEmoticon),
    phrase: z.optional(z.string().check(z.maxLength(32))),
  })
  .check(
    z.refine(
      (m) => (m.text !== undefined && m.text.length > 0) || m.emo !== undefined || m.phrase !== undefined,
    ),
  );
/** Server → client. */
export const chatMessage = z.object({
  from: z.int(),
  to: z.int(),
  text: z.string(),
  emo: z.optional(chatEmoticon),
  phrase: z.optional(z.string()),
  at: z.number(),
});

/** The largest `body` of a game message, as JSON characters: a move or an offer is a few dozen. */
export const udpBodyMaxChars = 2048;

/** The JSON length of a value, or Infinity when it has none (a cycle cannot come off the wire). */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Infinity;
  }
}

/** Client → server: a small game message to one user (moves of a live game, offers). */
export const udpSend = z.object({
  to: z.int().check(z.positive()),
  kind: z.string().check(z.minLength(1), z.maxLength(32)),
  body: z.unknown().check(z.refine((body) => jsonLength(body) <= udpBodyMaxChars)),
});
export const udpMessage = z.object({
  from: z.int(),
  kind: z.string(),
  body: z.unknown(),
  at: z.number(),
});

/** Client → server with an acknowledgement: which of these users are online now (at most a friend list). */
export const presenceQuery = z.object({
  users: z.array(z.int().check(z.positive())).check(z.maxLength(200)),
});
export { presenceAnswer };

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatSend = z.infer<typeof chatSend>;
export type UdpMessage = z.infer<typeof udpMessage>;

export { realtimeEvents };
