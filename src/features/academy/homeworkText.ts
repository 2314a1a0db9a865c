// What a homework asks for, in the words a child reads (issue 19): one sentence per kind, shared by the
// front gate's card, the teacher's class page and the printed report. Levels are named as the app names
// them elsewhere (the study level's title, the AI level with its rank).
import type { TFunction } from 'i18next';
import type { HomeworkKind } from '../../domain/rules/homework';
import type { LocalizedText } from '../../domain/content/text';
import { aiLevelText } from '../common/aiLevelText';
import { formatCount } from '../common/format';

export interface HomeworkWords {
  kind: HomeworkKind;
  sno: number;
  gno: number;
  target: number;
  title: LocalizedText | null;
  /** A ninth-dan step's parts (from the server); each part is then named by its number. */
  parts?: number;
}

export function homeworkText(t: TFunction, hw: HomeworkWords, locale: keyof LocalizedText): string {
  const title = hw.title?.[locale] ?? '';
  const count = hw.target;
  switch (hw.kind) {
    case 'trainer':
      return t('academy.homework.trainer', { count });
    case 'puzzles':
      return t('academy.homework.puzzles', { count, title });
    case 'aiBattle':
      return t('academy.homework.aiBattle', { count, level: aiLevelText(t, hw.sno) });
    case 'live':
      return t('academy.homework.live', { count });
    case 'dan9':
      // A step in parts names the part, the first one too, as the teacher chose it ("Step 6 · part 1 of 3").
      if (hw.parts !== undefined && hw.parts > 1)
        return t('academy.homework.group', {
          count,
          title: t('dan9.stepPart', {
            step: t('dan9.stepName', { number: hw.sno }),
            part: formatCount(hw.gno + 1),
            parts: formatCount(hw.parts),
          }),
        });
      return t('academy.homework.group', { count, title });
    case 'study':
    case 'single':
      return t('academy.homework.group', { count, title });
  }
}
