// What a homework asks for, in the words a child reads (issue 19): one sentence per kind, shared by the
// front gate's card, the teacher's class page and the printed report. Levels are named as the app names
// them elsewhere (the study level's title, the AI level with its rank).
import type { TFunction } from 'i18next';
import type { HomeworkKind } from '../../domain/rules/homework';
import type { LocalizedText } from '../../domain/content/text';
import { aiLevelText } from '../common/aiLevelText';

export interface HomeworkWords {
  kind: HomeworkKind;
  sno: number;
  target: number;
  title: LocalizedText | null;
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
    case 'study':
    case 'single':
    case 'dan9':
      return t('academy.homework.group', { count, title });
  }
}
