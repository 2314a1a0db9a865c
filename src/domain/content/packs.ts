// The content packs the server ships for study, the ninth-dan challenge and the study tutorials, as JSON
// files under server/content/packs. These are the types; checkPacks.ts checks a parsed file against them
// and runs the problem checker over every problem. The wire names of the spec (sno, gno, jkno, second,
// heart) are kept because the server serves these records as they are.
import type { ProblemJson } from '../go/problemJson';
import type { StudyCategoryCode } from '../rules/studyCategories';
import type { StudyTutorialKey } from '../rules/tutorials';
import type { Technique } from './techniques';
import type { LocalizedText } from './text';

/** One problem with its texts. `jkno` is the 0-based mission index inside its group or step. */
export interface MissionContent {
  readonly jkno: number;
  readonly title: LocalizedText;
  /** What to do ("Black to play: capture the marked stones"). */
  readonly prompt: LocalizedText;
  /** Shown on request; names the idea, not the move. */
  readonly hint: LocalizedText;
  /** Set on ninth-dan missions, whose steps mix techniques (study groups name theirs). */
  readonly technique?: Technique;
  readonly problem: ProblemJson;
}

export interface StudyGroupContent {
  /** 1-based group number inside the category. */
  readonly gno: number;
  readonly title: LocalizedText;
  readonly technique: Technique;
  /** Try-run length in seconds (default 600). */
  readonly second: number;
  /** Heart cost of a try run (default 1). */
  readonly heart: number;
  readonly missions: readonly MissionContent[];
}

export interface StudyCategoryContent {
  /** The category id of studyCategories.ts (1 ip … 5 se). */
  readonly sno: number;
  readonly key: StudyCategoryCode;
  readonly title: LocalizedText;
  readonly groups: readonly StudyGroupContent[];
}

export interface StudyPack {
  readonly name: 'study';
  readonly version: string;
  readonly categories: readonly StudyCategoryContent[];
}

/**
 * A ninth-dan step: its first part's missions (served as group 0) and, from issue 14, further parts of
 * ten (groups 1, 2, …), each with its own try runs and medal, so a step holds thirty problems while a try
 * run stays ten missions long (docs/content.md).
 */
export interface Dan9StepContent {
  /** 1-based step number: 1 is the easiest. */
  readonly sno: number;
  readonly title: LocalizedText;
  readonly missions: readonly MissionContent[];
  readonly parts?: readonly Dan9PartContent[];
}

/** A further part of a step: group `gno` (1, 2, …) of the step's category. */
export interface Dan9PartContent {
  readonly gno: number;
  readonly title: LocalizedText;
  readonly missions: readonly MissionContent[];
}

export interface Dan9Pack {
  readonly name: 'dan9';
  readonly version: string;
  readonly steps: readonly Dan9StepContent[];
}

/** One step of a lesson: a text, and a position with the moves to find. */
export interface TutorialStepContent {
  readonly text: LocalizedText;
  readonly problem: ProblemJson;
}

export interface TutorialContent {
  /** A study tutorial key "SS-GG-MM" of tutorials.ts. */
  readonly key: StudyTutorialKey;
  readonly title: LocalizedText;
  readonly steps: readonly TutorialStepContent[];
}

export interface TutorialsPack {
  readonly name: 'tutorials';
  readonly version: string;
  readonly tutorials: readonly TutorialContent[];
}

export const DEFAULT_GROUP_SECONDS = 600;
export const DEFAULT_GROUP_HEARTS = 1;
export const MISSIONS_PER_GROUP = 10;
