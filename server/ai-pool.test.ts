import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './ai-pool.js';

/** Starts a worker with these options and stops it: throws as the AI pool's start would. */
const start = (execArgv: string[]) => void new Worker('', { eval: true, execArgv }).terminate();

describe('the AI workers start whatever heap sizes the server was started with', () => {
  const server = ['--max-old-space-size=2048', '--max-semi-space-size=32', '--stack-size=2000', '--enable-source-maps'];

  it('a worker refuses V8 heap and stack sizes (why the server stopped at start)', () => {
    for (const flag of server.slice(0, 3)) expect(() => start([flag])).toThrow(/heap|stack|execArgv|invalid/i);
  });

  it("the workers' options keep the server's others, drop the sizes, and start", () => {
    expect(workerExecArgv(server)).toEqual(['--enable-source-maps', '--no-experimental-require-module']);
    expect(() => start(workerExecArgv(server))).not.toThrow();
  });
});
