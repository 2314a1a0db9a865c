// Single-play session state of spec §3 (R3.13–R3.16; decisions in docs/client.md, "Single play").
// - Where the single and dice screens are (sno, gno, jkno, the single type, and gjkno: the dice screens' own
//   group and mission) persists in localStorage (R3.16), so a player comes back to the same mission on this
//   device. The values carry their user (`single_userno`) and count only for that user; sign-out empties
//   localStorage anyway (R4.37).
// - The challenge in play (its id, cost, start and result writes) lives in sessionStorage, so a reload does
//   not lose a challenge that was paid for.
// - The game's numbers (target, remaining and killed stones, result, other flag) and the lists of loaded,
//   viewed, tutorial and video items (R3.14) are kept in memory for the tab, each list once per key.
import { atom } from 'jotai';
import {
  diceRollSchema,
  singleMissionSchema,
  singleVerdicts,
  type DiceRoll,
  type SingleMission,
  type SingleVerdict,
} from '../protocol';
import { usernoAtom } from './session';
import { localStorageAtom, sessionStorageAtom } from './storages';

export type SingleMode = 'single' | 'dice';

/** R3.13: the place of the single and dice screens. */
export interface SingleSelection {
  /** sno: the category, which is its single type in single play (R9.14); -1 = none chosen yet. */
  categoryId: number;
  /** gno; -1 = none chosen yet. */
  groupId: number;
  /** jkno; -1 = the group's open mission. */
  missionIndex: number;
  /** The single type played (R9.14; the challenge's `type`); -1 = none yet. */
  singleType: number;
  /** gjkno: the dice screens' own group and mission, so single and dice never move each other's place. */
  dice: { groupId: number; missionIndex: number };
}

export const defaultSingleSelection: SingleSelection = {
  categoryId: -1,
  groupId: -1,
  missionIndex: -1,
  singleType: -1,
  dice: { groupId: -1, missionIndex: -1 },
};

/** R3.16 (decision): the localStorage keys. */
export const singleStorageKeys = {
  owner: 'single_userno',
  categoryId: 'single_sno',
  groupId: 'single_gno',
  missionIndex: 'single_jkno',
  singleType: 'single_type',
  dice: 'single_gjkno',
} as const;

export type SingleStorageKey = (typeof singleStorageKeys)[keyof typeof singleStorageKeys];

