// Live games over HTTP (issue 18): the SGF of a game, the lobby (who seeks and which games run) and a
// player's finished games. The moves themselves go over the socket (server/live/liveService.ts).
import type { FastifyInstance } from 'fastify';
import {
  failure,
  apiErrors,
  liveHistoryEndpoint,
  liveLobbyEndpoint,
  liveSgfEndpoint,
} from '../../src/protocol';
import { LiveGame } from '../live/liveGame';
import { liveGameSgf } from '../live/sgf';
import { loadGame, profileOf, runningGamesOf } from '../live/liveStore';
import { friendsAmong } from '../friends/links';
import { WEAKEST_STEP } from '../../src/domain/live';
import { route } from './route';

export function registerLiveRoutes(app: FastifyInstance): void {
  // Any signed-in user may read a game's record, as anyone may watch it.
  route(app, liveSgfEndpoint, async (body, ctx) => {
    const stored = await loadGame(ctx.tx, body.gameId);
    if (!stored) return failure(apiErrors.invalidRequest);
    const game = LiveGame.restore(stored.setup, stored.moves, ctx.nowMs);
    const sgf = liveGameSgf(stored.setup, game.record(), stored.result?.text ?? '');
    const date = new Date(stored.setup.startedAt).toISOString().slice(0, 10);
    return { errorcode: 0, sgf, name: `hoshi-${date}-${stored.setup.id}.sgf` } as const;
  });

  route(app, liveLobbyEndpoint, async (_body, ctx) => {
    const seeks = await ctx.tx
      .selectFrom('live_seeks')
      .select(['userno', 'username', 'astep', 'rpoint', 'size', 'control'])
      .orderBy('since_ms')
      .limit(100)
      .execute();
    const games = await ctx.tx
      .selectFrom('live_games')
      .select((eb) => [
        'id',
        'size',
        'black_name',
        'white_name',
        'black_step',
        'white_step',
        'black_bot',
        'white_bot',
        eb
          .selectFrom('live_moves')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('live_moves.game_id', '=', 'live_games.id')
          .as('moves'),
      ])
      .where('phase', '!=', 'ended')
      .orderBy('started_at', 'desc')
      .limit(50)
      .execute();
    const mine = await runningGamesOf(ctx.tx, ctx.userno);
    const me = await profileOf(ctx.tx, ctx.userno);
    const linked = await ctx.tx
      .selectFrom('friend_links')
      .innerJoin('users', 'users.userno', 'friend_links.to_userno')
      .leftJoin('live_profiles', 'live_profiles.userno', 'users.userno')
      .select(['users.userno', 'users.username', 'live_profiles.astep'])
      .where('friend_links.from_userno', '=', ctx.userno)
      .where('users.use_stop_flag', '=', 0)
      .orderBy('users.username')
      .limit(500)
      .execute();
    const mutual = await friendsAmong(
      ctx.tx,
      ctx.userno,
      linked.map((f) => f.userno),
    );
    return {
      errorcode: 0,
      seeks,
      games: games.map((g) => ({
        gameId: g.id,
        size: g.size,
        black: { username: g.black_name, astep: g.black_step, bot: g.black_bot > 0 },
        white: { username: g.white_name, astep: g.white_step, bot: g.white_bot > 0 },
        moves: Number(g.moves ?? 0),
      })),
      mine,
      astep: me?.astep ?? WEAKEST_STEP,
      friends: linked
        .filter((f) => mutual.has(f.userno))
        .map((f) => ({ userno: f.userno, username: f.username, astep: f.astep ?? WEAKEST_STEP })),
    } as const;
  });

  route(app, liveHistoryEndpoint, async (_body, ctx) => {
    const rows = await ctx.tx
      .selectFrom('live_games')
      .select(['id', 'size', 'black_name', 'white_name', 'result', 'ended_at'])
      .where('phase', '=', 'ended')
      .where((eb) => eb.or([eb('black', '=', ctx.userno), eb('white', '=', ctx.userno)]))
      .orderBy('ended_at', 'desc')
      .limit(20)
      .execute();
    return {
      errorcode: 0,
      games: rows.map((r) => ({
        gameId: r.id,
        size: r.size,
        black: r.black_name,
        white: r.white_name,
        result: r.result,
        endedAt: Number(r.ended_at),
      })),
    } as const;
  });
}
