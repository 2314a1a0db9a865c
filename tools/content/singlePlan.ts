// The plan of the single-play pack: per single type (R9.14) its groups, each either problems drawn from
// the study generators' templates (basic, puzzle, dice), generated opening problems (posuk), or games
// against the AI (capture games for AI battle 1 and 2 and dice, full games for baduk battle) whose
// settings rise through the group: bigger boards, higher capture targets, stronger levels.
import type { DiceRow } from '../../src/domain/rules/dice';
import type { BoardSize } from '../../src/domain/go/coords';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import {
  ladder as ladderOf,
  lifeDeath as lifeDeathOf,
  net as netOf,
  plainCapture,
  snapback as studySnapback,
  tactics,
  throwIn,
} from './curriculum';
import { atari, fight, oneOf, pair, shape } from './planBuilders';
import { accept, captureTemplate, connectTemplate, cutTemplate, ldTemplate, saveTemplate } from './templates';
import type { Template } from './templates';
import { numbered, text } from './texts';

export interface GameSpec {
  readonly size: BoardSize;
  /** Capture games: stones to capture; absent for full games. */
  readonly captureTarget?: number;
  readonly level: number;
  readonly player: 'B' | 'W';
  /** Start from the crossed four stones in the centre (the usual capture-Go start). */
  readonly cross?: boolean;
  readonly komi: number;
}

export type SingleSource =
  | {
      readonly kind: 'problems';
      readonly template: Template;
      readonly technique: Technique;
      readonly player: 'black' | 'either';
    }
  | { readonly kind: 'opening'; readonly shape: 'corner' | 'side' }
  | { readonly kind: 'games'; readonly games: readonly GameSpec[] };

export interface SingleGroupPlan {
  readonly title: LocalizedText;
  readonly heart: number;
  readonly source: SingleSource;
  /** Dice groups: what the roll's total decides (src/domain/rules/dice.ts). */
  readonly dice?: readonly DiceRow[];
}

/**
 * Dice puzzles: the roll decides the seconds allowed (a higher total, more time; two dice reach 90 s
 * and more).
 */
export const dicePuzzleTable: readonly DiceRow[] = [
  { from: 1, seconds: 20 },
  { from: 2, seconds: 30 },
  { from: 4, seconds: 45 },
  { from: 6, seconds: 60 },
  { from: 9, seconds: 90 },
  { from: 12, seconds: 120 },
];

/**
 * Dice captures: the roll decides the board, the stones to capture and the AI's level; the higher
 * totals only two dice reach bring handicap stones for a player with Black.
 */
export const diceCaptureTable: readonly DiceRow[] = [
  { from: 1, size: 5, captureTarget: 1, level: 1 },
  { from: 2, size: 5, captureTarget: 2, level: 1 },
  { from: 3, size: 7, captureTarget: 2, level: 2 },
  { from: 4, size: 7, captureTarget: 3, level: 2 },
  { from: 5, size: 9, captureTarget: 3, level: 3 },
  { from: 6, size: 9, captureTarget: 3, level: 2, handicap: 1 },
  { from: 8, size: 9, captureTarget: 4, level: 3, handicap: 2 },
  { from: 10, size: 9, captureTarget: 5, level: 4, handicap: 2 },
  { from: 12, size: 9, captureTarget: 5, level: 5, handicap: 4 },
];

export interface SingleCategoryPlan {
  readonly sno: number;
  readonly groups: readonly SingleGroupPlan[];
}

const capture = oneOf(
  ...(['corner', 'edge'] as const).map((area) =>
    captureTemplate({ technique: 'capture', fight: fight({ area }), accept: accept.plain(3, 5) }),
  ),
);

const ladder = captureTemplate({
  technique: 'ladder',
  fight: { ladder: { size: 9, length: [2, 4], ways: 'one', density: { black: 0.08, white: 0.06 } } },
  accept: accept.ladder(5, 13),
  tactics: { maxPlies: 31, maxBranch: 2 },
});

const net = captureTemplate({
  technique: 'net',
  fight: { ladder: { size: 9, length: [2, 5], ways: 'net', density: { black: 0.06, white: 0.06 } } },
  accept: accept.net(3, 7),
});

