// Stone sets (issue 17), our own SVG art: the classic set (a shell white with its faint growth lines, a
// matte slate black) and three playful sets for children (panda faces, sweets with sprinkles, moon and
// night sky). Each set is a pair of gradients and, where it has one, a picture drawn once in <defs> and
// placed on a stone with <use>, so a set costs the board one element per stone more at most. Black
// stones stay dark and white stones light in every set: the game reads the same. The app passes the
// student's set down through BoardSkinContext; the board knows no ownership.
import { createContext } from 'react';
import type { StoneSkinKey } from '../domain/rules/stoneSkins';

export type { StoneSkinKey };

export const BoardSkinContext = createContext<StoneSkinKey>('classic');

export interface SkinIds {
  black: string;
  white: string;
  blackArt: string;
  whiteArt: string;
}

interface SkinArt {
  black: [string, string];
  white: [string, string];
  edge: { black: string; white: string };
  /** Pictures centred on (0, 0) in stone units (radius 0.47). */
  blackArt?: React.ReactNode;
  whiteArt?: React.ReactNode;
}

const shellLines = (
  <g fill="none" stroke="#b9b2a2" strokeWidth={0.012} opacity={0.55}>
    <path d="M -0.36 -0.12 Q 0 -0.3 0.36 -0.12" />
    <path d="M -0.42 0.02 Q 0 -0.16 0.42 0.02" />
    <path d="M -0.4 0.16 Q 0 -0.02 0.4 0.16" />
    <path d="M -0.32 0.29 Q 0 0.12 0.32 0.29" />
  </g>
);

const sprinkles = (colours: readonly string[]) => (
  <g>
    {[
      [-0.2, -0.18, 30],
      [0.12, -0.24, -20],
      [0.22, 0.02, 60],
      [-0.05, 0.05, -45],
      [-0.24, 0.14, 10],
      [0.08, 0.24, 80],
    ].map(([x, y, angle], i) => (
      <rect
        key={i}
        x={-0.05}
        y={-0.015}
        width={0.1}
        height={0.03}
        rx={0.015}
        fill={colours[i % colours.length]}
        transform={`translate(${x} ${y}) rotate(${angle})`}
      />
    ))}
  </g>
);

const arts: Record<StoneSkinKey, SkinArt> = {
  classic: {
    black: ['#4d5156', '#14171a'],
    white: ['#ffffff', '#ece6d8'],
    edge: { black: '#000000', white: '#8d8270' },
    whiteArt: shellLines,
  },
  panda: {
    black: ['#4a4a4a', '#101010'],
    white: ['#ffffff', '#eeeeee'],
    edge: { black: '#000000', white: '#555555' },
    blackArt: (
      <g>
        <circle cx={-0.14} cy={-0.06} r={0.075} fill="#ffffff" />
        <circle cx={0.14} cy={-0.06} r={0.075} fill="#ffffff" />
        <circle cx={-0.13} cy={-0.05} r={0.035} fill="#101010" />
        <circle cx={0.15} cy={-0.05} r={0.035} fill="#101010" />
        <path d="M -0.1 0.14 Q 0 0.22 0.1 0.14" fill="none" stroke="#ffffff" strokeWidth={0.03} />
      </g>
    ),
    whiteArt: (
      <g>
        <ellipse
          cx={-0.15}
          cy={-0.06}
          rx={0.1}
          ry={0.08}
          fill="#1a1a1a"
          transform="rotate(-20 -0.15 -0.06)"
        />
        <ellipse cx={0.15} cy={-0.06} rx={0.1} ry={0.08} fill="#1a1a1a" transform="rotate(20 0.15 -0.06)" />
        <circle cx={-0.14} cy={-0.06} r={0.03} fill="#ffffff" />
        <circle cx={0.14} cy={-0.06} r={0.03} fill="#ffffff" />
        <ellipse cx={0} cy={0.08} rx={0.05} ry={0.035} fill="#1a1a1a" />
        <path d="M -0.08 0.17 Q 0 0.23 0.08 0.17" fill="none" stroke="#1a1a1a" strokeWidth={0.025} />
      </g>
    ),
  },
  sweets: {
    black: ['#6b4127', '#24130a'],
    white: ['#fffdf6', '#f6e7cf'],
    edge: { black: '#1a0d06', white: '#b08d63' },
    blackArt: sprinkles(['#ff8fb8', '#ffe066', '#7fd3ff']),
    whiteArt: sprinkles(['#e8457a', '#3a9be0', '#42b35b']),
  },
  space: {
    black: ['#2d3580', '#070a1c'],
    white: ['#fffdf0', '#ddd6bb'],
    edge: { black: '#03040d', white: '#8f8769' },
    blackArt: (
      <g fill="#fff7c2">
        <circle cx={-0.2} cy={-0.16} r={0.022} />
        <circle cx={0.12} cy={-0.24} r={0.016} />
        <circle cx={0.22} cy={0.06} r={0.024} />
        <circle cx={-0.08} cy={0.2} r={0.016} />
        <path d="M 0.02 -0.07 l 0.025 0.05 0.055 0.008 -0.04 0.038 0.01 0.055 -0.05 -0.026 -0.05 0.026 0.01 -0.055 -0.04 -0.038 0.055 -0.008 z" />
      </g>
    ),
    whiteArt: (
      <g fill="#c4bc9c">
        <circle cx={-0.14} cy={-0.12} r={0.08} />
        <circle cx={0.16} cy={0.04} r={0.06} />
        <circle cx={-0.04} cy={0.2} r={0.045} />
      </g>
    ),
  },
};

export function skinEdges(skin: StoneSkinKey): { black: string; white: string } {
  return arts[skin].edge;
}

export function skinHasArt(skin: StoneSkinKey, sign: 1 | -1): boolean {
  return (sign === 1 ? arts[skin].blackArt : arts[skin].whiteArt) !== undefined;
}

/** The set's gradients and pictures, once per board. */
export function SkinDefs({ skin, ids }: { skin: StoneSkinKey; ids: SkinIds }) {
  const art = arts[skin];
  return (
    <>
      <radialGradient id={ids.black} cx="35%" cy="35%" r="65%">
        <stop offset="0%" stopColor={art.black[0]} />
        <stop offset="100%" stopColor={art.black[1]} />
      </radialGradient>
      <radialGradient id={ids.white} cx="35%" cy="35%" r="70%">
        <stop offset="0%" stopColor={art.white[0]} />
        <stop offset="100%" stopColor={art.white[1]} />
      </radialGradient>
      {art.blackArt ? <g id={ids.blackArt}>{art.blackArt}</g> : null}
      {art.whiteArt ? <g id={ids.whiteArt}>{art.whiteArt}</g> : null}
    </>
  );
}
