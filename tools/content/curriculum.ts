// The plan of the curriculum: five study categories of ten or six groups, from a first capture to low-dan
// life and death, and the ten steps of the ninth-dan challenge. Each group names its technique and the
// template (with its settings) its ten problems come from; the endgame and opening groups are
// hand-written (handWritten.ts). Difficulty grows through a category by the settings: more stones, more
// liberties, longer readings, bigger eye spaces, stones inside them.
import type { BoardSize } from '../../src/domain/go/coords';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import type { StudyCategoryCode } from '../../src/domain/rules/studyCategories';
import type { FightSpec } from './fights';
import type { ShapeSpec } from './lifeDeath';
import {
  accept,
  captureTemplate,
  connectTemplate,
  cutTemplate,
  koTakeTemplate,
  koTemplate,
  ldTemplate,
  saveTemplate,
} from './templates';
import type { Template } from './templates';
import { atari, fight, oneOf, pair, shape } from './planBuilders';
import { raceTemplate } from './races';
import { text } from './texts';

export type Source =
  | { readonly kind: 'template'; readonly template: Template }
  | { readonly kind: 'hand'; readonly set: 'endgame' | 'opening' };

export interface GroupPlan {
  readonly title: LocalizedText;
  readonly technique: Technique;
  readonly source: Source;
  /** Whose move the problems are: always Black (beginners), or either colour. */
  readonly player: 'black' | 'either';
  readonly second: number;
  readonly heart: number;
  /** The template of the group's tutorial problems, when not the group's own. */
  readonly tutorial?: Template;
}

export interface CategoryPlan {
  readonly sno: number;
  readonly key: StudyCategoryCode;
  readonly title: LocalizedText;
  readonly groups: readonly GroupPlan[];
}

export interface Dan9StepPlan {
  readonly title: LocalizedText;
  readonly slots: readonly { readonly template: Template; readonly count: number }[];
}

/** One of several templates, chosen at random per draw. */
export function plainCapture(
  technique: Technique,
  lo: number,
  hi: number,
  o: Partial<FightSpec> = {},
): Template {
  return oneOf(
    ...(['corner', 'edge'] as const).map((area) =>
      captureTemplate({ technique, fight: fight({ area, ...o }), accept: accept.plain(lo, hi) }),
    ),
  );
}

export function ladder(
  lo: number,
  hi: number,
  size: BoardSize,
  length: [number, number],
  ways: 'one' | 'two',
): Template {
  return captureTemplate({
    technique: 'ladder',
    fight: { ladder: { size, length, ways, density: { black: 0.08, white: 0.06 } } },
    accept: accept.ladder(lo, hi),
    tactics: { maxPlies: 31, maxBranch: 2 },
  });
}

export function net(lo: number, hi: number, black = 0.06): Template {
  return captureTemplate({
    technique: 'net',
    fight: { ladder: { size: 9, length: [2, 5], ways: 'net', density: { black, white: 0.06 } } },
    accept: accept.net(lo, hi),
  });
}

export const snapback = captureTemplate({
  technique: 'snapback',
  fight: { mouth: true, size: 9, black: 0.2, white: 0.15 },
  accept: accept.snapback,
});

export function throwIn(lo: number, hi: number, withLifeDeath = true): Template {
  const captures = [
    captureTemplate({
      technique: 'throw_in',
      fight: { mouth: true, size: 9, black: 0.35, white: 0.1, extraLiberty: 1 },
      accept: accept.throwIn(lo, hi),
      tactics: { maxBranch: 1 },
    }),
    captureTemplate({
      technique: 'throw_in',
      fight: { connectAndDie: true, size: 9, black: 0.15, white: 0.08 },
      accept: accept.throwIn(lo, hi),
      tactics: { maxBranch: 1 },
    }),
  ];
  // Throw-ins that kill: the first move of a kill problem is a sacrifice inside the eye space.
  const kills = ldTemplate({
    technique: 'throw_in',
    goal: 'kill',
    shape: shape({
      area: 'corner',
      space: [3, 6],
      gaps: 0.4,
      outsideLiberties: 0.1,
      killerInside: 0.05,
      ownerInside: 0.05,
    }),
    sacrifice: true,
    tune: true,
    settings: { maxPlies: 14, nodeLimit: 40_000 },
  });
  return withLifeDeath ? oneOf(...captures, kills) : oneOf(...captures);
}