const snapback = captureTemplate({
  technique: 'snapback',
  fight: { mouth: true, size: 9, black: 0.2, white: 0.15 },
  accept: accept.snapback,
});

const cut = cutTemplate(
  { size: 9, stones: [1, 2], liberties: [1, 3], radius: 2, attackerDensity: 0.15, defenderDensity: 0.05 },
  3,
  7,
);

const lifeDeath = (goal: 'live' | 'kill') =>
  oneOf(
    ...(['corner', 'edge'] as const).map((area) =>
      ldTemplate({
        technique: 'life_death',
        shape: shape({ area, space: [3, 5], gaps: 0.2 }),
        goal,
        settings: { maxPlies: 14, nodeLimit: 40_000 },
      }),
    ),
  );

const escape = saveTemplate({
  technique: 'escape',
  fight: fight({ targetStones: [1, 2], targetLiberties: [1, 1] }),
  by: 'extend',
});

const connect = connectTemplate({
  size: 9,
  stones: [1, 2],
  liberties: [1, 3],
  radius: 2,
  attackerDensity: 0.15,
  defenderDensity: 0.05,
});

const problems = (
  title: LocalizedText,
  technique: Technique,
  template: Template,
  player: 'black' | 'either' = 'either',
): SingleGroupPlan => ({ title, heart: 1, source: { kind: 'problems', template, technique, player } });

const games = (title: LocalizedText, heart: number, list: readonly GameSpec[]): SingleGroupPlan => ({
  title,
  heart,
  source: { kind: 'games', games: list },
});

/** Ten capture games: targets and levels step up every few missions; the player takes White at times. */
function captureGames(
  size: BoardSize,
  targets: readonly number[],
  levels: readonly number[],
  count = 10,
): GameSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    size,
    captureTarget: targets[Math.floor((i * targets.length) / count)] ?? 1,
    level: levels[Math.floor((i * levels.length) / count)] ?? 1,
    player: i % 4 === 3 ? 'W' : 'B',
    cross: i % 2 === 1,
    komi: 0,
  }));
}

const saveAny = saveTemplate({
  technique: 'escape',
  fight: fight({
    targetStones: [1, 3],
    targetLiberties: [2, 2],
    attackerDensity: 0.22,
    defenderDensity: 0.1,
  }),
  by: 'any',
});

/**
 * The puzzle groups after the first seven (single play holds at least 500 puzzles for the try-quest's
 * targets, issue 16): each topic of the first seven gets four more groups, harder ones later (longer
 * ladders on 13×13, wider nets, throw-ins beside snapbacks, longer cuts, the study's vital-point and eye
 * shapes), and throw-ins, escapes and connections get five groups each.
 */
