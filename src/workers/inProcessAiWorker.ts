// The AI worker without a thread: the same handler as aiWorker.ts behind the `Worker` shape the bridge
// expects, for Node (tests, tools) and for hosts without module workers. Messages are structured-cloned
// and delivered on later tasks in both directions, as a real worker's are, so callers cannot come to rely
// on synchronous answers. The search still runs on the caller's thread; `terminate()` drops everything
// not yet delivered and makes a search under way stop at its next poll.
import type { AiRequest, AiResponse, AiWorkerLike } from '../io/ai/protocol';
import { createAiWorkerHandler, type AiWorkerHandler } from './aiWorkerHandler';

export interface InProcessAiWorkerOptions {
  /** A clock for the levels' time caps; without one only playout budgets apply (reproducible play). */
  readonly now?: () => number;
  /** Ponder between messages at levels that do (aiWorker.ts does); default off, so tests stay quiet. */
  readonly ponder?: boolean;
}

export class InProcessAiWorker implements AiWorkerLike {
  onmessage: ((event: MessageEvent<AiResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly handler: AiWorkerHandler;
  private alive = true;

  constructor(options: InProcessAiWorkerOptions = {}) {
    this.handler = createAiWorkerHandler({
      post: (response) => this.later(() => this.deliver(structuredClone(response))),
      ...(options.now ? { now: options.now } : {}),
      ...(options.ponder ? { schedule: (task: () => void) => this.later(task) } : {}),
    });
  }

  get terminated(): boolean {
    return !this.alive;
  }

  postMessage(message: AiRequest): void {
    const copy = structuredClone(message);
    this.later(() => this.handler.handle(copy));
  }

  terminate(): void {
    this.alive = false;
    this.handler.stop();
  }

  /** Hands a message to the app side (tests override it to watch the traffic). */
  protected deliver(response: AiResponse): void {
    this.onmessage?.(new MessageEvent('message', { data: response }));
  }

  private later(task: () => void): void {
    setTimeout(() => {
      if (this.alive) task();
    }, 0);
  }
}