export function tactics(lo: number, hi: number, stones: [number, number] = [1, 4]): Template {
  return oneOf(
    ...(['corner', 'edge'] as const).map((area) =>
      captureTemplate({
        technique: 'tactics',
        fight: fight({
          area,
          targetStones: stones,
          targetLiberties: [2, 3],
          attackerDensity: 0.25,
          defenderDensity: 0.2,
        }),
        accept: accept.any(lo, hi),
        tactics: { maxBranch: 1 },
      }),
    ),
  );
}

export function lifeDeath(
  goal: 'live' | 'kill' | 'either',
  s: Partial<ShapeSpec>,
  minLine?: number,
  technique: Technique = 'life_death',
  tune = false,
): Template {
  const o = {
    technique,
    shape: shape(s),
    goal,
    tune,
    settings: { maxPlies: 14, nodeLimit: 40_000 },
    ...(minLine === undefined ? {} : { minLine }),
  };
  return s.area === undefined
    ? oneOf(
        ldTemplate({ ...o, shape: shape({ ...s, area: 'corner' }) }),
        ldTemplate({ ...o, shape: shape({ ...s, area: 'edge' }) }),
      )
    : ldTemplate(o);
}

export function eyes(goal: 'live' | 'kill' | 'either'): Template {
  return lifeDeath(goal, { area: 'edge', space: [2, 4], twoParts: true, gaps: 0.5 }, undefined, 'eyes');
}

function makeKo(s: Partial<ShapeSpec>, role: 'owner' | 'killer' | 'either' = 'either'): Template {
  return koTemplate({ shape: shape(s), role, maxPlies: 14, nodeLimit: 100_000 });
}

const g = (
  title: LocalizedText,
  technique: Technique,
  template: Template,
  player: 'black' | 'either' = 'either',
  second = 600,
): GroupPlan => ({ title, technique, source: { kind: 'template', template }, player, second, heart: 1 });

const hand = (title: LocalizedText, technique: Technique, set: 'endgame' | 'opening'): GroupPlan => ({
  title,
  technique,
  source: { kind: 'hand', set },
  player: 'either',
  second: 600,
  heart: 1,
});

