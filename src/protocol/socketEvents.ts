// The realtime socket's event names (live games, chat, presence) and the one answer the socket's own module
// reads (who is online). Plain constants in their own module: the socket's code is on the first load, and
// importing the names from live.ts or realtime.ts would build every payload schema there (issue 13).
import * as z from 'zod/mini';
import { lazily } from './define';

export const liveEvents = {
  // client → server
  seek: 'live:seek',
  cancelSeek: 'live:cancelSeek',
  playBot: 'live:playBot',
  challenge: 'live:challenge',
  answerChallenge: 'live:answerChallenge',
  join: 'live:join',
  leave: 'live:leave',
  move: 'live:move',
  resign: 'live:resign',
  abort: 'live:abort',
  undo: 'live:undo',
  undoAnswer: 'live:undoAnswer',
  mark: 'live:mark',
  agree: 'live:agree',
  resume: 'live:resume',
  chat: 'live:chat',
  report: 'live:report',
  block: 'live:block',
  // server → client
  seeking: 'live:seeking',
  botOffer: 'live:botOffer',
  started: 'live:started',
  challenged: 'live:challenged',
  challengeAnswered: 'live:challengeAnswered',
  state: 'live:state',
  moved: 'live:moved',
  undoAsked: 'live:undoAsked',
  chatLine: 'live:chatLine',
  spectators: 'live:spectators',
  presence: 'live:presence',
  refused: 'live:refused',
} as const;

export const realtimeEvents = {
  chat: 'chat',
  udpMessage: 'udpMessage',
  presence: 'presence',
  /** Server → client: an error about the last event (bad payload, rate limit). */
  problem: 'problem',
} as const;

/** The server's answer to a presence query (realtime.ts `presenceQuery`), built on first use. */
export const presenceAnswer = lazily(() => z.object({ online: z.array(z.int()) }));