function readIndex(raw: string | null, fallback: number): number {
  if (raw === null || !/^-?\d{1,6}$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= -1 ? value : fallback;
}

/** gjkno as stored: "gno_jkno" (the underscore form of the single keys, R5.13). */
export function parseGjkno(raw: string | null): { groupId: number; missionIndex: number } {
  const match = raw === null ? null : /^(-?\d{1,6})_(-?\d{1,6})$/.exec(raw.trim());
  if (!match) return defaultSingleSelection.dice;
  return {
    groupId: readIndex(match[1] ?? null, -1),
    missionIndex: readIndex(match[2] ?? null, -1),
  };
}

export function makeGjkno(dice: { groupId: number; missionIndex: number }): string {
  return `${dice.groupId}_${dice.missionIndex}`;
}

/** Reads the place of `userno`; values stored for another user (or none) read as the defaults. */
export function readSingleSelection(
  get: (key: SingleStorageKey) => string | null,
  userno: number | null,
): SingleSelection {
  const d = defaultSingleSelection;
  if (userno === null || get(singleStorageKeys.owner) !== String(userno)) return d;
  return {
    categoryId: readIndex(get(singleStorageKeys.categoryId), d.categoryId),
    groupId: readIndex(get(singleStorageKeys.groupId), d.groupId),
    missionIndex: readIndex(get(singleStorageKeys.missionIndex), d.missionIndex),
    singleType: readIndex(get(singleStorageKeys.singleType), d.singleType),
    dice: parseGjkno(get(singleStorageKeys.dice)),
  };
}

/** The entries to store; the inverse of readSingleSelection. */
export function makeSingleEntries(
  selection: SingleSelection,
  userno: number,
): Record<SingleStorageKey, string> {
  return {
    single_userno: String(userno),
    single_sno: String(selection.categoryId),
    single_gno: String(selection.groupId),
    single_jkno: String(selection.missionIndex),
    single_type: String(selection.singleType),
    single_gjkno: makeGjkno(selection.dice),
  };
}

export type SingleSelectionPatch = Partial<Omit<SingleSelection, 'dice'>> & {
  dice?: Partial<SingleSelection['dice']>;
};

const writtenSelectionAtom = atom<{ userno: number | null; value: SingleSelection } | null>(null);

export const singleSelectionAtom = atom(
  (get): SingleSelection => {
    const userno = get(usernoAtom);
    const written = get(writtenSelectionAtom);
    if (written && written.userno === userno) return written.value;
    return readSingleSelection((key) => get(localStorageAtom).getItem(key), userno);
  },
  (get, set, patch: SingleSelectionPatch) => {
    const current = get(singleSelectionAtom);
    const next: SingleSelection = { ...current, ...patch, dice: { ...current.dice, ...patch.dice } };
    const userno = get(usernoAtom);
    if (userno !== null) {
      const storage = get(localStorageAtom);
      for (const [key, value] of Object.entries(makeSingleEntries(next, userno))) storage.setItem(key, value);
    }
    set(writtenSelectionAtom, { userno, value: next });
  },
);

/** R3.13: the numbers of the mission in play, for the tab. */
export interface SingleWork {
  /** The "other flag" (decision): the mission is played from the dice screens. */
  otherFlag: boolean;
  /** Capture games: the stones to capture; null for other missions. */
  targetStones: number | null;
  /** Capture games: the stones still to capture at the end; null for other missions. */
  remainingStones: number | null;
  /** Prisoners at the end: taken by the player, taken by the opponent. */
  killedStones: readonly [number, number];
  /** 1 won, 0 lost; null until the mission ends. */
  result: number | null;
  /** The lesson was shown in this visit of the field (like study's lectflag). */
  lectureShown: boolean;
}

export const initialSingleWork: SingleWork = {
  otherFlag: false,
  targetStones: null,
  remainingStones: null,
  killedStones: [0, 0],
  result: null,
  lectureShown: false,
};

export const singleWorkAtom = atom<SingleWork>(initialSingleWork);

/** R3.14: a tutorial item, keyed (sno, gno, jkno, seq); `data` as the server sent it. */
export interface SingleTutorialItem {
  sno: number;
  gno: number;
  jkno: number;
  seq: number;
  data: string;
}

/** R3.14: a video item, keyed (ano, sno, gno, jkno). */
export interface SingleVideoItem {
  ano: number;
  sno: number;
  gno: number;
  jkno: number;
  url: string;
  count: number;
}

/** R3.14: a mission as the group screen viewed it (the user's progress in it). */
export interface SingleViewItem {
  sno: number;
  gno: number;
  jkno: number;
  stars: number;
  tries: number;
  cleared: boolean;
  open: boolean;
}

/** R3.14: the lists, for one user (another user's lists read as empty). */
export interface SingleContent {
  userno: number | null;
  /** Loaded items: missions fetched or loaded by a challenge (SingleLoadVector). */
  loaded: readonly SingleMission[];
  view: readonly SingleViewItem[];
  tutorials: readonly SingleTutorialItem[];
  videos: readonly SingleVideoItem[];
}

const emptyContent = (userno: number | null): SingleContent => ({
  userno,
  loaded: [],
  view: [],
  tutorials: [],
  videos: [],
});

const contentStoreAtom = atom<SingleContent>(emptyContent(null));

export const singleContentAtom = atom((get): SingleContent => {
  const userno = get(usernoAtom);
  const content = get(contentStoreAtom);
  return content.userno === userno ? content : emptyContent(userno);
});

const sameMission = (a: { sno: number; gno: number; jkno: number }, b: typeof a) =>
  a.sno === b.sno && a.gno === b.gno && a.jkno === b.jkno;

/** Adds what is not in the list yet (R4.04's rule, kept for the single lists). */
function addOnce<T>(list: readonly T[], items: readonly T[], same: (a: T, b: T) => boolean): readonly T[] {
  const added = items.filter(
    (item, i) => !list.some((e) => same(e, item)) && items.findIndex((o) => same(o, item)) === i,
  );
  return added.length === 0 ? list : [...list, ...added];
}

export type SingleContentChange =
  | { kind: 'loaded'; missions: readonly SingleMission[] }
  | { kind: 'view'; items: readonly SingleViewItem[] }
  | { kind: 'tutorial'; item: SingleTutorialItem }
  | { kind: 'video'; item: SingleVideoItem };

export const changeSingleContentAtom = atom(null, (get, set, change: SingleContentChange) => {
  const content = get(singleContentAtom);
  let next = content;
  switch (change.kind) {
    case 'loaded':
      next = { ...content, loaded: addOnce(content.loaded, change.missions, sameMission) };
      break;
    case 'view':
      // The view is the group on screen now: replaced, not merged.
      next = { ...content, view: change.items };
      break;
    case 'tutorial':
      next = {
        ...content,
        tutorials: addOnce(content.tutorials, [change.item], (a, b) => sameMission(a, b) && a.seq === b.seq),
      };
      break;
    case 'video':
      next = {
        ...content,
        videos: addOnce(content.videos, [change.item], (a, b) => sameMission(a, b) && a.ano === b.ano),
      };
      break;
  }
  if (next !== content) set(contentStoreAtom, next);
});

/** What the app predicted when a challenge ended, and the result write that went out. */
export interface SingleFinish {
  /** The result write's idempotency key; null when none was sent (the server refused the start). */
  key: string | null;
  outcome: 'win' | 'loss';
  /** The verdict the rules give for the moves (the server's own comes with its answer). */
  predicted: SingleVerdict;
  /** Stars a first win earns by the rules, when known. */
  stars: number | null;
}

/** The challenge in play: paid once (its id makes replays of the start free), finished once. */
export interface SingleChallenge {
  userno: number;
  mode: SingleMode;
  challengeId: string;
  categoryId: number;
  groupId: number;
  missionIndex: number;
  /** Hearts (single) or dice (dice) it cost. */
  cost: number;
  /** The start write's idempotency key. */
  startKey: string;
  finish: SingleFinish | null;
  /** Dice challenges: when the board opened after the roll (ms, device clock); absent before. */
  openedAtMs?: number;
  /** Dice challenges: the server's roll and the mission it made, kept so a reload shows the same board. */
  rolled?: { roll: DiceRoll; mission: SingleMission };
}

export const singleChallengeStorageKey = 'single_challenge';

const verdicts: readonly string[] = singleVerdicts;

function isFinish(value: unknown): value is SingleFinish {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Partial<SingleFinish>;
  return (
    (f.key === null || typeof f.key === 'string') &&
    (f.outcome === 'win' || f.outcome === 'loss') &&
    typeof f.predicted === 'string' &&
    verdicts.includes(f.predicted) &&
    (f.stars === null || typeof f.stars === 'number')
  );
}

function isChallenge(value: unknown): value is SingleChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<SingleChallenge>;
  return (
    typeof c.userno === 'number' &&
    (c.mode === 'single' || c.mode === 'dice') &&
    typeof c.challengeId === 'string' &&
    typeof c.categoryId === 'number' &&
    typeof c.groupId === 'number' &&
    typeof c.missionIndex === 'number' &&
    typeof c.cost === 'number' &&
    typeof c.startKey === 'string' &&
    (c.finish === null || isFinish(c.finish)) &&
    (c.openedAtMs === undefined || typeof c.openedAtMs === 'number') &&
    (c.rolled === undefined ||
      (diceRollSchema.safeParse(c.rolled.roll).success &&
        singleMissionSchema.safeParse(c.rolled.mission).success))
  );
}

