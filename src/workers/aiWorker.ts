/// <reference lib="webworker" />
// The AI worker's entry point: a module worker (vite bundles it as its own chunk, loaded only when an AI
// game starts) that binds the message handler to `self`. The clock is the worker's own, so each level's
// time cap applies (docs/ai.md, Levels), and a level that ponders thinks on between messages.
import type { AiRequest } from '../io/ai/protocol';
import { createAiWorkerHandler } from './aiWorkerHandler';

declare const self: DedicatedWorkerGlobalScope;

const handler = createAiWorkerHandler({
  post: (response) => self.postMessage(response),
  now: () => performance.now(),
  schedule: (task) => setTimeout(task, 0),
});

self.onmessage = (event: MessageEvent<AiRequest>) => handler.handle(event.data);
