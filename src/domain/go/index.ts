// The Go rules core: coordinates, stones, immutable positions and games, the fast board for search,
// Zobrist hashing, seeded randomness, SGF, dead-stone suggestions and problems. Everything here is pure and runs in
// browser, worker and Node.
export * from './result';
export * from './random';
export * from './stones';
export * from './coords';
export * from './zobrist';
export * from './chains';
export * from './position';
export * from './atari';
export * from './ascii';
export * from './game';
export * from './fastBoard';
export * from './sgf';
export * from './sgfProperties';
export * from './sgfGame';
export * from './deadStones';
export * from './passAlive';
export * from './scoring';
export * from './problem';
export * from './problemAnswer';
export * from './wrongReason';
export * from './problemCheck';
export * from './problemSgf';
export * from './problemJson';
