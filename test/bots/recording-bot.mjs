#!/usr/bin/env node
// A test bot: appends every message it receives to $RECORD_FILE and plays the first legal action, or, with
// $PREFER (a comma-separated list of prefixes such as "exchange,marry:,play:"), the first legal action that
// starts with the first prefix any legal action has; so a test can steer it onto a game's own moves.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const file = process.env.RECORD_FILE;
const prefer = (process.env.PREFER ?? '').split(',').filter((p) => p !== '');
const choose = (legal) => {
  for (const prefix of prefer) {
    const found = legal.find((a) => a.startsWith(prefix));
    if (found !== undefined) return found;
  }
  return legal[0];
};
for await (const line of createInterface({ input: process.stdin })) {
  if (file) appendFileSync(file, line + '\n');
  const message = JSON.parse(line);
  if (message.type === 'hello') process.stdout.write(JSON.stringify({ type: 'ready', name: 'recorder' }) + '\n');
  else if (message.type === 'act') process.stdout.write(JSON.stringify({ action: choose(message.legal) }) + '\n');
  else if (message.type === 'bye') process.exit(0);
}
