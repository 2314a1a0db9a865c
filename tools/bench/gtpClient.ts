// A minimal GTP controller for an external engine (GNU Go) run as a child process: send one command,
// await its response (the text after "=" or "?" up to the blank line).
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface GtpAnswer {
  readonly ok: boolean;
  readonly text: string;
}

/** The start of the answer to every command left waiting when the engine's process ends. */
export const ENGINE_EXITED = 'engine exited';

export class GtpClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private readonly waiting: ((answer: GtpAnswer) => void)[] = [];
  /** The end of what the engine wrote to stderr, to say why it stopped. */
  private stderrTail = '';

  constructor(command: string, args: readonly string[]) {
    this.child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    this.child.on('exit', (code, signal) => {
      const why = this.stderrTail.trim().split('\n').slice(-3).join(' / ');
      const text = `${ENGINE_EXITED} (${signal ?? `code ${code}`})${why ? `: ${why}` : ''}`;
      for (const resolve of this.waiting.splice(0)) resolve({ ok: false, text });
    });
  }

  send(command: string): Promise<GtpAnswer> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.stdin.write(`${command}\n`);
    });
  }

  /** Sends a command that must succeed; throws with the engine's message otherwise. */
  async must(command: string): Promise<string> {
    const answer = await this.send(command);
    if (!answer.ok) throw new Error(`${command}: ${answer.text}`);
    return answer.text;
  }

  async close(): Promise<void> {
    await this.send('quit');
    this.child.kill();
  }

  private receive(chunk: string): void {
    this.buffer += chunk.replace(/\r/g, '');
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const ok = block.startsWith('=');
      const text = block.replace(/^[=?]\d*\s?/, '').trim();
      this.waiting.shift()?.({ ok, text });
    }
  }
}

/** The GNU Go binary: /usr/games/gnugo (Debian) or `gnugo` on the PATH. */
export function gnugoPath(): string {
  return existsSync('/usr/games/gnugo') ? '/usr/games/gnugo' : 'gnugo';
}
