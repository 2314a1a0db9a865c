// A single mission as the screens play it, read once from what /api/single/mission/info answers: a problem
// parsed and compiled with the domain's own parser (like study's missionData.ts), or a game against the AI
// with its board size, level, komi, colours, capture target and the setup stones the AI starts from. A
// mission that cannot be read is treated as absent (the content check should have caught it).
import type { GameMode } from '../../domain/ai/types';
import { readLesson } from '../../domain/content/lesson';
import { fromAscii } from '../../domain/go/ascii';
import { isBoardSize, type BoardSize, type Vertex } from '../../domain/go/coords';
import { createPosition, type Position } from '../../domain/go/position';
import { compileProblem, type CompiledProblem } from '../../domain/go/problem';
import { parseProblemJson } from '../../domain/go/problemJson';
import { BLACK, WHITE, type Color } from '../../domain/go/stones';
import type { AiSetup } from '../../io/ai/protocol';
import type { SingleGame, SingleMission } from '../../protocol';
import type { LocalizedText } from '../study/missionData';
import type { VideoLessonPlay } from './VideoLesson';

export interface SingleGamePlay {
  size: BoardSize;
  mode: GameMode;
  level: number;
  komi: number;
  /** Capture games: stones to capture first; 1 for full games (unused there). */
  captureTarget: number;
  playerColor: Color;
  setup: AiSetup;
  /** The starting position with its side to move (for counting the game's captures afterwards). */
  start: Position;
}

export interface SingleMissionPlay {
  categoryId: number; // sno
  groupId: number; // gno
  missionIndex: number; // jkno
  kind: SingleMission['kind'];
  title: LocalizedText;
  prompt: LocalizedText;
  hint: LocalizedText;
  videos: number;
  /** The group's in-app video lesson (issue 17); null when it has none or it cannot be read. */
  lesson: VideoLessonPlay | null;
  /** kind 'problem'. */
  problem: CompiledProblem | null;
  /** kind 'problem': the problem's stable id, for reports (issue 14); null from older servers. */
  problemId: string | null;
  /** kind 'capture' and 'game'. */
  game: SingleGamePlay | null;
}

export type SingleMissionError = 'bad_problem' | 'bad_game';

const colorOf = (c: 'B' | 'W'): Color => (c === 'B' ? BLACK : WHITE);

/** The AI game of a capture or full-game mission, or null when its setup cannot be read. */
export function gamePlayOf(game: SingleGame, kind: 'capture' | 'game'): SingleGamePlay | null {
  if (!isBoardSize(game.size)) return null;
  const toMove = colorOf(game.toMove);
  let start: Position;
  if (game.board === undefined) {
    start = createPosition({ size: game.size, stones: new Int8Array(game.size * game.size), toMove });
  } else {
    const parsed = fromAscii(game.board.join('\n'), { toMove });
    if (!parsed.ok || parsed.value.size !== game.size) return null;
    start = parsed.value;
  }
  const black: Vertex[] = [];
  const white: Vertex[] = [];
  start.stones.forEach((sign, vertex) => {
    if (sign === BLACK) black.push(vertex);
    else if (sign === WHITE) white.push(vertex);
  });
  return {
    size: game.size,
    mode: kind === 'capture' ? 'capture' : 'full',
    level: game.level,
    komi: game.komi,
    captureTarget: Math.max(1, game.captureTarget ?? 1),
    playerColor: colorOf(game.player),
    setup: { black, white, toMove },
    start,
  };
}

function compiled(value: unknown): CompiledProblem | null {
  const parsed = parseProblemJson(value);
  return parsed.ok ? compileProblem(parsed.value) : null;
}

function lessonOf(lesson: SingleMission['lesson']): VideoLessonPlay | null {
  if (!lesson) return null;
  const read = readLesson(lesson.sgf);
  return read.ok ? { title: lesson.title, lesson: read.value } : null;
}

type Read = { ok: true; value: SingleMissionPlay } | { ok: false; error: SingleMissionError };

const cache = new Map<string, Read>();

export function readSingleMission(mission: SingleMission): Read {
  const text = JSON.stringify(mission);
  const cached = cache.get(text);
  if (cached) return cached;
  const result = ((): Read => {
    const base = {
      categoryId: mission.sno,
      groupId: mission.gno,
      missionIndex: mission.jkno,
      kind: mission.kind,
      title: mission.title,
      prompt: mission.prompt,
      hint: mission.hint,
      videos: mission.videos,
      lesson: lessonOf(mission.lesson),
      problemId: mission.problemId ?? null,
    };
    if (mission.kind === 'problem') {
      const problem = compiled(mission.problem);
      return problem
        ? { ok: true, value: { ...base, problem, game: null } }
        : { ok: false, error: 'bad_problem' };
    }
    const game = mission.game ? gamePlayOf(mission.game, mission.kind) : null;
    return game ? { ok: true, value: { ...base, problem: null, game } } : { ok: false, error: 'bad_game' };
  })();
  if (cache.size > 500) cache.clear();
  cache.set(text, result);
  return result;
}