function morePuzzles(): SingleGroupPlan[] {
  const series = (
    name: LocalizedText,
    technique: Technique,
    templates: readonly Template[],
    from: number,
  ): SingleGroupPlan[] => templates.map((t, i) => problems(numbered(name, from + i), technique, t));
  const longLadder = ladderOf(11, 29, 13, [5, 9], 'one');
  // The advanced category's corner and side shapes (bigger spaces, stones inside, tuned to the edge
  // between life and death): many more distinct problems than the small vital-point shapes.
  const corner = (goal: 'live' | 'kill') =>
    lifeDeathOf(
      goal,
      {
        area: 'corner',
        space: [4, 6],
        gaps: 0.3,
        outsideLiberties: 0.15,
        killerInside: 0.1,
        ownerInside: 0.05,
      },
      undefined,
      'life_death',
      true,
    );
  const side = (goal: 'live' | 'kill') =>
    lifeDeathOf(
      goal,
      { area: 'edge', space: [4, 6], gaps: 0.3, outsideLiberties: 0.15, killerInside: 0.1 },
      undefined,
      'life_death',
      true,
    );
  const wideCut = cutTemplate(pair({ stones: [1, 3], liberties: [2, 3] }), 5, 11);
  return [
    ...series(
      text('몰아서 잡기', 'Drive and capture', '追吃'),
      'capture',
      [plainCapture('capture', 3, 5), tactics(5, 7), tactics(5, 7), tactics(5, 7)],
      2,
    ),
    ...series(text('축', 'Ladders', '征子'), 'ladder', [ladder, ladder, longLadder, longLadder], 2),
    ...series(text('장문', 'Nets', '枷吃'), 'net', [netOf(3, 7), netOf(3, 7), netOf(5, 11), netOf(5, 11)], 2),
    ...series(
      text('환격', 'Snapbacks', '倒扑'),
      'snapback',
      [
        studySnapback,
        studySnapback,
        oneOf(studySnapback, throwIn(3, 15)),
        oneOf(studySnapback, throwIn(3, 15)),
      ],
      2,
    ),
    ...series(text('끊기', 'Cutting', '切断'), 'cut', [cut, cut, wideCut, wideCut], 2),
    ...series(
      text('사활: 잡기', 'Life and death: kill', '死活：杀棋'),
      'life_death',
      [lifeDeathOf('kill', { space: [3, 6] }), corner('kill'), corner('kill'), side('kill')],
      2,
    ),
    ...series(
      text('사활: 살기', 'Life and death: live', '死活：做活'),
      'life_death',
      [lifeDeathOf('live', { space: [3, 6] }), corner('live'), corner('live'), side('live')],
      2,
    ),
    ...series(
      text('먹여치기', 'Throw-ins', '扑'),
      'throw_in',
      [throwIn(3, 11), throwIn(3, 15), throwIn(3, 11), throwIn(3, 15), oneOf(studySnapback, throwIn(3, 15))],
      1,
    ),
    ...series(text('도망치기', 'Escaping', '逃子'), 'escape', [escape, escape, saveAny, saveAny, saveAny], 1),
    ...series(
      text('연결', 'Connecting', '连接'),
      'connect',
      [connect, connect, connect, connect, connect],
      1,
    ),
  ];
}

export function singlePlan(): SingleCategoryPlan[] {
  return [
    {
      sno: 0,
      groups: [
        games(text('7줄 승부', 'Duels on 7×7', '7路对决'), 1, captureGames(7, [3, 4], [3, 4, 5])),
        games(text('9줄 승부', 'Battles on 9×9', '9路对决'), 1, captureGames(9, [4, 5], [4, 5, 6, 7])),
        games(text('9줄 승부 2', 'Battles on 9×9 2', '9路对决 2'), 1, captureGames(9, [5, 6], [6, 7, 8])),
      ],
    },
    {
      sno: 1,
      groups: [
        problems(text('단수로 잡기', 'Capture by atari', '打吃提子'), 'atari', atari([1, 2]), 'black'),
        problems(text('단수에서 도망치기', 'Run from atari', '逃出打吃'), 'escape', escape, 'black'),
        problems(text('이어서 지키기', 'Connect to stay safe', '连接保平安'), 'connect', connect, 'black'),
      ],
    },
    {
      sno: 2,
      groups: [
        {
          title: text('가장 큰 곳', 'The biggest point', '最大的地方'),
          heart: 1,
          source: { kind: 'opening', shape: 'corner' },
        },
        {
          title: text('변으로 벌리기', 'Extend along the side', '拆边'),
          heart: 1,
          source: { kind: 'opening', shape: 'side' },
        },
      ],
    },
    {
      sno: 3,
      groups: [
        problems(text('몰아서 잡기', 'Drive and capture', '追吃'), 'capture', capture),
        problems(text('축', 'Ladders', '征子'), 'ladder', ladder),
        problems(text('장문', 'Nets', '枷吃'), 'net', net),
        problems(text('환격', 'Snapbacks', '倒扑'), 'snapback', snapback),
        problems(text('끊기', 'Cutting', '切断'), 'cut', cut),
        problems(text('사활: 잡기', 'Life and death: kill', '死活：杀棋'), 'life_death', lifeDeath('kill')),
        problems(text('사활: 살기', 'Life and death: live', '死活：做活'), 'life_death', lifeDeath('live')),
        ...morePuzzles(),
      ],
    },
    {
      sno: 4,
      groups: [
        games(text('5줄 따내기', 'Capture on 5×5', '5路吃子'), 1, captureGames(5, [1, 2], [1, 2])),
        games(text('7줄 따내기', 'Capture on 7×7', '7路吃子'), 1, captureGames(7, [2, 3], [2, 3])),
        games(text('7줄 따내기 2', 'Capture on 7×7 2', '7路吃子 2'), 1, captureGames(7, [3, 4], [3, 4])),
      ],
    },
    {
      sno: 5,
      groups: [
        games(
          text('9줄 바둑', '9×9 games', '9路对局'),
          1,
          Array.from({ length: 10 }, (_, i) => ({ size: 9, level: i + 1, player: 'B', komi: 7.5 })),
        ),
        games(
          text('13줄 바둑', '13×13 games', '13路对局'),
          2,
          Array.from({ length: 5 }, (_, i) => ({ size: 13, level: i + 1, player: 'B', komi: 7.5 })),
        ),
      ],
    },
    {
      sno: 6,
      groups: [
        // Dice groups cost one die per challenge (R7.25); their heart cost is 0.
        {
          ...problems(text('주사위 퍼즐', 'Dice puzzles', '骰子谜题'), 'atari', atari([1, 3]), 'either'),
          heart: 0,
          dice: dicePuzzleTable,
        },
        {
          ...games(text('주사위 따내기', 'Dice captures', '骰子吃子'), 0, captureGames(5, [1, 2], [1, 2, 3])),
          dice: diceCaptureTable,
        },
      ],
    },
  ];
}

