// A game against the AI (issue 3): the screen part, its result, and the bridge it plays through.
export { AiBattle, GameReviewFlow, type AiBattleProps, type GameReviewFlowProps } from './AiBattle';
export { AiBridgeContext, useAiBridge } from './useAiBridge';
export type { AiBattleReason, AiBattleResult } from './battleRules';
