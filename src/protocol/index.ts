// The API contract shared by the server and the app.
export * from './envelope';
export * from './system';
