// Live games between people: levels, pairing, the handicap table, clocks, rating, the dead-stone agreement
// and chat rules. Pure; the server runs them (server/live) and the app shows them.
export * from './levels';
export * from './handicap';
export * from './clock';
export * from './rating';
export * from './pairing';
export * from './deadStoneAgreement';
export * from './chat';
