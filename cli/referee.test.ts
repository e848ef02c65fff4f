/**
 * The referee of RECORDS.md, run as the real command (`node bin/cardavia.js …` from the repository root, on
 * the build in dist/: `npm test` builds first) on the Bohemian Schneider fixtures in
 * test/fixtures/bohemian-schneider/. Legal records are checked against a small referee written here from
 * RULES.md and RECORDS.md alone, so the expected totals do not come from the engine under test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cardavia, fixturesOf, json } from './referee.testing.js';

const { folder: FIXTURES, fixture, readFixture } = fixturesOf('bohemian-schneider');

// ---------------------------------------------------------------------------------------------------------------
// What each fixture shows, and what the referee must say about it.

interface RuleErrorCase {
  deal: number;
  action: number | null;
  code: string;
  /** The RULES.md id the referee names in `rule`; null (left out here) for bookkeeping, no game rule involved. */
  rule?: string;
}
/** Records holding an illegal action: exit 1 and this error. */
const ILLEGAL: Record<string, RuleErrorCase> = {
  'bad-pack-duplicate-card': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-31-cards': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-33-cards': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-six-instead-of-a-seven': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-32-cards-in-short-deck': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-short-deck-pack-without-short-deck': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-reported-before-session-over': { deal: 6, action: null, code: 'BAD_PACK' },
  'session-over-seventh-deal': { deal: 6, action: null, code: 'SESSION_OVER' },
  'session-over-deal-after-cardrulesplus-match-won': { deal: 9, action: null, code: 'SESSION_OVER' },
  'deal-over-action-after-sixteenth-trick': { deal: 0, action: 32, code: 'DEAL_OVER' },
  'deal-over-reported-before-wrong-phase': { deal: 0, action: 32, code: 'DEAL_OVER' },
  'wrong-phase-bid-pass': { deal: 0, action: 0, code: 'WRONG_PHASE' },
  'wrong-phase-reported-before-not-your-turn': { deal: 0, action: 0, code: 'WRONG_PHASE' },
  'wrong-phase-bid-during-a-trick': { deal: 0, action: 1, code: 'WRONG_PHASE' },
  'not-your-turn-dealer-leads-first-trick': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
  'not-your-turn-reported-before-card-not-in-hand': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
  'not-your-turn-leader-plays-twice': { deal: 0, action: 1, code: 'NOT_YOUR_TURN' },
  'not-your-turn-trick-loser-leads-next': { deal: 0, action: 2, code: 'NOT_YOUR_TURN' },
  'card-not-in-hand-opponents-card': { deal: 0, action: 0, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-six-of-spades': { deal: 0, action: 0, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-top-talon-card': { deal: 0, action: 0, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-card-already-played': { deal: 0, action: 2, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-card-drawn-by-the-opponent': { deal: 0, action: 2, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-weli-vienna-tell-deck': { deal: 0, action: 0, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-reported-before-illegal-card': { deal: 0, action: 1, code: 'CARD_NOT_IN_HAND' },
  'illegal-card-follow-suit-revoke': { deal: 0, action: 1, code: 'ILLEGAL_CARD', rule: 'BS-V2' },
  'illegal-card-follow-suit-trump-while-holding-led-suit': { deal: 0, action: 1, code: 'ILLEGAL_CARD', rule: 'BS-V2' },
  'illegal-in-second-deal': { deal: 1, action: 2, code: 'CARD_NOT_IN_HAND' },
  'illegal-action-reported-before-a-later-unreadable-action': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
};

/** Inputs that are not readable records: exit 2, a message on standard error, nothing on standard output. */
const UNREADABLE = [
  'unreadable-not-an-object',
  'unreadable-unknown-format',
  'unreadable-missing-format',
  'unreadable-unknown-game',
  'unreadable-unknown-ruleset',
  'unreadable-unknown-variant',
  'unreadable-unknown-deck',
  'unreadable-schafkopf-with-paris-piquet-deck',
  'unreadable-schafkopf-with-a-variant',
  'unreadable-target-zero',
  'unreadable-target-two-and-a-half',
  'unreadable-target-a-string',
  'unreadable-target-negative-cumulative',
  'unreadable-seat-2',
  'unreadable-seat-negative',
  'unreadable-seat-a-string',
  'unreadable-first-dealer-2',
  'unreadable-card-not-a-string',
  'unreadable-played-card-not-a-string',
  'unreadable-bid-not-a-string',
  'unreadable-german-code-in-french-pack',
  'unreadable-german-code-played-in-french-record',
  'unreadable-french-code-in-german-prague-record',
  'unreadable-five-in-french-record',
  'unreadable-lowercase-card-code',
  'unreadable-ten-written-10',
  'unreadable-action-with-play-and-bid',
  'unreadable-action-with-neither-play-nor-bid',
  'unreadable-unfinished-deal-followed-by-another',
  'unreadable-action-reported-before-a-later-illegal-action',
];

interface SessionSummary {
  totals: [number, number];
  finished: boolean;
  winner: number | 'draw' | null;
  deals: number;
}
/** Legal records: exit 0. The summaries are pinned here and recomputed by the reference below. */
const LEGAL: Record<string, SessionSummary> = {
  'session-cardavia-six-deals-with-a-10-10-deal': { totals: [4, 7], finished: true, winner: 1, deals: 6 },
  'session-cardavia-six-deals-drawn': { totals: [9, 9], finished: true, winner: 'draw', deals: 6 },
  'session-cardavia-trump-follow-suit-vienna-tell-deck': { totals: [3, 2], finished: true, winner: 0, deals: 6 },
  'match-cardrulesplus-to-7-tie-redealt-by-same-dealer': { totals: [8, 3], finished: true, winner: 0, deals: 9 },
  'match-cardrulesplus-to-10': { totals: [8, 10], finished: true, winner: 1, deals: 13 },
  'match-cardavia-cumulative-to-50-honour-difference': { totals: [66, 40], finished: true, winner: 0, deals: 7 },
  'match-cardrulesplus-all-variants-to-30-prague-deck': { totals: [34, 10], finished: true, winner: 0, deals: 9 },
  'no-deals': { totals: [0, 0], finished: false, winner: null, deals: 0 },
  'fresh-deal-no-actions': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'follow-suit-fresh-deal-no-actions': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'legal-sort-order-fresh-deal': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'legal-sort-order-fresh-deal-german-prague': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'worked-example-nine-of-spades-answered-by-jack-leader-wins': {
    totals: [0, 0],
    finished: false,
    winner: null,
    deals: 1,
  },
  'worked-example-ten-of-spades-answered-by-jack-responder-wins': {
    totals: [0, 0],
    finished: false,
    winner: null,
    deals: 1,
  },
  'unfinished-deal-mid-trick': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-talon-empty-six-cards-each': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-follow-suit-talon-empty': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-follow-suit-card-led-after-talon-empty': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-last-trick': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-last-card-to-play': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-short-deck-german-prague': { totals: [0, 0], finished: false, winner: null, deals: 1 },
  'unfinished-second-deal-after-a-complete-one': { totals: [0, 2], finished: false, winner: null, deals: 2 },
};

// ---------------------------------------------------------------------------------------------------------------
// The reference referee: RULES.md BS-1 … BS-V4 and RECORDS.md, for legal records only. Cards are kept in
// French letters (C S H D; 7 8 9 T J Q K A); German codes are mapped by the usual correspondence.

type Code = string;
const RANKS = '789TJQKA';
const GERMAN_SUIT: Record<string, string> = { E: 'C', G: 'S', H: 'H', S: 'D' };
const GERMAN_RANK: Record<string, string> = { U: 'J', O: 'Q' };
const FRENCH_SUIT: Record<string, string> = { C: 'E', S: 'G', H: 'H', D: 'S' };
const FRENCH_RANK: Record<string, string> = { J: 'U', Q: 'O' };

interface RefRules {
  ruleset: string;
  short: boolean;
  followSuit: boolean;
  trump: boolean;
  cumulative: boolean;
  target: number;
  german: boolean;
}
interface RefDeal {
  rules: RefRules;
  hands: [Set<Code>, Set<Code>];
  piles: [Code[], Code[]];
  talon: Code[];
  trumpSuit: string | null;
  leader: number;
  led: Code | null;
  tricksWon: [number, number];
}

function refRules(record: Record<string, unknown>): RefRules {
  const rules = (record.rules ?? {}) as { ruleset?: string; variants?: string[]; target?: number };
  const variants = rules.variants ?? [];
  const cumulative = variants.includes('cumulative');
  return {
    ruleset: rules.ruleset ?? 'cardavia',
    short: variants.includes('short-deck'),
    followSuit: variants.includes('follow-suit'),
    trump: variants.includes('trump'),
    cumulative,
    target: rules.target ?? (cumulative ? 50 : 7),
    german: record.deck !== undefined && record.deck !== 'paris-piquet',
  };
}
const fromRecord = (r: RefRules, c: string): Code =>
  r.german ? GERMAN_SUIT[c[0]!]! + (GERMAN_RANK[c[1]!] ?? c[1]!) : c;
const toRecord = (r: RefRules, c: Code): string => (r.german ? FRENCH_SUIT[c[0]!]! + (FRENCH_RANK[c[1]!] ?? c[1]!) : c);

function refDeal(r: RefRules, dealer: number, cards: Code[]): RefDeal {
  const nonDealer = 1 - dealer;
  const hands: [Set<Code>, Set<Code>] = [new Set(), new Set()];
  for (const i of [0, 1, 2, 6, 7, 8]) hands[nonDealer]!.add(cards[i]!);
  for (const i of [3, 4, 5, 9, 10, 11]) hands[dealer]!.add(cards[i]!);
  let talon = cards.slice(12);
  let trumpSuit: string | null = null;
  if (r.trump) {
    trumpSuit = talon[0]![0]!;
    talon = [...talon.slice(1), talon[0]!];
  }
  return { rules: r, hands, piles: [[], []], talon, trumpSuit, leader: nonDealer, led: null, tricksWon: [0, 0] };
}
const mover = (d: RefDeal): number => (d.led === null ? d.leader : 1 - d.leader);
const isOver = (d: RefDeal): boolean => d.hands[0].size === 0 && d.hands[1].size === 0;
function legalCards(d: RefDeal): Code[] {
  const hand = [...d.hands[mover(d)]!];
  if (d.led !== null && d.rules.followSuit) {
    const follow = hand.filter((c) => c[0] === d.led![0]);
    if (follow.length > 0) return follow;
  }
  return hand;
}
function playCard(d: RefDeal, c: Code): RefDeal {
  const seat = mover(d);
  if (!legalCards(d).includes(c)) throw new Error(`reference: ${c} is not legal`);
  const hands: [Set<Code>, Set<Code>] = [new Set(d.hands[0]), new Set(d.hands[1])];
  hands[seat]!.delete(c);
  if (d.led === null) return { ...d, hands, led: c };
  const led = d.led;
  let winner = d.leader;
  if (c[0] !== led[0]) {
    if (d.trumpSuit !== null && c[0] === d.trumpSuit) winner = seat;
  } else if (
    d.rules.ruleset === 'cardavia'
      ? RANKS.indexOf(c[1]!) === RANKS.indexOf(led[1]!) + 1
      : RANKS.indexOf(c[1]!) > RANKS.indexOf(led[1]!)
  ) {
    winner = seat;
  }
  const piles: [Code[], Code[]] = [[...d.piles[0]], [...d.piles[1]]];
  piles[winner]!.push(led, c);
  const tricksWon: [number, number] = [d.tricksWon[0], d.tricksWon[1]];
  tricksWon[winner]!++;
  let talon = d.talon;
  if (talon.length > 0) {
    hands[winner]!.add(talon[0]!);
    hands[1 - winner]!.add(talon[1]!);
    talon = talon.slice(2);
  }
  return { ...d, hands, piles, talon, leader: winner, led: null, tricksWon };
}
function score(r: RefRules, honours: number[]): number[] {
  const [a, b] = honours as [number, number];
  if (a === b) return [0, 0];
  const won = Math.max(a, b);
  const points = r.cumulative
    ? Math.abs(a - b)
    : r.short
      ? won === 16
        ? 3
        : won >= 13
          ? 2
          : 1
      : won === 20
        ? 3
        : won >= 16
          ? 2
          : 1;
  return a > b ? [points, 0] : [0, points];
}

interface RefResult {
  replay: Record<string, unknown>;
  legal: { seat: number | null; phase: string; actions: string[] };
  current: RefDeal | null;
}
function refReferee(record: Record<string, unknown>): RefResult {
  const r = refRules(record);
  let dealer = (record.firstDealer as number | undefined) ?? 0;
  const totals: [number, number] = [0, 0];
  let played = 0;
  let finished = false;
  let winner: number | 'draw' | null = null;
  const deals: Record<string, unknown>[] = [];
  let current: RefDeal | null = null;
  for (const dj of record.deals as { cards: string[]; actions: { seat: number; play: string }[] }[]) {
    if (finished) throw new Error('reference: deal after the end');
    let d = refDeal(
      r,
      dealer,
      dj.cards.map((c) => fromRecord(r, c)),
    );
    for (const a of dj.actions) {
      if (a.seat !== mover(d)) throw new Error('reference: not your turn');
      d = playCard(d, fromRecord(r, a.play));
    }
    if (!isOver(d)) {
      deals.push({ dealer, complete: false });
      current = d;
      continue;
    }
    const honourRanks = r.short ? 'AKQJ' : 'AKQJT';
    const honours = d.piles.map((p) => p.filter((c) => honourRanks.includes(c[1]!)).length);
    const gamePoints = score(r, honours);
    deals.push({ dealer, complete: true, honours, tricks: d.tricksWon, gamePoints });
    totals[0] += gamePoints[0]!;
    totals[1] += gamePoints[1]!;
    played++;
    const tie = honours[0] === honours[1];
    if (!(tie && r.ruleset === 'cardrulesplus')) dealer = 1 - dealer;
    if (r.ruleset === 'cardrulesplus' || r.cumulative) {
      if (totals[0]! >= r.target || totals[1]! >= r.target) {
        finished = true;
        winner = totals[0]! >= r.target ? 0 : 1;
      }
    } else if (played === 6) {
      finished = true;
      winner = totals[0] === totals[1] ? 'draw' : totals[0]! > totals[1]! ? 0 : 1;
    }
  }
  const legal =
    current === null
      ? { seat: null, phase: 'over', actions: [] }
      : {
          seat: mover(current),
          phase: 'play',
          actions: legalCards(current)
            .map((c) => `play:${toRecord(r, c)}`)
            .sort(),
        };
  return { replay: { ok: true, deals, totals, finished, winner }, legal, current };
}

/** Perft by the reference: an action that ends the deal ends its sequence and counts as one. */
function refPerft(d: RefDeal | null, depth: number): number {
  if (depth === 0) return 1;
  if (d === null || isOver(d)) return 0;
  let n = 0;
  for (const c of legalCards(d)) {
    const next = playCard(d, c);
    n += isOver(next) ? 1 : refPerft(next, depth - 1);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------------------------

describe('fixtures', () => {
  test('every fixture is listed here exactly once, as legal, illegal or unreadable', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    const listed = [...Object.keys(LEGAL), ...Object.keys(ILLEGAL), ...UNREADABLE].sort();
    expect(files).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('there is an illegal fixture for every error code of the game (ILLEGAL_BID cannot arise: no auction)', () => {
    const codes = new Set(Object.values(ILLEGAL).map((e) => e.code));
    for (const code of [
      'BAD_PACK',
      'SESSION_OVER',
      'DEAL_OVER',
      'WRONG_PHASE',
      'NOT_YOUR_TURN',
      'CARD_NOT_IN_HAND',
      'ILLEGAL_CARD',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  test.each(Object.entries(LEGAL))('the reference referee agrees with the pinned summary of %s', (name, summary) => {
    const { replay } = refReferee(readFixture(name));
    expect({
      totals: replay.totals,
      finished: replay.finished,
      winner: replay.winner,
      deals: (replay.deals as unknown[]).length,
    }).toEqual(summary);
  });
});

describe('cardavia replay', () => {
  test.each(Object.keys(LEGAL))('%s: exit 0 and exactly the outcome RECORDS.md describes', (name) => {
    const doc = json(['replay', fixture(name)], 0);
    const expected = refReferee(readFixture(name)).replay;
    expect(doc).toEqual(expected);
    expect(Object.keys(doc).sort()).toEqual(['deals', 'finished', 'ok', 'totals', 'winner']);
    for (const deal of doc.deals as Record<string, unknown>[]) {
      const keys = Object.keys(deal).sort();
      if (deal.complete) expect(keys).toEqual(['complete', 'dealer', 'gamePoints', 'honours', 'tricks']);
      else expect(keys).toEqual(['complete', 'dealer']); // an unfinished deal has none of the outcome fields
    }
  });

  test.each(Object.entries(ILLEGAL))('%s: exit 1 with the error %j', (name, error) => {
    const r = cardavia(['replay', fixture(name)]);
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc).sort()).toEqual(['error', 'ok']);
    expect(doc.ok).toBe(false);
    expect(Object.keys(doc.error).sort()).toEqual(['action', 'code', 'deal', 'message', 'rule']);
    const { deal, action, code, rule } = doc.error;
    expect({ deal, action, code, rule }).toEqual({ rule: null, ...error });
    expect(typeof doc.error.message).toBe('string');
    expect(doc.error.message.length).toBeGreaterThan(0);
  });

  test.each(UNREADABLE)('%s: exit 2, nothing on standard output, a message on standard error', (name) => {
    const r = cardavia(['replay', fixture(name)]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().length).toBeGreaterThan(0);
  });

  test('not JSON at all (on standard input): exit 2, nothing on standard output', () => {
    for (const input of ['{"format": "cardavia/1",', 'hello', '']) {
      const r = cardavia(['replay', '-'], input);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().length).toBeGreaterThan(0);
    }
  });

  test('"-" reads the record from standard input, with the same result as the file', () => {
    const name = 'match-cardrulesplus-to-7-tie-redealt-by-same-dealer';
    const text = readFileSync(fixture(name), 'utf8');
    expect(json(['replay', '-'], 0, text)).toEqual(json(['replay', fixture(name)], 0));
    const bad = readFileSync(fixture('illegal-card-follow-suit-revoke'), 'utf8');
    expect(json(['replay', '-'], 1, bad)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_CARD' } });
  });

  test('a missing or unreadable file: exit 2', () => {
    for (const args of [['replay'], ['replay', join(FIXTURES, 'no-such-file.json')]]) {
      const r = cardavia(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    }
  });

  test('worked example (seed 000): 16 honours to 4 scores 2 game points, wherever it occurs in the fixtures', () => {
    let seen = 0;
    for (const name of Object.keys(LEGAL)) {
      const rules = refRules(readFixture(name));
      if (rules.short || rules.cumulative) continue;
      for (const deal of refReferee(readFixture(name)).replay.deals as {
        honours?: number[];
        gamePoints?: number[];
      }[]) {
        if (deal.honours?.[0] === 16) expect(deal.gamePoints).toEqual([2, 0]);
        if (deal.honours?.[1] === 16) expect(deal.gamePoints).toEqual([0, 2]);
        if (deal.honours?.includes(16)) seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('worked example (seed 000): 9♠ answered by J♠ → the leader takes both; 10♠ answered by J♠ → the responder', () => {
    // Seat 1 (the non-dealer) leads; the winner of the trick is the seat to lead next.
    expect(json(['legal', fixture('worked-example-nine-of-spades-answered-by-jack-leader-wins')], 0).seat).toBe(1);
    expect(json(['legal', fixture('worked-example-ten-of-spades-answered-by-jack-responder-wins')], 0).seat).toBe(0);
  });

  test('BS-3 Cardavia session: the deal alternates after every deal, the 10:10 deal included', () => {
    const doc = json(['replay', fixture('session-cardavia-six-deals-with-a-10-10-deal')], 0);
    const deals = doc.deals as { dealer: number; honours: number[]; gamePoints: number[] }[];
    expect(deals.map((d) => d.dealer)).toEqual([1, 0, 1, 0, 1, 0]);
    expect(deals.some((d) => d.honours[0] === 10 && d.gamePoints[0] === 0 && d.gamePoints[1] === 0)).toBe(true);
  });

  test('BS-C2 CardRulesPlus match: after a 10:10 deal the same dealer deals again', () => {
    const doc = json(['replay', fixture('match-cardrulesplus-to-7-tie-redealt-by-same-dealer')], 0);
    const deals = doc.deals as { dealer: number; honours: number[] }[];
    let ties = 0;
    for (let i = 1; i < deals.length; i++) {
      const tie = deals[i - 1]!.honours[0] === 10;
      if (tie) ties++;
      expect(deals[i]!.dealer).toBe(tie ? deals[i - 1]!.dealer : 1 - deals[i - 1]!.dealer);
    }
    expect(ties).toBeGreaterThan(0);
  });

  test('BS-V4 cumulative: each deal scores the honour difference, beyond 6 deals, to 50', () => {
    const doc = json(['replay', fixture('match-cardavia-cumulative-to-50-honour-difference')], 0);
    const deals = doc.deals as { honours: number[]; gamePoints: number[] }[];
    expect(deals.length).toBeGreaterThan(6);
    for (const d of deals) {
      const diff = d.honours[0]! - d.honours[1]!;
      expect(d.gamePoints).toEqual(diff > 0 ? [diff, 0] : [0, Math.abs(diff)]);
    }
    expect(doc).toMatchObject({ finished: true, winner: 0 });
    expect((doc.totals as number[])[0]).toBeGreaterThanOrEqual(50);
  });
});

describe('cardavia legal', () => {
  test.each(Object.keys(LEGAL))('%s: the seat to move and its actions, sorted as plain strings', (name) => {
    const doc = json(['legal', fixture(name)], 0);
    const expected = refReferee(readFixture(name)).legal;
    expect(doc).toEqual(expected);
    expect(doc.actions).toEqual([...(doc.actions as string[])].sort());
  });

  test('no deal in progress (a finished session, or no deals): phase over, seat null, no actions', () => {
    for (const name of ['no-deals', 'session-cardavia-six-deals-drawn', 'match-cardrulesplus-to-10']) {
      expect(json(['legal', fixture(name)], 0)).toEqual({ seat: null, phase: 'over', actions: [] });
    }
  });

  test('the sort is JavaScript default string order ("play:C7" < "play:CA" < "play:CT"), not card order', () => {
    expect(json(['legal', fixture('legal-sort-order-fresh-deal')], 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:C7', 'play:CA', 'play:CT', 'play:D8', 'play:H9', 'play:HJ'],
    });
    expect(json(['legal', fixture('legal-sort-order-fresh-deal-german-prague')], 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:E7', 'play:EA', 'play:EU', 'play:G9', 'play:HO', 'play:S8'],
    });
  });

  test('follow-suit: with the led suit in hand, only those cards are listed', () => {
    const doc = json(['legal', fixture('unfinished-follow-suit-card-led-after-talon-empty')], 0);
    const { current } = refReferee(readFixture('unfinished-follow-suit-card-led-after-talon-empty'));
    expect((doc.actions as string[]).length).toBeLessThan(current!.hands[doc.seat as number]!.size);
    for (const a of doc.actions as string[]) expect(a[5]).toBe(current!.led![0]);
  });

  test.each(Object.entries(ILLEGAL).filter((_e, i) => i % 6 === 0))(
    '%s: the same error document as replay, exit 1',
    (name) => {
      const replayDoc = json(['replay', fixture(name)], 1);
      expect(json(['legal', fixture(name)], 1)).toEqual(replayDoc);
    },
  );

  test('an unreadable record: exit 2, nothing on standard output', () => {
    const r = cardavia(['legal', fixture('unreadable-unknown-variant')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });

  test('"-" reads standard input', () => {
    const text = readFileSync(fixture('unfinished-deal-mid-trick'), 'utf8');
    expect(json(['legal', '-'], 0, text)).toEqual(json(['legal', fixture('unfinished-deal-mid-trick')], 0));
  });
});

describe('cardavia perft', () => {
  const perft = (name: string, depth: number, input?: string) =>
    json(['perft', input === undefined ? fixture(name) : '-', String(depth)], 0, input);

  test('prints { depth, nodes } and depth 0 counts 1, with or without a deal in progress', () => {
    for (const name of ['no-deals', 'fresh-deal-no-actions', 'session-cardavia-six-deals-drawn']) {
      const doc = perft(name, 0);
      expect(doc).toEqual({ depth: 0, nodes: 1 });
    }
  });

  test('no deal in progress: depth ≥ 1 counts 0 (a count never runs into a next deal)', () => {
    for (const name of ['no-deals', 'session-cardavia-six-deals-drawn']) {
      for (const depth of [1, 3]) expect(perft(name, depth)).toEqual({ depth, nodes: 0 });
    }
  });

  test('a fresh deal, no follow-suit: 6, 6×6 = 36, 36×6 = 216, 216×6 = 1296 (hands refill to six)', () => {
    expect([1, 2, 3, 4].map((d) => perft('fresh-deal-no-actions', d).nodes)).toEqual([6, 36, 216, 1296]);
  });

  test('a fresh deal with follow-suit: 6 leads; 16 answers (S9: ST only; C7, C8: void, 6 each; H7, H8, H9: HA only)', () => {
    // Seat 1 leads from S9 C7 C8 H7 H8 H9; seat 0 holds ST HA D7 D8 D9 DT.
    // Depth 2 = 1 + 6 + 6 + 1 + 1 + 1 = 16; after each trick the winner leads from six cards again: 96.
    expect([1, 2, 3].map((d) => perft('follow-suit-fresh-deal-no-actions', d).nodes)).toEqual([6, 16, 96]);
  });

  test('talon empty, six cards each, no follow-suit: the product of hand sizes 6·6·5·5·4·4·3·3·2·2·1·1', () => {
    const name = 'unfinished-talon-empty-six-cards-each';
    expect([1, 2, 3, 4, 6].map((d) => perft(name, d).nodes)).toEqual([6, 36, 180, 900, 14400]);
    // The deal ends after 12 more actions: deeper counts stay at 518400 = (6!)².
    expect(perft(name, 12).nodes).toBe(518400);
    expect(perft(name, 14).nodes).toBe(518400);
  });

  test('talon empty with follow-suit: depth 2 = the sum over the leader cards of the responder answers', () => {
    const name = 'unfinished-follow-suit-talon-empty';
    const { current } = refReferee(readFixture(name));
    const leader = [...current!.hands[current!.leader]!];
    const responder = [...current!.hands[1 - current!.leader]!];
    const answers = leader.map((c) => responder.filter((r) => r[0] === c[0]).length || responder.length);
    const depth2 = answers.reduce((a, b) => a + b, 0);
    expect(depth2).toBeLessThan(36); // follow-suit shrinks the count
    expect(perft(name, 1).nodes).toBe(6);
    expect(perft(name, 2).nodes).toBe(depth2);
    expect(perft(name, 3).nodes).toBe(depth2 * 5); // the winner leads from five cards, freely
    expect(perft(name, 4).nodes).toBe(refPerft(current, 4));
  });

  test('a card led under follow-suit: depth 1 = the responder cards of the led suit', () => {
    const name = 'unfinished-follow-suit-card-led-after-talon-empty';
    const { current } = refReferee(readFixture(name));
    const follow = [...current!.hands[1 - current!.leader]!].filter((c) => c[0] === current!.led![0]);
    expect(follow.length).toBeGreaterThan(0);
    expect(perft(name, 1).nodes).toBe(follow.length);
    expect(perft(name, 2).nodes).toBe(follow.length * 5);
  });

  test('the last trick: 1 card each; depth 1, 2 and 5 all count 1 (the deal-ending action counts as one)', () => {
    expect([1, 2, 5].map((d) => perft('unfinished-last-trick', d).nodes)).toEqual([1, 1, 1]);
    expect([1, 3].map((d) => perft('unfinished-last-card-to-play', d).nodes)).toEqual([1, 1]);
  });

  test('mid-trick (a card led): depth 1 = the responder six cards, depth 2 = 6 × the winner six', () => {
    expect([1, 2].map((d) => perft('unfinished-deal-mid-trick', d).nodes)).toEqual([6, 36]);
  });

  test.each([
    ['unfinished-short-deck-german-prague', 3],
    ['unfinished-second-deal-after-a-complete-one', 3],
    ['unfinished-follow-suit-card-led-after-talon-empty', 6],
  ])('%s depth %i agrees with the reference count', (name, depth) => {
    expect(perft(name, depth).nodes).toBe(refPerft(refReferee(readFixture(name)).current, depth));
  });

  test('an illegal record prints the replay error document, exit 1; an unreadable one exits 2', () => {
    const name = 'not-your-turn-trick-loser-leads-next';
    expect(json(['perft', fixture(name), '2'], 1)).toEqual(json(['replay', fixture(name)], 1));
    const r = cardavia(['perft', fixture('unreadable-seat-2'), '1']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });

  test('"-" reads standard input; a missing or negative depth is a usage error (exit 2)', () => {
    const text = readFileSync(fixture('fresh-deal-no-actions'), 'utf8');
    expect(perft('fresh-deal-no-actions', 2, text)).toEqual({ depth: 2, nodes: 36 });
    for (const args of [
      ['perft', fixture('fresh-deal-no-actions')],
      ['perft', fixture('fresh-deal-no-actions'), '-1'],
    ]) {
      const r = cardavia(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    }
  });
});

describe('cardavia play', () => {
  test('plays a whole 6-deal session from piped input, rejecting bad input with a reason, and exits 0', () => {
    const cards = [...'CSHD'].flatMap((s) => [...'789TJQKA'].map((r) => s + r));
    // "XX" is no card; then every card code once (those not held at that moment are refused), then the first
    // legal card again and again.
    const input = ['XX', 'S6', ...cards, ...Array.from({ length: 400 }, () => '1')].join('\n') + '\n';
    const r = cardavia(['play', '--game', 'bohemian-schneider', '--seed', '1'], input);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('"XX" is not a card');
    expect(r.stdout).toMatch(/Not allowed: .*does not hold/);
    expect(r.stdout).toMatch(/=== Deal 6 /);
    expect(r.stdout).not.toMatch(/=== Deal 7 /);
    expect(r.stdout).toMatch(/You win the session!|The opponent wins the session\.|The session ends in a draw\./);
    expect(r.stdout).not.toContain('Goodbye');
  });
});
