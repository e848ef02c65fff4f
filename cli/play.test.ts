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

describe('cardavia play --game watten', () => {
  const watten = (seed: number, typed: string, deals = 1) =>
    play(['--game', 'watten', '--seed', String(seed), '--level', 'easy', '--deals', String(deals)], typed);

  test('WA-4 the Schlag, as the forehand: schlag:9, schlag 9, SCHLAG:9 or its number; then the dealer names the trump', () => {
    // Seed 10: Right deals, so you are the forehand; the nine ranks are offered, the Weli as schlag:6.
    const transcripts = ['schlag:9', 'schlag 9', 'SCHLAG:9', '3'].map((typed) => watten(10, `${typed}\nq\n`));
    const shown = transcripts[0]!.stdout;
    expect(shown).toContain('=== Deal 1 · dealer: Right ·');
    expect(shown).toContain('Schlag not named yet, no trump named yet · worth 2');
    expect(shown).toMatch(/Your moves: \[1\] schlag:7 .*\[3\] schlag:9 .*\[9\] schlag:6\nYour announcement: /);
    expect(shown).toContain('You: schlag:9.\nRight: trump:');
    expect(shown).toMatch(/Schlag 9, trump [EGHS] · Rechte \S+ \([EGHS]9\) · worth 2/);
    for (const t of transcripts) {
      expect(t.status).toBe(0);
      expect(t.stdout).toBe(shown);
    }
  });

  test('WA-4 the trump, as the dealer: trump:H, trump h or its number, after the forehand’s Schlag', () => {
    // Seed 2: you deal; Left (the forehand) names the Schlag A.
    const transcripts = ['trump:H', 'trump h', '3'].map((typed) => watten(2, `${typed}\nq\n`));
    const shown = transcripts[0]!.stdout;
    expect(shown).toContain('Left: schlag:A.\nSchlag A, no trump named yet');
    expect(shown).toContain('Your moves: [1] trump:E  [2] trump:G  [3] trump:H  [4] trump:S\nYour announcement: ');
    expect(shown).toContain('You: trump:H.');
    expect(shown).toContain('Schlag A, trump H · Rechte A♥ (HA) · worth 2');
    for (const t of transcripts) expect(t.stdout).toBe(shown);
  });

  test('WA-11, WA-12 raise: the next seat answers; once it holds the deal is worth 3 and your side may not raise again', () => {
    const r = watten(10, 'schlag:9\nraise\nq\n');
    const screens = r.stdout.split('Your move: ');
    expect(screens[0]).toMatch(/\[5\] K♦ \(SK\)  \[6\] raise \(bieten: one point more\)\n$/);
    expect(screens[1]).toContain('You: raise.\nLeft: hold.\n');
    expect(screens[1]).toContain('· worth 3 ·');
    expect(screens[1]).not.toContain('raise (');
  });

  test('WA-11 the other side raises: you answer hold or fold; fold gives them the old value, hold plays on for 3', () => {
    // Seed 1: Partner deals; Right, the forehand, raises before he leads.
    const answer = (typed: string) => watten(1, `${typed}\nq\n`, 2);
    const asked = answer('q').stdout;
    expect(asked).toContain('Right: raise.');
    expect(asked).toContain('Right raised: hold or fold?\nRight leads.\n');
    expect(asked).toContain(
      'Your moves: [1] hold (halten: play on for one more)  [2] fold (gehen: give up the deal at its old value)',
    );
    // No counter-raise, and no card, while a raise waits for its answer.
    const refused = answer('raise').stdout;
    expect(refused).toContain('Not allowed: answer the raise with hold or fold: no counter-raise (WA-11).');
    expect(answer('E8').stdout).toContain('Not allowed: answer the raise with hold or fold first (WA-11).');
    for (const typed of ['fold', 'FOLD', '2']) {
      const folded = answer(typed).stdout;
      expect(folded).toContain('You: fold.\nDeal over (You folded): the other side scores 2. Score: your side 0 – 2');
      expect(folded).toContain('=== Deal 2 · dealer: Right · your side 0 – 2 the other side ===');
    }
    const held = answer('hold').stdout;
    expect(held).toContain('You: hold.\nRight plays');
    expect(held).toContain('· worth 3 ·');
  });

  test('WA-15 a whole game to 11, typing the first listed move: the deal passes to the left and a side wins', () => {
    const r = play(['--game', 'watten', '--seed', '12', '--level', 'easy'], '1\n'.repeat(400));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Watten, a game to 11: you and your partner (across) against Left and Right.');
    const order = ['You', 'Left', 'Partner', 'Right'];
    const dealers = [...r.stdout.matchAll(/=== Deal \d+ · dealer: (\w+)/g)].map((m) => order.indexOf(m[1]!));
    expect(dealers.length).toBeGreaterThanOrEqual(2);
    dealers.forEach((d, i) => i > 0 && expect(d).toBe((dealers[i - 1]! + 1) % 4));
    const last = [...r.stdout.matchAll(/Score: your side (\d+) – (\d+) the other side\.\n/g)].at(-1)!;
    expect(Math.max(Number(last[1]), Number(last[2]))).toBeGreaterThanOrEqual(11);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(Number(last[1]) >= 11 ? /^Your side wins/ : /other side wins/);
  });
});
