// What "download for offline" fetches for a section (issue 7): every mission of the course outline
// (/api/study/course or /api/single/course: each group's mission count) and every lesson whose group the
// outline has (the tutorial keys of R5.12 for study, the steps of R5.13 for single), as the same POST calls
// the screens make, so the service worker stores them under the same keys. The size is estimated
// beforehand from the counts. A single mission's answer carries its group's video lesson, so lessons play
// offline; external videos (when an academy lists any) are links to another site and stay online.
import {
  parseSingleTutorialKey,
  parseStudyTutorialKey,
  singleTutorialKeys,
  studyTutorialKeys,
} from '../../domain/rules/tutorials';

export const offlineSections = ['study', 'dan9', 'single'] as const;
export type OfflineSection = (typeof offlineSections)[number];

type Address = { sno: number; gno: number; jkno: number };

export type DownloadItem =
  | { kind: 'mission'; body: Address & { kind: 'study' | 'dan9' } }
  | { kind: 'tutorial'; body: Address }
  | { kind: 'singleMission'; body: Address }
  | { kind: 'singleTutorial'; body: Address & { seq: number } };

/** The part of the course outline a plan needs. */
export interface CourseOutline {
  version: string;
  categories: readonly { sno: number; groups: readonly { gno: number; missions: number }[] }[];
}

export interface DownloadPlan {
  section: OfflineSection;
  version: string;
  items: DownloadItem[];
  missions: number;
  tutorials: number;
  estimatedBytes: number;
}

/**
 * Bytes one stored answer takes, measured on the packs: a mission's answer is about 1,000 characters
 * (at most 1,350), a lesson's about 1,600; browsers keep the Korean and Chinese texts as two bytes a
 * character, and the record adds its key and time.
 */
export const estimatedBytesPerItem = {
  mission: 2_200,
  tutorial: 3_400,
  singleMission: 2_200,
  singleTutorial: 1_200,
} as const;

/** The lessons of a section whose group the outline has. */
function lessons(section: OfflineSection, has: (sno: number, gno: number) => boolean): DownloadItem[] {
  if (section === 'study') {
    return studyTutorialKeys.flatMap((key): DownloadItem[] => {
      const address = parseStudyTutorialKey(key);
      if (!address.ok) return [];
      const { categoryId: sno, groupId: gno, missionIndex: jkno } = address.value;
      return has(sno, gno) ? [{ kind: 'tutorial', body: { sno, gno, jkno } }] : [];
    });
  }
  if (section === 'single') {
    return singleTutorialKeys.flatMap((key): DownloadItem[] => {
      const address = parseSingleTutorialKey(key);
      if (!address.ok) return [];
      const { categoryId: sno, groupId: gno, missionIndex: jkno, seq } = address.value;
      return has(sno, gno) ? [{ kind: 'singleTutorial', body: { sno, gno, jkno, seq } }] : [];
    });
  }
  return [];
}

export function planDownload(section: OfflineSection, outline: CourseOutline): DownloadPlan {
  const items: DownloadItem[] = [];
  const groups = new Set<string>();
  for (const category of outline.categories) {
    for (const group of category.groups) {
      groups.add(`${category.sno}-${group.gno}`);
      for (let jkno = 0; jkno < group.missions; jkno += 1) {
        const address = { sno: category.sno, gno: group.gno, jkno };
        items.push(
          section === 'single'
            ? { kind: 'singleMission', body: address }
            : { kind: 'mission', body: { ...address, kind: section } },
        );
      }
    }
  }
  const missions = items.length;
  items.push(...lessons(section, (sno, gno) => groups.has(`${sno}-${gno}`)));
  return {
    section,
    version: outline.version,
    items,
    missions,
    tutorials: items.length - missions,
    estimatedBytes: items.reduce((sum, item) => sum + estimatedBytesPerItem[item.kind], 0),
  };
}
