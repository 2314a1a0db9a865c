// The AI opponent: Monte-Carlo tree search with RAVE over heuristic playouts on the fast board, levels
// from a child's first game to the strongest, capture and full games, pass and resign decisions, and an
// ownership estimate for scoring. Pure: the clock and the random seed are injected.
export * from './types';
export * from './patterns';
export * from './playout';
export * from './prior';
export * from './moveFeatures';
export * from './patternPrior';
export * from './ladder';
export * from './tree';
export * from './search';
export * from './levels';
export * from './mistakes';
export * from './endgame';
export * from './ownership';
export * from './engine';
export * from './review';
