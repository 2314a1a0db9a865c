// The business rules of the spec (§3–§6, §9): medals, try-quest, study state, hearts and dice, membership,
// settings, validation, tutorials, time, formatting and the error catalogue. Pure: no DOM, no Node, and
// the clock and randomness are parameters. See docs/rules.md for the requirement table and decisions.
export * from './result';
export * from './constants';
export * from './singleTypes';
export * from './studyCategories';
export * from './locale';
export * from './grades';
export * from './medal';
export * from './tryQuestTiers';
export * from './tryQuest';
export * from './tryQuestRewards';
export * from './statistics';
export * from './storePurchase';
export * from './studyTotalTry';
export * from './studySession';
export * from './time';
export * from './recharge';
export * from './hearts';
export * from './membership';
export * from './configBits';
export * from './localSettings';
export * from './errors';
export * from './validation';
export * from './username';
export * from './tutorials';
export * from './format';
export * from './smile';
export * from './studyPoints';
export * from './bpower';
export * from './dice';
export * from './stoneSkins';
export * from './emoticons';