/** A single group drawn after every other group of the packs (`withLateSingleGroups` in single.ts). */
export interface LateSingleGroupPlan {
  /** The single type the group is appended to. */
  readonly sno: number;
  readonly group: SingleGroupPlan;
}

/**
 * The late single groups (issue 14: single play's puzzles and basics at least 600): basics and puzzles
 * whose every answer takes two moves of the player or more (`minPlayerMoves: 2` for all of them). They are
 * appended after every other group of their single type and drawn after the last topic groups of the study
 * pack, so no problem drawn before changed.
 */
export function lateSinglePlan(): LateSingleGroupPlan[] {
  const basic = (title: LocalizedText, technique: Technique, template: Template): LateSingleGroupPlan => ({
    sno: 1,
    group: problems(title, technique, template, 'black'),
  });
  const puzzle = (title: LocalizedText, technique: Technique, template: Template): LateSingleGroupPlan => ({
    sno: 3,
    group: problems(title, technique, template),
  });
  const twoMoveCapture = oneOf(
    ...(['corner', 'edge'] as const).map((area) =>
      captureTemplate({
        technique: 'capture',
        fight: fight({ area, targetStones: [1, 2], attackerDensity: 0.12, defenderDensity: 0.08 }),
        accept: accept.plain(3, 3),
      }),
    ),
  );
  const snapback13 = captureTemplate({
    technique: 'snapback',
    fight: { mouth: true, size: 13, black: 0.2, white: 0.15 },
    accept: accept.snapback,
  });
  return [
    basic(text('두 수로 잡기', 'Capture in two moves', '两步吃子'), 'capture', twoMoveCapture),
    basic(text('끊고 잡기', 'Cut and capture', '切断吃子'), 'cut', cutTemplate(pair({}), 3, 5)),
    puzzle(text('몰아서 잡기 6', 'Drive and capture 6', '追吃 6'), 'capture', tactics(5, 7)),
    puzzle(text('축 6', 'Ladders 6', '征子 6'), 'ladder', ladderOf(5, 13, 13, [2, 4], 'one')),
    puzzle(text('장문 6', 'Nets 6', '枷吃 6'), 'net', netOf(3, 7)),
    puzzle(text('환격 6', 'Snapbacks 6', '倒扑 6'), 'snapback', snapback13),
    puzzle(
      text('끊기 6', 'Cutting 6', '切断 6'),
      'cut',
      cutTemplate(pair({ stones: [1, 3], liberties: [2, 3] }), 5, 11),
    ),
    puzzle(text('축 7', 'Ladders 7', '征子 7'), 'ladder', ladderOf(11, 29, 13, [5, 9], 'one')),
  ];
}
