// Stone colours as signs: black 1, white −1, empty 0 — the numbers stored in every board array, so that the
// opponent of `c` is simply `-c`.

export const BLACK = 1;
export const WHITE = -1;
export const EMPTY = 0;

export const colors = [BLACK, WHITE] as const;
export type Color = (typeof colors)[number];
export type Sign = Color | typeof EMPTY;

export function opponent(color: Color): Color {
  return color === BLACK ? WHITE : BLACK;
}

export function colorName(color: Color): 'black' | 'white' {
  return color === BLACK ? 'black' : 'white';
}
