// The trainer's words (issue 15): shape names, questions and reasons in the three languages. Terms:
// 급소/vital point/要点, 사활/life and death/死活, 두 눈/two eyes/两只眼.
import { localized, type ContentLocale, type LocalizedText } from '../../../src/domain/content/text';

type Words = Record<ContentLocale, string>;

export const shapeNames: Record<string, Words> = {
  straight_three: { 'ko-KR': '일자 삼궁', 'en-US': 'straight three', 'zh-CN': '直三' },
  bent_three: { 'ko-KR': '곡삼궁', 'en-US': 'bent three', 'zh-CN': '弯三' },
  pyramid_four: { 'ko-KR': '정자 사궁', 'en-US': 'pyramid four', 'zh-CN': '丁四' },
  crossed_five: { 'ko-KR': '매화 오궁', 'en-US': 'crossed five', 'zh-CN': '梅花五' },
  bulky_five: { 'ko-KR': '칼자루 오궁', 'en-US': 'bulky five', 'zh-CN': '刀把五' },
  rabbity_six: { 'ko-KR': '포도 육궁', 'en-US': 'rabbity six', 'zh-CN': '葡萄六' },
  straight_four: { 'ko-KR': '일자 사궁', 'en-US': 'straight four', 'zh-CN': '直四' },
  bent_four: { 'ko-KR': '곡사궁', 'en-US': 'bent four', 'zh-CN': '弯四' },
  two_eyes: { 'ko-KR': '두 눈', 'en-US': 'two separate eyes', 'zh-CN': '两只眼' },
  straight_two: { 'ko-KR': '일자 이궁', 'en-US': 'straight two', 'zh-CN': '直二' },
  square_four: { 'ko-KR': '네모 사궁', 'en-US': 'square four', 'zh-CN': '方四' },
};

const colour: Record<'B' | 'W', Words> = {
  B: { 'ko-KR': '흑', 'en-US': 'Black', 'zh-CN': '黑' },
  W: { 'ko-KR': '백', 'en-US': 'White', 'zh-CN': '白' },
};

const name = (shape: string, l: ContentLocale) => shapeNames[shape]?.[l] ?? shape;

export type Role = 'kill' | 'live';

export function questionText(kind: string, role: Role, toMove: 'B' | 'W'): LocalizedText {
  return localized((l) => {
    const c = colour[toMove][l];
    if (kind === 'stronger_group')
      return {
        'ko-KR': '표시된 흑 무리와 백 무리 가운데 어느 쪽이 더 강할까요? 강한 무리를 누르세요.',
        'en-US': 'Which marked group is stronger, the black one or the white one? Tap the stronger group.',
        'zh-CN': '标记的黑棋和白棋，哪一块更强？点击更强的那一块。',
      }[l];
    if (kind === 'better_shape')
      return {
        'ko-KR': `${c} 차례입니다. A와 B 가운데 더 좋은 모양은 어느 쪽일까요?`,
        'en-US': `${c} to play. Which makes the better shape for your group, A or B?`,
        'zh-CN': `${c}先。A和B，哪一手棋形更好？`,
      }[l];
    const goal =
      role === 'kill'
        ? {
            'ko-KR': '표시된 무리를 잡으려면',
            'en-US': 'to kill the marked group',
            'zh-CN': '要杀死标记的棋',
          }
        : {
            'ko-KR': '표시된 무리를 살리려면',
            'en-US': 'to make the marked group live',
            'zh-CN': '要做活标记的棋',
          };
    if (kind === 'vital_point')
      return {
        'ko-KR': `${c} 차례입니다. ${goal[l]} 어디가 급소일까요? 집 안의 한 점을 누르세요.`,
        'en-US': `${c} to play. Where is the vital point ${goal[l]}? Tap a point inside the eye space.`,
        'zh-CN': `${c}先。${goal[l]}，要点在哪里？点击眼位中的一点。`,
      }[l];
    return {
      'ko-KR': `${c} 차례입니다. ${goal[l]} 어느 수가 가장 좋을까요?`,
      'en-US': `${c} to play. Which move is best ${goal[l]}?`,
      'zh-CN': `${c}先。${goal[l]}，哪一手最好？`,
    }[l];
  });
}

/** Why the answer is right. */
export function reasonText(kind: string, shape: string, role: Role, strongShape?: string): LocalizedText {
  return localized((l) => {
    if (kind === 'stronger_group') {
      const strong = name(strongShape ?? shape, l);
      const weak = name(shape, l);
      return {
        'ko-KR': `${strong}은(는) 상대가 먼저 두어도 두 눈이 나서 살아 있고, ${weak}은(는) 먼저 두어도 두 눈을 낼 수 없어 죽어 있습니다.`,
        'en-US': `The ${strong} lives even if the other side plays first: it always gets two eyes. The ${weak} cannot make two eyes even with the first move, so it is dead.`,
        'zh-CN': `${strong}即使对方先下也能做出两只眼，是活棋；${weak}即使先下也做不出两只眼，是死棋。`,
      }[l];
    }
    const s = name(shape, l);
    if (role === 'kill')
      return {
        'ko-KR': `${s}의 급소입니다. 여기에 두면 집이 하나뿐이라 살 수 없습니다. 다른 곳에 두면 상대가 급소에 두어 두 눈을 냅니다. "상대의 급소는 나의 급소."`,
        'en-US': `This is the vital point of the ${s}. Played here, the group has room for one eye only and dies. Anywhere else, the opponent takes this point and makes two eyes. "Your opponent's vital point is your vital point."`,
        'zh-CN': `这是${s}的要点。下在这里，对方只能做出一只眼，死棋。下在别处，对方占据要点做出两只眼。“敌之要点即我之要点。”`,
      }[l];
    return {
      'ko-KR': `${s}의 급소입니다. 여기에 두면 집이 둘로 나뉘어 두 눈으로 삽니다. 다른 곳에 두면 상대가 급소에 들어와 눈이 하나만 남습니다.`,
      'en-US': `This is the vital point of the ${s}. Played here, the space splits into two eyes and the group lives. Anywhere else, the opponent takes this point and leaves only one eye.`,
      'zh-CN': `这是${s}的要点。下在这里，眼位分成两只眼，做活。下在别处，对方点在要点上，只剩一只眼。`,
    }[l];
  });
}
