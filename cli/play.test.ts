/**
 * `cardavia play`, the terminal game, run as the real command with typed input (bin/cardavia.js on dist/:
 * run `npm run build` first). The ways of typing a move all mean the same move.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

const play = (args: string[], input: string) =>
  spawnSync(process.execPath, ['bin/cardavia.js', 'play', ...args], { input, encoding: 'utf8' });

/** The first legal move the terminal lists after the given prompt line's label, and its code in brackets. */
function firstListed(output: string, label: string): { text: string; code: string | null } {
  const m = new RegExp(`${label}: \\[1\\] ([^\\[\\n]+?)(?: \\((\\w\\w)\\))?(?:  |\\n)`).exec(output);
  if (!m) throw new Error(`no "${label}" list in:\n${output}`);
  return { text: m[1]!, code: m[2] ?? null };
}

describe('cardavia play reads a move however it is typed', () => {
  test('a bid: its name in any case, its string form bid:NAME and its number are the same answer', () => {
    const args = ['--game', 'schafkopf', '--seed', '3', '--level', 'easy', '--deals', '1'];
    const shown = play(args, 'q\n').stdout;
    const bid = firstListed(shown, 'Your bids').text;
    const transcripts = [bid, bid.toUpperCase(), `bid:${bid}`, '1'].map((typed) => play(args, `${typed}\nq\n`));
    expect(transcripts[0]!.stdout).toContain(`Your bid: You say ${bid}.`);
    for (const t of transcripts) {
      expect(t.status).toBe(0);
      expect(t.stdout).toBe(transcripts[0]!.stdout);
    }
  });

  test('a card: its code in any case, its string form play:CODE and its number are the same answer', () => {
    const args = ['--game', 'bohemian-schneider', '--seed', '2', '--level', 'easy'];
    const shown = play(args, 'q\n').stdout;
    const { code } = firstListed(shown, 'Your hand');
    const transcripts = [code!, code!.toLowerCase(), `play:${code}`, '1'].map((typed) => play(args, `${typed}\nq\n`));
    for (const t of transcripts) {
      expect(t.status).toBe(0);
      expect(t.stdout).toBe(transcripts[0]!.stdout);
    }
    // The move was made: the terminal asked once more before the goodbye.
    expect(transcripts[0]!.stdout.split('Your card: ')).toHaveLength(3);
  });

  test('a typo is explained and asked again; an illegal move is refused with the rules’ reason; q quits', () => {
    const args = ['--game', 'schafkopf', '--seed', '3', '--level', 'easy', '--deals', '1'];
    const r = play(args, 'rufer\nbid:nonsense\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"rufer" is not a card or bid: type its code (like EO) or its number.');
    expect(r.stdout).toContain('"bid:nonsense" is not a card or bid');
    expect(r.stdout.trim().endsWith('Goodbye.')).toBe(true);
    const card = play(args, 'EA\nq\n');
    expect(card.stdout).toMatch(/Not allowed: .+\./);
  });

  test('a game the registry does not have is a usage error listing the games it has', () => {
    const r = play(['--game', 'chess'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "chess" \(games: .*schafkopf.*\)/);
    expect(play([], '').stderr).toMatch(/play needs --game G \(games: /);
  });
});
