// The bridge over the real worker. The `new Worker(new URL(…, import.meta.url))` form is what vite
// recognises to bundle src/workers/aiWorker.ts as a chunk of its own; only lazily loaded screens import
// this module, so neither the worker nor the engine enters the initial bundle.
import { createAiBridge, type AiBridge, type AiBridgeOptions } from './bridge';
import type { AiWorkerLike } from './protocol';

export function spawnAiWorker(): AiWorkerLike {
  return new Worker(new URL('../../workers/aiWorker.ts', import.meta.url), {
    type: 'module',
    name: 'hoshi-ai',
  });
}

export function createWorkerAiBridge(options: AiBridgeOptions = {}): AiBridge {
  return createAiBridge(spawnAiWorker, options);
}
