// The techniques the curriculum teaches, from a first capture to low-dan life and death. A study group and
// a ninth-dan mission name one; docs/content.md describes the templates behind each.

export const techniques = [
  'atari', // liberties and atari: capture stones that have one liberty left
  'capture', // capturing: atari from the right side
  'escape', // escaping: save stones in atari
  'ladder',
  'net',
  'snapback',
  'throw_in',
  'connect',
  'cut',
  'capture_race',
  'eyes', // eyes and false eyes
  'life_death', // basic and corner life-and-death shapes
  'ko',
  'tactics', // mixed capturing reading
  'endgame',
  'opening',
] as const;
export type Technique = (typeof techniques)[number];

export function isTechnique(value: unknown): value is Technique {
  return typeof value === 'string' && (techniques as readonly string[]).includes(value);
}