export function studyPlan(): CategoryPlan[] {
  const intro = (title: LocalizedText, technique: Technique, template: Template) =>
    g(title, technique, template, 'black', 300);
  return [
    {
      sno: 1,
      key: 'ip',
      title: text('입문', 'Introduction', '入门'),
      groups: [
        intro(text('단수: 한 점 따내기', 'Atari: capture one stone', '打吃：提一子'), 'atari', atari([1, 1])),
        intro(text('단수: 여러 점 따내기', 'Atari: capture a chain', '打吃：提多子'), 'atari', atari([2, 4])),
        intro(
          text('잡기: 변으로 몰기', 'Capturing: drive them to the edge', '吃子：往边上赶'),
          'capture',
          captureTemplate({
            technique: 'capture',
            fight: fight({ targetStones: [1, 2], attackerDensity: 0.1, defenderDensity: 0.06 }),
            accept: accept.edge,
          }),
        ),
        intro(
          text('도망: 뻗어 나가기', 'Escaping: extend', '逃子：长出'),
          'escape',
          saveTemplate({
            technique: 'escape',
            fight: fight({ targetStones: [1, 2], targetLiberties: [1, 1] }),
            by: 'extend',
          }),
        ),
        intro(
          text('도망: 따내며 살기', 'Escaping: capture to escape', '逃子：提子脱险'),
          'escape',
          saveTemplate({
            technique: 'escape',
            fight: fight({
              targetStones: [1, 2],
              targetLiberties: [1, 1],
              attackerDensity: 0.25,
              defenderDensity: 0.15,
            }),
            by: 'capture',
          }),
        ),
        intro(
          text('잡기: 방향 찾기', 'Capturing: choose the side', '吃子：选对方向'),
          'capture',
          plainCapture('capture', 3, 5),
        ),
        intro(text('축', 'Ladders', '征子'), 'ladder', ladder(5, 13, 9, [2, 4], 'one')),
        intro(text('장문', 'Nets', '枷吃'), 'net', net(3, 7)),
        intro(text('연결', 'Connecting', '连接'), 'connect', connectTemplate(pair({}))),
        intro(text('끊기', 'Cutting', '切断'), 'cut', cutTemplate(pair({}), 3, 7)),
      ],
    },
    {
      sno: 2,
      key: 'cho',
      title: text('초급', 'Elementary', '初级'),
      groups: [
        g(text('환격', 'Snapbacks', '倒扑'), 'snapback', snapback),
        {
          ...g(text('먹여치기', 'Throw-ins', '扑'), 'throw_in', throwIn(3, 11)),
          tutorial: throwIn(3, 11, false),
        },
        g(
          text('축: 긴 축', 'Ladders: long ladders', '征子：长征'),
          'ladder',
          ladder(11, 29, 13, [5, 9], 'one'),
        ),
        g(text('두 눈 만들기', 'Making two eyes', '做两只眼'), 'eyes', eyes('live')),
        g(text('옥집 만들기', 'False eyes', '破眼：假眼'), 'eyes', eyes('kill')),
        g(
          text('패 따내기', 'Taking a ko', '提劫'),
          'ko',
          koTakeTemplate(9, { radius: 2, attackerDensity: 0.15, defenderDensity: 0.1 }),
        ),
        g(
          text('도망: 활로 늘리기', 'Escaping: gain liberties', '逃子：长气'),
          'escape',
          saveTemplate({
            technique: 'escape',
            fight: fight({
              targetStones: [1, 3],
              targetLiberties: [2, 2],
              attackerDensity: 0.22,
              defenderDensity: 0.1,
            }),
            by: 'any',
          }),
        ),
        g(text('수읽기: 잡기', 'Reading: capturing', '计算：吃子'), 'tactics', tactics(5, 7)),
        hand(text('끝내기: 경계 닫기', 'Endgame: close the border', '官子：封住边界'), 'endgame', 'endgame'),
        hand(text('포석: 큰 곳', 'Opening: the biggest point', '布局：大场'), 'opening', 'opening'),
      ],
    },
    {
      sno: 3,
      key: 'jung',
      title: text('중급', 'Intermediate', '中级'),
      groups: [
        g(
          text('사활: 급소로 잡기', 'Life and death: kill at the vital point', '死活：点杀'),
          'life_death',
          lifeDeath('kill', { space: [3, 6] }),
        ),
        g(
          text('사활: 급소로 살기', 'Life and death: live at the vital point', '死活：做活'),
          'life_death',
          lifeDeath('live', { space: [3, 6] }),
        ),
        g(
          text('환격과 먹여치기', 'Snapbacks and throw-ins', '倒扑与扑'),
          'throw_in',
          oneOf(snapback, throwIn(3, 15)),
        ),
        g(text('장문 2', 'Nets 2', '枷吃 2'), 'net', net(5, 11)),
        g(
          text('축: 방향 고르기', 'Ladders: choose the direction', '征子：选择方向'),
          'ladder',
          ladder(9, 29, 13, [4, 9], 'two'),
        ),
        g(
          text('끊고 잡기', 'Cutting and capturing', '切断与吃子'),
          'cut',
          cutTemplate(pair({ stones: [1, 3], liberties: [2, 3] }), 5, 11),
        ),
        g(
          text('진짜 눈과 옥집', 'Real eyes and false eyes', '真眼与假眼'),
          'eyes',
          lifeDeath(
            'either',
            { area: 'edge', space: [3, 5], gaps: 0.4, outsideLiberties: 0.1 },
            undefined,
            'eyes',
          ),
        ),
        g(
          text('패 만들기', 'Making a ko', '做劫'),
          'ko',
          makeKo({ space: [3, 5], gaps: 0.3, killerInside: 0.15, ownerInside: 0.1 }),
        ),
        g(text('수읽기 2', 'Reading 2', '计算 2'), 'tactics', tactics(7, 11)),
        g(
          text('연결 2', 'Connecting 2', '连接 2'),
          'connect',
          connectTemplate(pair({ stones: [1, 3], liberties: [2, 3], attackerDensity: 0.2 })),
        ),
      ],
    },
    {
      sno: 4,
      key: 'je',
      title: text('고급', 'Advanced', '高级'),
      groups: [
        g(
          text('귀의 사활: 살기', 'Corner life and death: live', '角上死活：做活'),
          'life_death',
          lifeDeath(
            'live',
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
          ),
        ),
        g(
          text('귀의 사활: 잡기', 'Corner life and death: kill', '角上死活：杀棋'),
          'life_death',
          lifeDeath(
            'kill',
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
          ),
        ),
        g(text('수읽기 3', 'Reading 3', '计算 3'), 'tactics', tactics(9, 13, [2, 4])),
        g(
          text('변의 사활', 'Life and death on the edge', '边上死活'),
          'life_death',
          lifeDeath(
            'either',
            { area: 'edge', space: [4, 6], gaps: 0.3, outsideLiberties: 0.15, killerInside: 0.1 },
            undefined,
            'life_death',
            true,
          ),
        ),
        g(
          text('패 2', 'Ko 2', '劫 2'),
          'ko',
          makeKo({ space: [4, 6], gaps: 0.35, outsideLiberties: 0.1, killerInside: 0.15, ownerInside: 0.1 }),
        ),
        g(
          text('사활 종합', 'Life and death review', '死活综合'),
          'life_death',
          lifeDeath(
            'either',
            {
              area: 'corner',
              space: [5, 7],
              gaps: 0.3,
              outsideLiberties: 0.15,
              killerInside: 0.12,
              ownerInside: 0.08,
            },
            2,
            'life_death',
            true,
          ),
        ),
      ],
    },
    {
      sno: 5,
      key: 'se',
      // Not "dan level": the review of issue 14 read these problems at about 10–3 kyu.
      title: text('최고급', 'Expert', '特级'),
      groups: [
        g(
          text('사활: 어려운 살기', 'Life and death: hard lives', '死活：难解的做活'),
          'life_death',
          lifeDeath(
            'live',
            {
              area: 'corner',
              space: [5, 7],
              gaps: 0.35,
              outsideLiberties: 0.2,
              killerInside: 0.15,
              ownerInside: 0.1,
            },
            3,
            'life_death',
            true,
          ),
        ),
        g(
          text('사활: 어려운 잡기', 'Life and death: hard kills', '死活：难解的杀棋'),
          'life_death',
          lifeDeath(
            'kill',
            {
              area: 'corner',
              space: [5, 7],
              gaps: 0.35,
              outsideLiberties: 0.2,
              killerInside: 0.15,
              ownerInside: 0.1,
            },
            3,
            'life_death',
            true,
          ),
        ),
        g(text('수읽기 4', 'Reading 4', '计算 4'), 'tactics', tactics(11, 19, [2, 5])),
        g(
          text('변의 사활 2', 'Life and death on the edge 2', '边上死活 2'),
          'life_death',
          lifeDeath(
            'either',
            {
              area: 'edge',
              space: [5, 7],
              gaps: 0.35,
              outsideLiberties: 0.2,
              killerInside: 0.15,
              ownerInside: 0.1,
            },
            2,
            'life_death',
            true,
          ),
        ),
        g(text('먹여치기 2', 'Throw-ins 2', '扑 2'), 'throw_in', throwIn(5, 19)),
        g(
          text('사활 종합 2', 'Life and death review 2', '死活综合 2'),
          'life_death',
          lifeDeath(
            'either',
            {
              area: 'corner',
              space: [6, 7],
              gaps: 0.35,
              outsideLiberties: 0.2,
              killerInside: 0.15,
              ownerInside: 0.1,
            },
            3,
            'life_death',
            true,
          ),
        ),
      ],
    },
  ];
}

