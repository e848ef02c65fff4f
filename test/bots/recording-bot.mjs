#!/usr/bin/env node
// A test bot: plays the first legal action and appends every message it receives to $RECORD_FILE.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const file = process.env.RECORD_FILE;
for await (const line of createInterface({ input: process.stdin })) {
  if (file) appendFileSync(file, line + '\n');
  const message = JSON.parse(line);
  if (message.type === 'hello') process.stdout.write(JSON.stringify({ type: 'ready', name: 'recorder' }) + '\n');
  else if (message.type === 'act') process.stdout.write(JSON.stringify({ action: message.legal[0] }) + '\n');
  else if (message.type === 'bye') process.exit(0);
}
