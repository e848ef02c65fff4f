/**
 * An outside bot process speaking `cardavia-bot/1` (BOTS.md, docs/bot-protocol.md): JSON lines on its
 * standard input and output, its standard error passed through.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export class BotForfeit extends Error {}

export class ExternalBot {
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private exited = false;
  name = 'external';

  constructor(
    readonly command: string,
    private label: string,
    private readonly timeoutMs: number,
  ) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.on('error', () => this.onExit());
    this.child.on('exit', () => this.onExit());
    this.child.stdin!.on('error', () => {}); // a bot that exits early is reported by the next read
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(line);
      } else this.lines.push(line);
    });
  }

  private onExit(): void {
    this.exited = true;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(null);
    }
  }

  send(message: unknown): void {
    if (!this.exited) this.child.stdin!.write(JSON.stringify(message) + '\n');
  }

  /** The next JSON object the bot writes, within the timeout; a forfeit otherwise. */
  private async receive(what: string): Promise<Record<string, unknown>> {
    const line = await new Promise<string | null>((resolve, reject) => {
      const queued = this.lines.shift();
      if (queued !== undefined) return resolve(queued);
      if (this.exited) return resolve(null);
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new BotForfeit(`${this.label} took longer than ${this.timeoutMs} ms to answer ${what}`));
      }, this.timeoutMs);
      this.waiting = (l) => {
        clearTimeout(timer);
        resolve(l);
      };
    });
    if (line === null) throw new BotForfeit(`${this.label} exited instead of answering ${what}`);
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new BotForfeit(`${this.label} answered ${what} with something that is not JSON: ${line.slice(0, 200)}`);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      throw new BotForfeit(`${this.label} answered ${what} with something that is not a JSON object`);
    }
    return json as Record<string, unknown>;
  }

  async hello(message: Record<string, unknown>): Promise<void> {
    this.send({ type: 'hello', protocol: 'cardavia-bot/1', ...message });
    const answer = await this.receive('hello');
    if (answer.type !== 'ready') throw new BotForfeit(`${this.label} did not answer hello with {"type": "ready"}`);
    if (typeof answer.name === 'string' && answer.name !== '') {
      this.name = answer.name;
      this.label = `${answer.name} (${this.label})`;
    }
  }

  async act(message: Record<string, unknown>, legal: readonly string[]): Promise<string> {
    this.send({ type: 'act', ...message, legal });
    const answer = await this.receive('act');
    if (typeof answer.action !== 'string' || !legal.includes(answer.action)) {
      throw new BotForfeit(
        `${this.label} answered ${JSON.stringify(answer.action)}, which is not one of ${legal.join(' ')}`,
      );
    }
    return answer.action;
  }

  /** Says goodbye; the bot has 2 s to exit before it is killed. */
  async close(): Promise<void> {
    this.send({ type: 'bye' });
    this.child.stdin!.end();
    if (this.exited) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 2000);
      this.child.on('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }
}
