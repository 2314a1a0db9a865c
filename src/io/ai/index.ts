// The AI worker bridge: typed calls to the AI engine running in a Web Worker (docs/ai.md, "In the app").
export * from './protocol';
export * from './bridge';
export { createWorkerAiBridge, spawnAiWorker } from './workerBridge';
