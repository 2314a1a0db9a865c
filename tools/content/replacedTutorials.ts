// The study tutorials replaced with their groups (replaced.ts `REPLACED_TUTORIALS`): the lesson a student
// meets before the first mission of ip 4, 5 and 9, which now capture in two moves and snap back instead of
// escaping and connecting. Each is drawn after everything else (`withReplacedTutorials`, at the very end of
// `content:generate`) from its group's replacement template, the easiest of a few candidates, so no other
// problem of any pack changed; the old lessons' problems are retired (retired.json).
import type { TutorialContent, TutorialsPack } from '../../src/domain/content/packs';
import { parseStudyTutorialKey, type StudyTutorialKey } from '../../src/domain/rules/tutorials';
import type { LocalizedText } from '../../src/domain/content/text';
import { createRandom } from '../../src/domain/go/random';
import { draw, seedOf, version } from './build';
import type { Drawn } from './build';
import { isReplacedTutorial } from './replaced';
import { replacementPlan } from './replacedGroups';
import { text } from './texts';

export interface ReplacedTutorialTexts {
  readonly title: LocalizedText;
  readonly steps: readonly LocalizedText[];
}

/** What each replaced lesson says: true of every position its group's template draws. */
export const replacedTutorialTexts: Readonly<Partial<Record<StudyTutorialKey, ReplacedTutorialTexts>>> = {
  '01-04-00': {
    title: text('귀에서 두 수로 잡기', 'Capturing in the corner', '角上两步吃子'),
    steps: [
      text(
        '귀에서는 가장자리가 벽입니다. 그곳의 돌은 활로도 달아날 길도 적습니다. 내 첫 수, 상대의 응수, 그리고 따내는 수까지 읽으세요. 표시된 백돌을 잡아 보세요.',
        'In the corner the edges are walls: stones there have few liberties and few ways to run. Read your first move, your opponent’s answer, then the capture. Capture the marked white stones.',
        '在角上，边线就是墙：那里的棋子气少，逃路也少。算清你的第一手、对方的应手，然后提子。请吃掉标记的白子。',
      ),
      text(
        '첫 수를 두기 전에 상대 돌이 어디로 달아날지 보세요. 달아날 길이 남지 않는 수를 고르세요.',
        'Before your first move, look where the stones would run after it. Choose the move that leaves them no way out.',
        '下第一手之前，先看对方会往哪里逃。选一步让它无路可逃的棋。',
      ),
    ],
  },
  '01-05-00': {
    title: text('가운데에서 두 수로 잡기', 'Capturing in the open', '中腹两步吃子'),
    steps: [
      text(
        '가운데에서는 돌이 어느 쪽으로든 달아날 수 있습니다. 첫 수로 달아날 길을 막고, 상대가 응수하면 잡을 때까지 계속 두세요. 표시된 백돌을 잡아 보세요.',
        'In the open, stones can run in every direction. Your first move must leave them no way out; after your opponent’s answer, keep going until you capture. Capture the marked white stones.',
        '在中腹，棋子可以往四面八方逃。第一手要堵住它的去路，对方应手之后继续追，直到提掉为止。请吃掉标记的白子。',
      ),
      text(
        '수마다 표시된 돌의 활로를 세어 보세요. 하나만 남으면 따내세요.',
        'Count the marked stones’ liberties after each move: when one is left, capture.',
        '每一手之后数一数标记棋子的气：只剩一口气时就提掉。',
      ),
    ],
  },
  '01-09-00': {
    title: text('환격', 'Snapback', '倒扑'),
    steps: [
      text(
        '환격은 일부러 한 점을 내주는 수입니다. 상대가 그 돌을 따내면 상대 돌의 활로가 하나만 남아, 바로 되따낼 수 있습니다. 표시된 백돌을 잡아 보세요.',
        'A snapback gives up one stone on purpose. When your opponent takes it, their stones are left with one liberty, and you capture them right back. Capture the marked white stones.',
        '倒扑是故意送给对方吃一子。对方提子后，自己的棋子只剩一口气，你马上就能反提。请吃掉标记的白子。',
      ),
      text(
        '따낼 수 있는 곳에 두세요. 상대가 따내면 같은 자리에 다시 두세요.',
        'Play where your stone can be taken. After your opponent takes it, play again on the same point.',
        '下在会被对方提掉的地方。对方提子后，再下在同一个点。',
      ),
    ],
  },
};

export interface ReplacedTutorialOptions {
  readonly seed: number;
  readonly gnugo?: boolean;
  readonly log?: (line: string) => void;
}

/**
 * The tutorials pack with every replaced lesson drawn in its place (its key's position kept), its version
 * recomputed. `used` holds the keys of every problem of the packs (and the retired ones) and receives the
 * new ones. Each lesson draws from its own seed ('tutorial-replaced', its key), Black to play, the easiest
 * of two more candidates than it has steps (as every tutorial).
 */
export function withReplacedTutorials(
  pack: TutorialsPack,
  used: Set<string>,
  options: ReplacedTutorialOptions,
): TutorialsPack {
  const plans = replacementPlan();
  const tutorials: TutorialContent[] = pack.tutorials.map((t) => {
    if (!isReplacedTutorial(t.key)) return t;
    const key = t.key;
    const address = parseStudyTutorialKey(key);
    if (!address.ok) throw new Error(`bad tutorial key ${key}`);
    const { categoryId, groupId } = address.value;
    const plan = plans.find((p) => p.sno === categoryId && p.gno === groupId);
    if (plan === undefined) throw new Error(`no replacement plan for tutorial ${key}`);
    const texts = replacedTutorialTexts[key];
    if (texts === undefined) throw new Error(`no texts for replaced tutorial ${key}`);
    const started = Date.now();
    const drawn = draw(
      plan.template(0),
      createRandom(seedOf(options.seed, 'tutorial-replaced', key)),
      texts.steps.length + 2,
      {
        player: 'black',
        used,
        ...(options.gnugo === false ? { gnugo: false } : {}),
      },
    );
    options.log?.(`replaced tutorial ${key} ${texts.title['en-US']}: ${Date.now() - started} ms`);
    return {
      key,
      title: texts.title,
      steps: texts.steps.map((words, i) => ({ text: words, problem: (drawn[i] as Drawn).problem })),
    };
  });
  return { ...pack, version: version(options.seed, tutorials), tutorials };
}
