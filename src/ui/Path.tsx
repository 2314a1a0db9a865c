// A course as a path (issue 13): `Path` is a winding trail of group nodes (each a round link made with
// `pathNodeClass`, its medal and progress beside it), `StoneGrid` a group's missions as numbered stones on
// a small board (each a link made with `stoneClass`) that fill in as they are solved. Both are ordered
// lists, so a screen reader hears the path as "list, 10 items" with each node's name; the links come from
// the screen (router links), this file only draws them.
import type { CSSProperties, ReactNode } from 'react';

/** A node's state: `done` (the group's medal is gold), `current` (where the student is), `open`, `locked`. */
export type PathNodeState = 'done' | 'current' | 'open' | 'locked';

/** The classes of a path node, for the router link that opens the group. */
export function pathNodeClass(state: PathNodeState): string {
  return `ui-path-node ui-path-node-${state}`;
}

export interface PathProps {
  /** The list's name for screen readers ("Groups of Elementary"). */
  label: string;
  children: ReactNode;
}

export function Path({ label, children }: PathProps) {
  return (
    <ol className="ui-path" aria-label={label}>
      {children}
    </ol>
  );
}

export interface PathStepProps {
  state: PathNodeState;
  /** The round node: a link with `pathNodeClass(state)` (or a span for a locked one). */
  node: ReactNode;
  /** Beside the node: the group's name, its medal and progress. */
  children?: ReactNode;
  /** data-* attributes for tests and styling hooks. */
  data?: Readonly<Record<`data-${string}`, string | number>>;
}

export function PathStep({ state, node, children, data }: PathStepProps) {
  return (
    <li className={`ui-path-step ui-path-step-${state}`} {...data}>
      <span className="ui-path-spot">{node}</span>
      <span className="ui-path-words">{children}</span>
    </li>
  );
}

/** A mission stone's state: solved (a black stone with a tick), tried, new (an empty point), locked. */
export type StoneState = 'solved' | 'tried' | 'new' | 'locked';

/** The classes of a mission stone, for the router link that plays the mission. */
export function stoneClass(state: StoneState, current = false): string {
  return ['ui-stone', `ui-stone-${state}`, current ? 'ui-stone-current' : ''].filter(Boolean).join(' ');
}

export interface StoneGridProps {
  label: string;
  /** How many stones: a short group gets a small board, not a wide one with empty lines. */
  count: number;
  children: ReactNode;
}

/** The stones' board: an ordered list drawn as a small wooden board with lines. */
export function StoneGrid({ label, count, children }: StoneGridProps) {
  return (
    <ol className="ui-stones" aria-label={label} style={{ '--stone-count': count } as CSSProperties}>
      {children}
    </ol>
  );
}
