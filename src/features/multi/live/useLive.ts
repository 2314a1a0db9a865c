// The app's side of live games (issue 18): listens to the socket's live events and keeps what the screens
// show (the seek, a bot offer, challenges, the game followed, its chat), and sends the player's intentions.
// The server decides everything; a move shows once the server's `live:moved` says it was played. The
// clock display counts from the server's last word (its time against ours) and corrects at each answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentRealtime, subscribeRealtime, type SocketEvent } from '../../../io/realtime/socket';
import { liveEvents, type LiveMovedView, type LiveStateView } from '../../../protocol';

export interface ChallengeView {
  id: string;
  from: { userno: number; username: string; astep: number };
  to: { userno: number; username: string; astep: number };
  size: number;
  control: string;
  handicap: number;
  komi: number;
  teaching: boolean;
}

export interface ChatLineView {
  from: number;
  line:
    | { kind: 'phrase'; phrase: string }
    | { kind: 'emoticon'; emoticon: number }
    | { kind: 'text'; text: string };
  at: number;
}

export interface LiveView {
  seeking: { size: number; control: string } | null;
  botOffer: { size: number; control: string } | null;
  challenges: ChallengeView[];
  /** The last challenge that was turned down or withdrawn (the screens tell its challenger). */
  declined: ChallengeView | null;
  game: LiveStateView | null;
  /** Our clock minus the server's at the last answer. */
  offsetMs: number;
  chat: ChatLineView[];
  away: ReadonlyMap<number, number>;
  undoAskedBy: number;
  lastRefusal: string | null;
  connected: boolean;
}

const initial: LiveView = {
  seeking: null,
  botOffer: null,
  challenges: [],
  declined: null,
  game: null,
  offsetMs: 0,
  chat: [],
  away: new Map(),
  undoAskedBy: 0,
  lastRefusal: null,
  connected: false,
};

async function send(event: string, payload: unknown): Promise<boolean> {
  const realtime = await currentRealtime();
  return realtime?.emit(event, payload) ?? false;
}

