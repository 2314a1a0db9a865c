// What the board draws: plain data keyed by vertex (y * size + x, y = 0 at the top). The board knows no
// rules; `toBoardView` adapters in the features turn positions and problem states into these maps.
import type { Vertex } from '../domain/go/coords';
import type { Sign } from '../domain/go/stones';

export const markerKinds = ['circle', 'cross', 'triangle', 'square', 'label'] as const;
export type MarkerKind = (typeof markerKinds)[number];

export interface Marker {
  kind: MarkerKind;
  /** Text of a `label` marker (one or two characters read best). */
  label?: string;
}

/** An arrow drawn over the board from one point to another (lessons, SGF AR). */
export interface BoardArrow {
  from: Vertex;
  to: Vertex;
}

export interface GhostStone {
  sign: Exclude<Sign, 0>;
  /** Colours a hint: a good move, a bad one, or plain. */
  tone?: 'good' | 'bad' | 'neutral';
}

export interface BoardTheme {
  board: string;
  line: string;
  black: string;
  blackEdge: string;
  white: string;
  whiteEdge: string;
  highlight: string;
  good: string;
  bad: string;
  /** Lesson arrows; a deep blue when omitted. */
  arrow?: string;
}

export const defaultTheme: BoardTheme = {
  board: '#e3b868',
  line: '#3b2a17',
  black: '#161616',
  blackEdge: '#000000',
  white: '#f7f5ef',
  whiteEdge: '#4a3f33',
  highlight: 'rgba(40, 120, 220, 0.35)',
  good: '#1f8a3b',
  bad: '#c62828',
  arrow: '#1a4fb0',
};

/** Words the board speaks to screen readers; the caller passes them translated. */
export interface BoardStrings {
  board: string;
  black: string;
  white: string;
  empty: string;
  lastMove: string;
  marker: Record<MarkerKind, string>;
  /** An arrow's description ("arrow from C3 to E5"); the board fills {from} and {to}. */
  arrow?: string;
  /** A point counted for a colour at the end of a game. */
  territory: { black: string; white: string };
  /** A pale stone drawn on an empty point (a hint, a refutation, a suggested move). */
  ghost?: { black: string; white: string };
}

export const englishBoardStrings: BoardStrings = {
  board: 'Go board',
  black: 'black',
  white: 'white',
  empty: 'empty',
  lastMove: 'last move',
  marker: { circle: 'circle', cross: 'cross', triangle: 'triangle', square: 'square', label: 'label' },
  arrow: 'arrow from {from} to {to}',
  territory: { black: 'black territory', white: 'white territory' },
  ghost: { black: 'pale black stone', white: 'pale white stone' },
};

/**
 * The part of the board to draw: a rectangle of intersections, columns x0..x1 and rows y0..y1 inclusive
 * (y = 0 at the top, as vertices count). A problem in a corner of 19×19 shows just that corner, bigger.
 */
export interface BoardRegion {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How a pointer plays: at once, or (fat fingers on tablets) a first tap previews and a second confirms. */
export type PlayMode = 'direct' | 'confirm';