/** An unreadable stored challenge counts as none. */
export function parseSingleChallenge(raw: string | null): SingleChallenge | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isChallenge(value) ? value : null;
  } catch {
    return null;
  }
}

const writtenChallengeAtom = atom<{ value: SingleChallenge | null } | null>(null);

/** The signed-in user's challenge in play (another user's reads as none). */
export const singleChallengeAtom = atom(
  (get): SingleChallenge | null => {
    const written = get(writtenChallengeAtom);
    const value = written
      ? written.value
      : parseSingleChallenge(get(sessionStorageAtom).getItem(singleChallengeStorageKey));
    return value !== null && value.userno === get(usernoAtom) ? value : null;
  },
  (get, set, next: SingleChallenge | null) => {
    const storage = get(sessionStorageAtom);
    if (next === null) storage.removeItem(singleChallengeStorageKey);
    else storage.setItem(singleChallengeStorageKey, JSON.stringify(next));
    set(writtenChallengeAtom, { value: next });
  },
);

/**
 * The dice count the server last reported in this tab (an answer of /api/dice/alive/count or of a dice
 * challenge), for its user. The bundle has no newer dice after a dice challenge (only hearts follow the
 * outbox's answers), so the dice screens keep the newest answer here.
 */
export interface ServerDice {
  userno: number;
  count: number;
  /** µs: the recharge anchor (DiceTime). */
  anchorUs: number;
  /** µs: the server's time of the answer; a newer answer wins. */
  serverTimeUs: number;
}

const serverDiceStoreAtom = atom<ServerDice | null>(null);

export const serverDiceAtom = atom(
  (get): ServerDice | null => {
    const dice = get(serverDiceStoreAtom);
    return dice !== null && dice.userno === get(usernoAtom) ? dice : null;
  },
  (get, set, next: ServerDice) => {
    const current = get(serverDiceAtom);
    if (current && current.serverTimeUs >= next.serverTimeUs) return;
    set(serverDiceStoreAtom, next);
  },
);

/**
 * This tab's wins not yet confirmed by the server (issue 7: counters are the last server values plus the
 * pending operations): a win of the open mission opens the next one at once, offline too. Each note carries
 * its result write's idempotency key, so the server's answer (or refusal) replaces it.
 */
export interface SingleNote {
  key: string;
  userno: number;
  categoryId: number;
  groupId: number;
  missionIndex: number;
}

const notesStoreAtom = atom<readonly SingleNote[]>([]);

export const singleNotesAtom = atom(
  (get): readonly SingleNote[] => get(notesStoreAtom).filter((n) => n.userno === get(usernoAtom)),
  (get, set, note: SingleNote) => set(notesStoreAtom, [...get(notesStoreAtom), note]),
);
