/**
 * The wire's form of an action (protocol.ts WireAction): every string form a game's moves can take passes it
 * (the table reads it against the game afterwards), and nothing else does.
 */
import { describe, expect, it } from 'vitest';
import { NameBody, WireAction } from './protocol.js';

describe('the wire form of an action', () => {
  it.each(['play:EA', 'bid:rufer-E', 'close', 'marry:H', 'schlag:9', 'discard:E7,G8', 'continue', 'end'])(
    'takes %s',
    (text) => expect(WireAction.safeParse(text).success).toBe(true),
  );
  it.each(['', 'Play:EA', 'play:', 'discard:E7,', 'discard:,G8', 'play:EA;drop', 'play EA'])('refuses %j', (text) =>
    expect(WireAction.safeParse(text).success).toBe(false),
  );
});

describe('a display name', () => {
  it.each(['a\nb', 'a\tb', 'a\r\nb', 'Anna\u2028Huber'])('is refused with a line break or a tab: %j', (name) =>
    expect(NameBody.safeParse({ name }).success).toBe(false),
  );
  it('keeps one space of a run, trimmed', () =>
    expect(NameBody.parse({ name: '  Anna   Huber ' }).name).toBe('Anna Huber'));
});
