#!/usr/bin/env node
// A minimal outside bot for `cardavia arena --bot "node examples/random-bot.mjs"`: it speaks
// cardavia-bot/1 (docs/bot-protocol.md) and plays a random legal action. It reads only `legal`, the moves'
// string forms (`play:HA`, `bid:pass`, `close`, …), so it plays every game. Copy it to start your own.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(JSON.stringify(message) + '\n');
let seed = Number(process.env.BOT_SEED ?? 1);
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.type === 'hello') send({ type: 'ready', name: 'random-bot 1.0' });
  else if (message.type === 'act') send({ action: message.legal[Math.floor(random() * message.legal.length)] });
  else if (message.type === 'bye') break;
  // deal-end and unknown messages need no answer
}
