// Ratings from play (issue 14): the order a group's missions are served in once their ratings mean
// something. Until every problem of the group has RATED_ORDER_MIN_FIRST_TRIES first tries the pack order
// stands (the packs are written easiest first); after that practice serves the easiest first by rating,
// and a try run serves first the problems nearest the student's own rating, once the student has as many
// first tries. Only the order changes: every mission keeps its index (jkno), which is what progress,
// solves, try slots and medals are stored by, so an order can never move a student's progress. Pure: the
// server computes the order (server/http/study.ts) and the app plays what it was told.

/**
 * First tries each problem of a group (and the student, for a try run) needs before its rating orders
 * anything. A new rating has a deviation of 350 points, and a first try moves it by up to about 160;
 * after ten games the deviation is near 150 and neighbouring problems of a group are still told apart
 * mostly by their pack order, so fewer would reorder on noise.
 */
export const RATED_ORDER_MIN_FIRST_TRIES = 10;

/** One mission of a group: its index in the pack and its problem's record (null: never tried first). */
export interface RatedMission {
  readonly index: number;
  readonly rating: number | null;
  readonly firstTries: number;
}

/** A student's rating and how many first tries made it. */
export interface RatedStudent {
  readonly rating: number;
  readonly firstTries: number;
}

const byIndex = (a: RatedMission, b: RatedMission) => a.index - b.index;

/** Every mission has its rating from enough first tries (an empty group has nothing to order). */
export function isRated(
  missions: readonly RatedMission[],
  minFirstTries = RATED_ORDER_MIN_FIRST_TRIES,
): boolean {
  return missions.length > 0 && missions.every((m) => m.rating !== null && m.firstTries >= minFirstTries);
}

/**
 * The order practice serves a group's missions in (their indexes): the pack order until every mission has
 * `minFirstTries` first tries, then the easiest first (the lowest rating), equal ratings in pack order.
 */
export function servingOrder(
  missions: readonly RatedMission[],
  minFirstTries = RATED_ORDER_MIN_FIRST_TRIES,
): number[] {
  const packOrder = [...missions].sort(byIndex);
  if (!isRated(missions, minFirstTries)) return packOrder.map((m) => m.index);
  return packOrder.sort((a, b) => (a.rating ?? 0) - (b.rating ?? 0) || byIndex(a, b)).map((m) => m.index);
}

/**
 * The order a try run serves every mission of the group in (a run answers them all: the medal counts
 * correct answers over the whole group). Pack order until the missions are rated; then, for a student
 * with `minFirstTries` first tries, the missions nearest the student's rating first (the ones where the
 * run's time matters most: far easier ones go fast, far harder ones would eat the clock), equally near
 * ones the easier first, then in pack order; for a student without enough first tries, the easiest first.
 */
export function tryRunOrder(
  missions: readonly RatedMission[],
  student: RatedStudent | null,
  minFirstTries = RATED_ORDER_MIN_FIRST_TRIES,
): number[] {
  if (!isRated(missions, minFirstTries) || student === null || student.firstTries < minFirstTries)
    return servingOrder(missions, minFirstTries);
  const distance = (m: RatedMission) => Math.abs((m.rating ?? 0) - student.rating);
  return [...missions]
    .sort((a, b) => distance(a) - distance(b) || (a.rating ?? 0) - (b.rating ?? 0) || byIndex(a, b))
    .map((m) => m.index);
}

/**
 * `indexes` (a group's missions as loaded, in pack order) in the order the server gave, when that order
 * names exactly these missions; otherwise, as from an older server or a group whose missions changed
 * since, the pack order. What the app plays is then always a full run over the missions it holds.
 */
export function inServedOrder(indexes: readonly number[], order: readonly number[] | undefined): number[] {
  const packOrder = [...indexes];
  if (order === undefined || order.length !== packOrder.length) return packOrder;
  const held = new Set(packOrder);
  if (new Set(order).size !== order.length || !order.every((i) => held.has(i))) return packOrder;
  return [...order];
}

/**
 * The mission practice serves after `current`: the next one in `order` (the group's indexes), or one
 * past the last index when `current` is the last (the screen then says the group is done). A mission
 * not in the order (an older server's answer) is followed by the next index, as in pack order.
 */
export function nextInOrder(order: readonly number[], current: number): number {
  const at = order.indexOf(current);
  if (at === -1) return current + 1;
  const next = order[at + 1];
  return next ?? Math.max(current, ...order) + 1;
}

/**
 * The furthest mission a student has reached in a group served in `order` (its missions' indexes), after
 * a result for `played`: the one after it when solved (the last stays the last), and never behind
 * `before`, the furthest so far (null at first). In pack order this is the old rule, the highest index
 * plus one. A stored index no longer in the order (content changed since) counts by its own value.
 */
export function furthestReached(
  order: readonly number[],
  before: number | null,
  played: number,
  solved: boolean,
): number {
  if (order.length === 0) return Math.max(before ?? 0, 0);
  const at = order.indexOf(played);
  const reached = solved
    ? (order[Math.min(at === -1 ? order.length - 1 : at + 1, order.length - 1)] as number)
    : (order[0] as number);
  if (before === null) return reached;
  const position = (index: number) => {
    const i = order.indexOf(index);
    return i === -1 ? index : i;
  };
  return position(before) >= position(reached) ? before : reached;
}
