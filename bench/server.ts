/**
 * The built server (dist/server/main.js) for the benchmark scripts: on a free port of 127.0.0.1, with a fresh
 * data directory, started and waited for by its "listening" line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** The data directory, for the caller to remove. */
  readonly dir: string;
}

/** Starts the server with `env` added to the process's environment; `name` names the data directory. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), `cardavia-${name}-`));
  // Node's own options for the server, such as a CPU profile (which NODE_OPTIONS refuses):
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter((a) => a !== '') ?? [];
  const child = spawn(process.execPath, [...nodeArgs, new URL('../server/main.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CARDAVIA_DATA: dir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /cardavia listening on port (\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  child.stdout!.resume();
  return { url, child, dir };
}