export function dan9Plan(): Dan9StepPlan[] {
  const steps: Dan9StepPlan[] = [];
  for (let k = 1; k <= 10; k++) {
    // Life and death grows from five-point corners to seven-point spaces with stones inside and longer
    // right lines; reading from seven plies to twenty-three; the third slot rotates special techniques.
    // Steps 1–5 are on 9×9; steps 6–10 are corners and sides of a 19×19 board (issue 14), where life and
    // death, capturing races, reading and ko sit as they do in a real game.
    const big = k >= 6;
    const size: BoardSize = big ? 19 : 9;
    const space: [number, number] = [Math.min(3 + Math.floor(k / 3), 6), Math.min(5 + Math.floor(k / 4), 7)];
    const inside = 0.05 + 0.01 * k;
    const ldIn = (area?: 'corner' | 'edge') =>
      lifeDeath(
        'either',
        {
          size,
          ...(area === undefined ? { area: 'corner' as const } : { area }),
          space,
          gaps: 0.3,
          outsideLiberties: 0.1 + 0.01 * k,
          killerInside: inside,
          ownerInside: inside * 0.7,
        },
        Math.min(1 + Math.floor(k / 3), 3),
        'life_death',
        k >= 3,
      );
    const readingStones: [number, number] = [1 + Math.floor(k / 4), 3 + Math.floor(k / 3)];
    const readingPlies: [number, number] = [5 + 2 * Math.floor((k + 1) / 3), 7 + 2 * Math.floor((k + 1) / 2)];
    if (!big) {
      const special =
        k <= 3
          ? oneOf(snapback, throwIn(3, 11), eyes('either'))
          : oneOf(throwIn(5, 15), net(5, 11), makeKo({ space: [3, 5], gaps: 0.3, killerInside: 0.15 }));
      steps.push({
        title: dan9Title(k),
        slots: [
          { template: ldIn(), count: 5 },
          { template: tactics(readingPlies[0], readingPlies[1], readingStones), count: 3 },
          { template: special, count: 2 },
        ],
      });
      continue;
    }
    const reading = oneOf(
      ...(['corner', 'edge'] as const).map((area) =>
        captureTemplate({
          technique: 'tactics',
          fight: fight({
            size,
            area,
            targetStones: readingStones,
            targetLiberties: [2, 3],
            attackerDensity: 0.25,
            defenderDensity: 0.2,
          }),
          accept: accept.any(readingPlies[0], readingPlies[1]),
          tactics: { maxBranch: 1 },
        }),
      ),
    );
    const race = raceTemplate({
      sizes: [19],
      eyeChance: 0.5,
      heights: k <= 8 ? [3, 4, 5] : [4, 5],
    }) as Template;
    const ko = makeKo({ size, space: [4, 6], gaps: 0.35, killerInside: 0.15, ownerInside: 0.1 });
    steps.push({
      title: dan9Title(k),
      slots: [
        { template: ldIn('corner'), count: 4 },
        { template: ldIn('edge'), count: 2 },
        { template: race, count: 2 },
        { template: reading, count: 1 },
        { template: ko, count: 1 },
      ],
    });
  }
  return steps;
}

function dan9Title(k: number): LocalizedText {
  return text(`9단 도전 ${k}단계`, `Ninth-dan challenge, step ${k}`, `九段挑战 第${k}关`);
}
