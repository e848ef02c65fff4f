/**
 * `cardavia play`, the terminal game, run as the real command with typed input (bin/cardavia.js on dist/:
 * run `npm run build` first). The ways of typing a move all mean the same move.
 */
import { describe, expect, test } from 'vitest';
import { cardavia } from './referee.testing.js';

const play = (args: string[], input: string) => cardavia(['play', ...args], input);

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

describe('cardavia play --game schnapsen', () => {
  // Seed 49: the opponent deals, so you lead first (SN-4), holding the trump Unter EU (trump acorns, ET turned)
  // and the bells pair SK + SO: the exchange, the closing and the marriage are all yours at the first lead, in
  // the order of SN-10 (exchange, close, announce, play).
  const args = ['--game', 'schnapsen', '--seed', '49', '--level', 'easy', '--deals', '1'];
  const rest = '1\n'.repeat(12);
  const deal = (typed: string) => play(args, typed + rest);

  test('a deal with an exchange, a closing and a marriage typed: the screen follows the talon, its trump card and the marriage', () => {
    const r = deal('exchange\nclose\nmarry S\nSK\n');
    expect(r.status, r.stderr).toBe(0);
    const screens = r.stdout.split('Your move: ');
    // Before anything: the trump card under the talon and the talon count (SN-3); exchange, close and the marriage
    // offered beside the cards.
    expect(screens[0]).toContain('Trump ♣ (E) · 10 in the talon, 10♣ (ET) under it\n');
    expect(screens[0]).toMatch(/\[6\] exchange .*\[7\] close .*\[8\] marry:S \(announce 20\)/);
    // SN-8: the trump Unter now lies under the talon, ET is in the hand.
    expect(screens[1]).toContain('You exchanged the trump Unter for the trump card.');
    expect(screens[1]).toContain('10 in the talon, U♣ (EU) under it\n');
    expect(screens[1]).toContain('[1] 10♣ (ET)');
    expect(screens[1]).not.toContain('exchange (');
    // SN-9: closed, the card under the talon turned down; no more exchange or closing.
    expect(screens[2]).toContain('You closed the talon.');
    expect(screens[2]).toContain('U♣ (EU) under it (turned down) · closed by you');
    expect(screens[2]).not.toMatch(/close \(|exchange \(/);
    // SN-10: announced without a trick won: 20 pending, and only the King or Ober may be led.
    expect(screens[3]).toContain('You announced the marriage in ♦ (S) (20).');
    expect(screens[3]).toContain('Your points: 0 (+20 pending) in 0 trick(s)');
    expect(screens[3]).toContain('Your marriages: ♦ (S)');
    expect(screens[3]).toContain('Lead the King or Ober of your marriage.\nYour moves: [1] O♦ (SO)  [2] K♦ (SK)\n');
    expect(screens[4]).toMatch(/Trick K♦ \(SK\) \/ \S+ \(\w\w\) goes to/);
    // SN-7 after the closing: only the cards strict play allows are listed.
    expect(r.stdout).toContain('Not playable now:');
    expect(r.stdout).toMatch(/Deal over: .+\n.+game point\(s\)\. Bummerl: you \d – \d opponent\./);
    // --deals 1 stops the Bummerl short of 7: nobody is said to have won it.
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(
      /^Stopped after 1 deal\(s\), before the end: you \d, opponent \d\.$/,
    );
  });

  test('the game’s own moves however they are typed: a flag in any case, marry:S, marry s, MARRY S or the number', () => {
    const transcripts = [
      'exchange\nclose\nmarry:S\nSK\n',
      'Exchange\nCLOSE\nmarry s\nsk\n',
      'EXCHANGE\nclose\nMARRY  S\nplay:SK\n',
      '6\n6\n6\n2\n',
    ].map(deal);
    for (const t of transcripts) {
      expect(t.status).toBe(0);
      expect(t.stdout).toBe(transcripts[0]!.stdout);
    }
  });

  test('the opponent’s marriage is shown, and a move the rules refuse is explained', () => {
    // Seed 1: you deal; the opponent announces the bells marriage on the first lead.
    const r = play(['--game', 'schnapsen', '--seed', '1', '--level', 'easy', '--deals', '1'], 'exchange\nclose\nq\n');
    expect(r.stdout).toContain('Opponent announced the marriage in ♦ (S) (20).');
    expect(r.stdout).toContain("Opponent's marriages: ♦ (S)");
    // SN-8, SN-9: only the player about to lead may exchange or close.
    expect(r.stdout).toContain('Not allowed: only the player about to lead may exchange (SN-8).');
    expect(r.stdout).toContain('Not allowed: only the player about to lead may close (SN-9).');
  });

  test('a whole Bummerl to 3, typing the first listed move: the deal alternates and the match has a winner (SN-2, SN-16)', () => {
    const r = play(['--game', 'schnapsen', '--seed', '4', '--level', 'easy', '--target', '3'], '1\n'.repeat(300));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Schnapsen, a Bummerl to 3');
    const dealers = [...r.stdout.matchAll(/=== Deal \d+ · dealer: (You|Opponent)/g)].map((m) => m[1]);
    expect(dealers.length).toBeGreaterThanOrEqual(2);
    dealers.forEach((d, i) => i > 0 && expect(d).not.toBe(dealers[i - 1]));
    const last = [...r.stdout.matchAll(/Bummerl: you (\d+) – (\d+) opponent\.\n/g)].at(-1)!;
    expect(Math.max(Number(last[1]), Number(last[2]))).toBeGreaterThanOrEqual(3);
    expect(r.stdout.trim().split('\n').at(-1)).toBe(
      Number(last[1]) >= 3 ? 'You win the Bummerl!' : 'The opponent wins the Bummerl: you have a Bummerl.',
    );
  });
});
