// Content packs: their formats and checkers (study, ninth-dan, tutorials), the texts they carry, the
// techniques they teach, the canonical key that recognises a problem under symmetry and colour, and the
// two readers the content tools prove problems with (captures, and life and death in enclosed spaces).
export * from './text';
export * from './techniques';
export * from './packs';
export * from './symmetry';
export * from './checkPacks';
export * from './boardReading';
export * from './captureReader';
export * from './lifeDeathReader';
