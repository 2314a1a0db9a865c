// The programs the production server ships, compiled by tools/buildServer.ts to dist-server/<name>.js.
export const serverEntryPoints = {
  main: 'server/main.ts',
  migrate: 'server/db/migrateCli.ts',
  create: 'server/db/createCli.ts',
  backup: 'server/db/backupCli.ts',
  restore: 'server/db/restoreCli.ts',
  admin: 'server/db/adminCli.ts',
  // The live games' bot and dead-stone worker thread (server/live/botPool.ts starts it beside main.js).
  botWorker: 'server/live/botWorker.ts',
  // The live games' move writer thread (server/live/moveWriter.ts starts it beside main.js on SQLite).
  moveWriterWorker: 'server/live/moveWriterWorker.ts',
};
