// Study groups replaced in place (issue 14, "how much": no study category with more than 10 % one-move
// answers). Their old problems were answered in one move (an atari, an escape, a connection, a vital point,
// a ko capture); the new ones take two moves of the player or more on every way through the answer
// (replacedGroups.ts). A replaced group keeps its number, so every stored key (category, group, mission)
// still names a group; its old problems are retired (retired.json) and its new ones are drawn after every
// other problem of every pack, so nothing else changed.
import type { StudyGroupContent, StudyPack } from '../../src/domain/content/packs';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import type { StudyTutorialKey } from '../../src/domain/rules/tutorials';

/** The replaced groups: category (sno) and group number (gno). */
export const REPLACED_GROUPS: readonly { readonly sno: number; readonly gno: number }[] = [
  { sno: 1, gno: 2 },
  { sno: 1, gno: 4 },
  { sno: 1, gno: 5 },
  { sno: 1, gno: 9 },
  { sno: 2, gno: 4 },
  { sno: 2, gno: 5 },
  { sno: 2, gno: 6 },
  { sno: 2, gno: 7 },
  { sno: 2, gno: 11 },
  { sno: 2, gno: 12 },
  { sno: 3, gno: 1 },
  { sno: 3, gno: 2 },
  { sno: 3, gno: 7 },
  { sno: 3, gno: 8 },
  { sno: 3, gno: 10 },
  { sno: 3, gno: 12 },
];

/**
 * The study tutorials drawn again with their replaced group (the lesson a student meets before the group's
 * first mission): the ones whose group changed its theme (an escape, a connection) and whose old lesson
 * would teach what the group no longer asks. Their old steps are retired with the group's problems.
 */
export const REPLACED_TUTORIALS: readonly StudyTutorialKey[] = ['01-04-00', '01-05-00', '01-09-00'];

export function isReplacedTutorial(key: string): boolean {
  return (REPLACED_TUTORIALS as readonly string[]).includes(key);
}

export function isReplaced(sno: number, gno: number): boolean {
  return REPLACED_GROUPS.some((g) => g.sno === sno && g.gno === gno);
}

/**
 * The place a replaced group keeps while the packs are drawn: its number and no missions (the pack checker
 * refuses it until `withReplacedGroups` fills it).
 */
export function placeholderGroup(
  title: LocalizedText,
  technique: Technique,
  second: number,
  gno: number,
): StudyGroupContent {
  return { gno, title, technique, second, heart: 1, missions: [] };
}

/** The study pack with the replaced groups' missions taken out (their places kept). */
export function withoutReplaced(study: StudyPack): StudyPack {
  return {
    ...study,
    categories: study.categories.map((c) => ({
      ...c,
      groups: c.groups.map((g) => (isReplaced(c.sno, g.gno) ? { ...g, missions: [] } : g)),
    })),
  };
}