export function useLive() {
  const [view, setView] = useState<LiveView>(initial);
  const gameId = useRef<string | null>(null);

  const join = useCallback((id: string) => {
    gameId.current = id;
    setView((v) => ({ ...v, chat: v.game?.gameId === id ? v.chat : [] }));
    void send(liveEvents.join, { gameId: id });
  }, []);

  useEffect(() => {
    void currentRealtime().then((r) => setView((v) => ({ ...v, connected: r?.socket.connected ?? false })));
    return subscribeRealtime((event: SocketEvent, args) => {
      const payload = args[0] as never;
      switch (event) {
        case 'connect':
          setView((v) => ({ ...v, connected: true }));
          // After a reconnection the game is asked again: the server answers it as it stands.
          if (gameId.current) void send(liveEvents.join, { gameId: gameId.current });
          return;
        case 'disconnect':
          return setView((v) => ({ ...v, connected: false }));
        case liveEvents.seeking:
          return setView((v) => ({ ...v, seeking: payload, botOffer: payload ? v.botOffer : null }));
        case liveEvents.botOffer:
          return setView((v) => ({ ...v, botOffer: payload }));
        case liveEvents.challenged: {
          const c = payload as ChallengeView;
          return setView((v) => ({
            ...v,
            challenges: [...v.challenges.filter((x) => x.id !== c.id), c],
            declined: null,
          }));
        }
        case liveEvents.challengeAnswered: {
          const { id, accepted } = payload as { id: string; accepted: boolean };
          return setView((v) => ({
            ...v,
            challenges: v.challenges.filter((x) => x.id !== id),
            declined: accepted ? null : (v.challenges.find((x) => x.id === id) ?? v.declined),
          }));
        }
        case liveEvents.started: {
          const { gameId: id } = payload as { gameId: string };
          setView((v) => ({ ...v, seeking: null, botOffer: null, challenges: [] }));
          return join(id);
        }
        case liveEvents.state: {
          const state = payload as LiveStateView;
          if (state.gameId !== gameId.current) return;
          return setView((v) => ({
            ...v,
            // A broadcast names no colour; keep the one the server told this player.
            game: {
              ...state,
              you: state.you !== 0 ? state.you : v.game?.gameId === state.gameId ? v.game.you : 0,
              freeText: state.freeText ?? (v.game?.gameId === state.gameId ? v.game.freeText : false),
            },
            offsetMs: Date.now() - state.serverTime,
            undoAskedBy: state.undoAskedBy,
          }));
        }
        case liveEvents.moved: {
          const m = payload as LiveMovedView;
          return setView((v) => {
            if (!v.game || v.game.gameId !== m.gameId || m.moveNo !== v.game.moves.length) {
              // Out of step (a missed message): ask for the whole game.
              if (v.game?.gameId === m.gameId && m.moveNo > v.game.moves.length)
                void send(liveEvents.join, { gameId: m.gameId });
              return v;
            }
            return {
              ...v,
              game: {
                ...v.game,
                moves: [...v.game.moves, { color: m.color, vertex: m.vertex }],
                toMove: m.color === 1 ? -1 : 1,
                clocks: m.clocks,
                serverTime: m.serverTime,
              },
              offsetMs: Date.now() - m.serverTime,
              undoAskedBy: 0,
            };
          });
        }
        case liveEvents.undoAsked:
          return setView((v) => ({ ...v, undoAskedBy: (payload as { by: number }).by }));
        case liveEvents.chatLine: {
          const line = payload as ChatLineView & { gameId: string };
          if (line.gameId !== gameId.current) return;
          return setView((v) => ({ ...v, chat: [...v.chat.slice(-49), line] }));
        }
        case liveEvents.spectators: {
          const { gameId: id, count } = payload as { gameId: string; count: number };
          return setView((v) =>
            v.game?.gameId === id ? { ...v, game: { ...v.game, spectators: count } } : v,
          );
        }
        case liveEvents.presence: {
          const p = payload as { gameId: string; userno: number; connected: boolean; graceUntil?: number };
          return setView((v) => {
            const away = new Map(v.away);
            if (p.connected) away.delete(p.userno);
            else away.set(p.userno, p.graceUntil ?? 0);
            return { ...v, away };
          });
        }
        case liveEvents.refused:
          return setView((v) => ({ ...v, lastRefusal: (payload as { reason: string }).reason }));
        default:
          return;
      }
    });
  }, [join]);

  // A new try forgets the last refusal, so the lists never explain an old one.
  const clearRefusal = () => setView((v) => (v.lastRefusal === null ? v : { ...v, lastRefusal: null }));
  const inGame = (event: string, extra: object = {}) => {
    if (gameId.current) void send(event, { gameId: gameId.current, ...extra });
  };
  return {
    view,
    join,
    leave: () => {
      gameId.current = null;
      setView((v) => ({ ...v, game: null, chat: [] }));
    },
    seek: (size: number, control: string) => {
      clearRefusal();
      void send(liveEvents.seek, { size, control });
    },
    cancelSeek: () => void send(liveEvents.cancelSeek, {}),
    playBot: (size: number, control: string) => {
      clearRefusal();
      void send(liveEvents.playBot, { size, control });
    },
    challenge: (
      to: number,
      size: number,
      control: string,
      extra: { teaching?: boolean; handicap?: number; komi?: number } = {},
    ) => {
      clearRefusal();
      void send(liveEvents.challenge, { to, size, control, ...extra });
    },
    answer: (id: string, accept: boolean) => void send(liveEvents.answerChallenge, { id, accept }),
    move: (vertex: number) => {
      const moves = view.game?.moves.length ?? 0;
      inGame(liveEvents.move, { moveNo: moves, vertex });
    },
    resign: () => inGame(liveEvents.resign),
    abort: () => inGame(liveEvents.abort),
    undo: () => inGame(liveEvents.undo),
    answerUndo: (accept: boolean) => inGame(liveEvents.undoAnswer, { accept }),
    mark: (vertex: number) => inGame(liveEvents.mark, { vertex }),
    agree: () => inGame(liveEvents.agree, { version: view.game?.marking?.version ?? 0 }),
    resume: () => inGame(liveEvents.resume),
    say: (phrase: string) => inGame(liveEvents.chat, { line: { kind: 'phrase', phrase } }),
    type: (text: string) => inGame(liveEvents.chat, { line: { kind: 'text', text } }),
    report: () => inGame(liveEvents.report),
    block: (userno: number) => void send(liveEvents.block, { userno }),
    /** An owned emoticon set (the server refuses one not owned or run out). */
    sendEmoticon: (eid: number) => inGame(liveEvents.chat, { line: { kind: 'emoticon', emoticon: eid } }),
  };
}

export type LiveControls = ReturnType<typeof useLive>;
