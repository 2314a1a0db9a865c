// The SGF record of a live game (issue 18): players with their kyu/dan levels, date, time control, komi,
// handicap, rules and result, then the moves.
import { makeSgf, sgfFromGame, type Game } from '../../src/domain/go';
import { rankOfStep, timeControls, type TimeControlName } from '../../src/domain/live';
import type { LiveSetup } from './liveGame';

function rankText(step: number): string {
  const r = rankOfStep(step);
  return `${r.number}${r.kind === 'kyu' ? 'k' : 'd'}`;
}

function timeText(name: TimeControlName): { TM: string; OT: string } {
  const c = timeControls[name];
  if (c.kind === 'byoyomi')
    return { TM: String(c.mainMs / 1000), OT: `${c.periods}x${c.periodMs / 1000} byo-yomi` };
  return { TM: String(c.mainMs / 1000), OT: `fischer ${c.incrementMs / 1000} max ${c.maxMs / 1000}` };
}

export function liveGameSgf(setup: LiveSetup, game: Game, result: string): string {
  const date = new Date(setup.startedAt).toISOString().slice(0, 10);
  const time = timeText(setup.control);
  const properties: Record<string, string[]> = {
    AP: ['Hoshi'],
    GN: [setup.id],
    PB: [setup.black.bot > 0 ? `${setup.black.name} (bot)` : setup.black.name],
    PW: [setup.white.bot > 0 ? `${setup.white.name} (bot)` : setup.white.name],
    BR: [rankText(setup.black.step)],
    WR: [rankText(setup.white.step)],
    DT: [date],
    RU: ['Chinese'],
    TM: [time.TM],
    OT: [time.OT],
  };
  if (setup.handicap > 0) properties.HA = [String(setup.handicap)];
  if (result) properties.RE = [result];
  return makeSgf(sgfFromGame(game, { komi: setup.komi, properties }));
}
