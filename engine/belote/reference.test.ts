/**
 * Belote against a reference written here, from RULES.md alone (BE-1 … BE-18, BE-A1 … BE-A4, BE-C1 … BE-C7 and
 * the records paragraph), with its own model of the deal (cards as the record's strings, hands as arrays): on
 * random matches of each ruleset (`cardavia`, `cardavia` with `annonces`, `contree`), played by random legal
 * moves, at every step the engine's seat to act, phase and legal actions (string forms) are exactly the
 * reference's, a random action tried at every step (any card, bid, belote or declare, by any seat) is refused
 * with the code the reference predicts in RECORDS.md's precedence (and a BE rule id for every ILLEGAL_*), at the
 * end of a deal both agree on every `replay` field, and after it on the totals, the held litige points, the
 * next dealer and the match's end. Nothing of the engine's rules is used here: only its card codes and string
 * forms, to hand it the same deal and read its moves.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatCard, parseCard } from '../cards.js';
import type { Session } from '../game.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { formatAction, readAction } from '../record.js';
import { type BeloteOutcome, type BeloteRules, type BeloteState, PACK as ENGINE_PACK, belote as G } from './index.js';

// --- the reference -------------------------------------------------------------------------------------------

const SUITS = ['C', 'D', 'H', 'S'];
/** BE-4: the orders, highest first, and the points. */
const TRUMP_ORDER = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];
const PLAIN_ORDER = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'];
const TRUMP_POINTS: Record<string, number> = { J: 20, '9': 14, A: 11, T: 10, K: 4, Q: 3, '8': 0, '7': 0 };
const PLAIN_POINTS: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
/** BE-A1: the sequence order whatever the trumps. */
const SEQUENCE_ORDER = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const PACK = SUITS.flatMap((s) => PLAIN_ORDER.map((r) => s + r));
const suit = (c: string) => c[0]!;
const rank = (c: string) => c[1]!;

type Ruleset = 'cardavia' | 'contree';
type Step = 'round1' | 'round2' | 'auction' | 'contre' | 'play' | 'over';

interface Combo {
  kind: 'sequence' | 'carre';
  cards: string[];
  points: number;
  suit: string;
  top: string;
  length: number;
}

interface Ref {
  ruleset: Ruleset;
  annonces: boolean;
  dealer: number;
  held: number;
  step: Step;
  turn: number;
  hands: string[][];
  rest: string[];
  turned: string | null;
  passes: number;
  taker: number;
  bid: { n: number | 'capot'; suit: string; by: number } | null;
  contreBy: number;
  answerers: number[];
  multiplier: number;
  trump: string | null;
  leader: number;
  trick: { seat: number; card: string }[];
  won: { seat: number; cards: string[] }[];
  beloteBy: number;
  beloteDue: boolean;
  declared: (Combo[] | null)[];
}

/** BE-3: anticlockwise. */
const after = (s: number) => (s + 3) % 4;
const sideOfSeat = (s: number) => s % 2;
const partner = (s: number) => (s + 2) % 4;

function refDeal(cards: string[], dealer: number, ruleset: Ruleset, annonces: boolean, held: number): Ref {
  const p = [after(dealer), after(after(dealer)), after(after(after(dealer))), dealer];
  const hands: string[][] = [[], [], [], []];
  // BE-5 / BE-C1.
  p.forEach((seat, k) => hands[seat]!.push(...cards.slice(3 * k, 3 * k + 3)));
  p.forEach((seat, k) => hands[seat]!.push(...cards.slice(12 + 2 * k, 14 + 2 * k)));
  if (ruleset === 'contree') p.forEach((seat, k) => hands[seat]!.push(...cards.slice(20 + 3 * k, 23 + 3 * k)));
  return {
    ruleset,
    annonces,
    dealer,
    held,
    step: ruleset === 'contree' ? 'auction' : 'round1',
    turn: p[0]!,
    hands,
    rest: ruleset === 'contree' ? [] : cards.slice(21),
    turned: ruleset === 'contree' ? null : cards[20]!,
    passes: 0,
    taker: -1,
    bid: null,
    contreBy: -1,
    answerers: [],
    multiplier: 1,
    trump: null,
    leader: p[0]!,
    trick: [],
    won: [],
    beloteBy: -1,
    beloteDue: false,
    declared: [null, null, null, null],
  };
}

const beats = (a: string, b: string, trump: string): boolean => {
  // Whether card a beats card b in a trick led with b's side of things already winning.
  if (suit(a) === trump && suit(b) !== trump) return true;
  if (suit(a) !== suit(b)) return false;
  const order = suit(a) === trump ? TRUMP_ORDER : PLAIN_ORDER;
  return order.indexOf(rank(a)) < order.indexOf(rank(b));
};

/** BE-10: the trick's winning entry so far. */
function winning(trick: { seat: number; card: string }[], trump: string) {
  let best = trick[0]!;
  for (const e of trick.slice(1)) if (beats(e.card, best.card, trump)) best = e;
  return best;
}

const trumpHigher = (a: string, b: string) => TRUMP_ORDER.indexOf(rank(a)) < TRUMP_ORDER.indexOf(rank(b));

/** BE-11, BE-C4: the cards the seat may play. */
function allowed(r: Ref, seat: number): string[] {
  const hand = r.hands[seat]!;
  if (r.trick.length === 0) return [...hand];
  const trump = r.trump!;
  const led = suit(r.trick[0]!.card);
  const trumpsIn = r.trick.map((e) => e.card).filter((c) => suit(c) === trump);
  const overAll = (c: string) => trumpsIn.every((t) => trumpHigher(c, t));
  const same = hand.filter((c) => suit(c) === led);
  if (same.length > 0) {
    if (led !== trump) return same;
    const higher = same.filter(overAll);
    return higher.length > 0 ? higher : same;
  }
  if (led === trump) return [...hand];
  const trumps = hand.filter((c) => suit(c) === trump);
  if (trumps.length === 0) return [...hand];
  if (winning(r.trick, trump).seat === partner(seat)) return [...hand];
  const higher = trumps.filter(overAll);
  if (higher.length > 0) return higher;
  if (trumpsIn.length > 0 && r.ruleset === 'contree') return [...hand];
  return trumps;
}

/** BE-A1. */
function combos(hand: string[]): Combo[] {
  const out: Combo[] = [];
  for (const s of SUITS) {
    let run: string[] = [];
    for (const rk of [...SEQUENCE_ORDER, '']) {
      if (rk !== '' && hand.includes(s + rk)) {
        run.push(s + rk);
        continue;
      }
      if (run.length >= 3) {
        const points = run.length === 3 ? 20 : run.length === 4 ? 50 : 100;
        out.push({ kind: 'sequence', cards: run, points, suit: s, top: rank(run.at(-1)!), length: run.length });
      }
      run = [];
    }
  }
  const carre: Record<string, number> = { J: 200, '9': 150, A: 100, T: 100, K: 100, Q: 100 };
  for (const [rk, points] of Object.entries(carre)) {
    if (SUITS.every((s) => hand.includes(s + rk))) {
      out.push({ kind: 'carre', cards: SUITS.map((s) => s + rk), points, suit: '', top: rk, length: 4 });
    }
  }
  return out;
}

/** BE-A3: positive when a is better. */
function compareCombos(a: Combo, b: Combo, trump: string): number {
  if (a.points !== b.points) return a.points - b.points;
  if (a.kind !== b.kind) return a.kind === 'carre' ? 1 : -1;
  if (a.kind === 'carre') return 'QKTA'.indexOf(a.top) - 'QKTA'.indexOf(b.top);
  if (a.length !== b.length) return a.length - b.length;
  if (a.top !== b.top) return SEQUENCE_ORDER.indexOf(a.top) - SEQUENCE_ORDER.indexOf(b.top);
  return (a.suit === trump ? 1 : 0) - (b.suit === trump ? 1 : 0);
}

const hasBoth = (r: Ref, seat: number) =>
  r.hands[seat]!.includes(r.trump + 'K') && r.hands[seat]!.includes(r.trump + 'Q');

function toMove(r: Ref): number | null {
  if (r.step === 'over') return null;
  if (r.step === 'play') {
    let s = r.leader;
    for (let i = 0; i < r.trick.length; i++) s = after(s);
    return s;
  }
  return r.turn;
}

const phase = (r: Ref) => (r.step === 'over' ? 'over' : r.step === 'play' ? 'play' : 'auction');

function legal(r: Ref): string[] {
  const seat = toMove(r);
  if (seat === null) return [];
  const out: string[] = [];
  switch (r.step) {
    case 'round1':
      return ['bid:pass', 'bid:take'];
    case 'round2':
      return ['bid:pass', ...SUITS.filter((s) => s !== suit(r.turned!)).map((s) => `bid:take-${s}`)];
    case 'auction': {
      out.push('bid:pass');
      if (r.bid?.n !== 'capot') {
        for (let n = 80; n <= 160; n += 10) {
          if (r.bid === null || n > r.bid.n) for (const s of SUITS) out.push(`bid:${n}-${s}`);
        }
        for (const s of SUITS) out.push(`bid:capot-${s}`);
      }
      if (r.bid !== null && sideOfSeat(r.bid.by) !== sideOfSeat(seat)) out.push('bid:contre');
      return out;
    }
    case 'contre':
      return ['bid:pass', 'bid:surcontre'];
    default: {
      const cards = allowed(r, seat);
      if (r.beloteDue) return cards.filter((c) => c === r.trump + 'K' || c === r.trump + 'Q').map((c) => `play:${c}`);
      out.push(...cards.map((c) => `play:${c}`));
      if (hasBoth(r, seat) && cards.some((c) => c === r.trump + 'K' || c === r.trump + 'Q')) out.push('belote');
      if (r.annonces && r.won.length === 0 && r.declared[seat] === null && combos(r.hands[seat]!).length > 0) {
        out.push('declare');
      }
      return out;
    }
  }
}

/** RECORDS.md's precedence: the code a try would be refused with, or null when it is legal. */
function refusal(r: Ref, seat: number, action: string): string | null {
  if (r.step === 'over') return 'DEAL_OVER';
  const bid = action.startsWith('bid:');
  if (bid !== (phase(r) === 'auction')) return 'WRONG_PHASE';
  if (seat !== toMove(r)) return 'NOT_YOUR_TURN';
  if (legal(r).includes(action)) return null;
  if (action.startsWith('play:')) return r.hands[seat]!.includes(action.slice(5)) ? 'ILLEGAL_CARD' : 'CARD_NOT_IN_HAND';
  return bid ? 'ILLEGAL_BID' : 'ILLEGAL_MOVE';
}

function startPlay(r: Ref, trump: string) {
  r.trump = trump;
  r.step = 'play';
  r.leader = after(r.dealer);
}

function refApply(r: Ref, action: string): void {
  const seat = toMove(r)!;
  if (r.step === 'round1' || r.step === 'round2') {
    if (action === 'bid:pass') {
      r.passes++;
      r.turn = after(seat);
      if (r.passes === 4) {
        r.passes = 0;
        if (r.step === 'round2') r.step = 'over';
        else r.step = 'round2';
      }
      return;
    }
    // BE-8.
    const trump = action === 'bid:take' ? suit(r.turned!) : action.slice(-1);
    r.taker = seat;
    r.hands[seat]!.push(r.turned!);
    let s = after(r.dealer);
    for (let k = 0; k < 4; k++, s = after(s)) r.hands[s]!.push(...r.rest.splice(0, s === seat ? 2 : 3));
    startPlay(r, trump);
    return;
  }
  if (r.step === 'auction') {
    if (action === 'bid:pass') {
      r.passes++;
      r.turn = after(seat);
      if (r.bid === null && r.passes === 4) r.step = 'over';
      if (r.bid !== null && r.passes === 3) {
        r.taker = r.bid.by;
        startPlay(r, r.bid.suit);
      }
      return;
    }
    if (action === 'bid:contre') {
      r.multiplier = 2;
      r.contreBy = seat;
      r.step = 'contre';
      r.answerers = [after(seat), after(after(after(seat)))];
      r.turn = r.answerers[0]!;
      return;
    }
    const [n, s] = action.slice(4).split('-');
    r.bid = { n: n === 'capot' ? 'capot' : Number(n), suit: s!, by: seat };
    r.passes = 0;
    r.turn = after(seat);
    return;
  }
  if (r.step === 'contre') {
    if (action === 'bid:surcontre') r.multiplier = 4;
    r.answerers.shift();
    if (action === 'bid:surcontre' || r.answerers.length === 0) {
      r.taker = r.bid!.by;
      startPlay(r, r.bid!.suit);
    } else r.turn = r.answerers[0]!;
    return;
  }
  if (action === 'belote') {
    r.beloteBy = seat;
    r.beloteDue = true;
    return;
  }
  if (action === 'declare') {
    r.declared[seat] = combos(r.hands[seat]!);
    return;
  }
  const card = action.slice(5);
  r.hands[seat] = r.hands[seat]!.filter((c) => c !== card);
  r.beloteDue = false;
  r.trick.push({ seat, card });
  if (r.trick.length === 4) {
    const w = winning(r.trick, r.trump!).seat;
    r.won.push({ seat: w, cards: r.trick.map((e) => e.card) });
    r.trick = [];
    r.leader = w;
    if (r.won.length === 8) r.step = 'over';
  }
}

interface RefResult {
  report: Record<string, unknown>;
  /** BE-18's facts. */
  dedans: number;
  beloteScored: number[];
}

function refOutcome(r: Ref): RefResult {
  const turnedCard = r.turned;
  if (r.trump === null) {
    return {
      report: {
        contract: null,
        taker: null,
        trump: null,
        turnedCard,
        multiplier: 1,
        cardPoints: [0, 0],
        tricks: [0, 0],
        belote: null,
        announcements: [0, 0],
        result: 'passed',
        capot: null,
        scores: [0, 0],
        litigePending: r.held,
      },
      dedans: -1,
      beloteScored: [0, 0],
    };
  }
  const trump = r.trump;
  const tricks = [0, 0];
  const pts = [0, 0];
  for (const t of r.won) {
    const side = sideOfSeat(t.seat);
    tricks[side] = tricks[side]! + 1;
    for (const c of t.cards)
      pts[side] = pts[side]! + (suit(c) === trump ? TRUMP_POINTS[rank(c)]! : PLAIN_POINTS[rank(c)]!);
  }
  const capot = tricks[0] === 8 ? 0 : tricks[1] === 8 ? 1 : null;
  // BE-4: dix de der, 100 on a capot.
  const lastSide = sideOfSeat(r.won[7]!.seat);
  pts[lastSide] = pts[lastSide]! + (capot === null ? 10 : 100);
  const T = sideOfSeat(r.taker);
  const D = 1 - T;
  const bel = [0, 0];
  if (r.beloteBy >= 0) bel[sideOfSeat(r.beloteBy)] = 20;
  // BE-A3.
  const ann = [0, 0];
  if (r.annonces) {
    const best: (Combo | null)[] = [null, null];
    const sum = [0, 0];
    r.declared.forEach((list, seat) => {
      for (const c of list ?? []) {
        const side = sideOfSeat(seat);
        sum[side] = sum[side]! + c.points;
        const held = best[side] ?? null;
        if (held === null || compareCombos(c, held, trump) > 0) best[side] = c;
      }
    });
    if (best[0] && !best[1]) ann[0] = sum[0]!;
    else if (best[1] && !best[0]) ann[1] = sum[1]!;
    else if (best[0] && best[1]) {
      const c = compareCombos(best[0], best[1], trump);
      if (c > 0) ann[0] = sum[0]!;
      if (c < 0) ann[1] = sum[1]!;
    }
  }
  const scores = [0, 0];
  let result: string;
  let pending = 0;
  let dedans = -1;
  const scored = [0, 0];
  const beloteSide = r.beloteBy < 0 ? null : sideOfSeat(r.beloteBy);
  if (r.ruleset === 'cardavia') {
    const total = [0, 1].map((s) => pts[s]! + bel[s]! + ann[s]!);
    scored[0] = bel[0]!;
    scored[1] = bel[1]!;
    if (total[T]! > total[D]!) {
      result = 'made';
      // BE-14, BE-A4: a takers' capot takes the defenders' announcements; BE-16: the held points to the takers.
      scores[T] = total[T]! + r.held + (capot === T ? ann[D]! : 0);
      scores[D] = capot === T ? bel[D]! : total[D]!;
    } else if (total[T]! < total[D]!) {
      result = 'dedans';
      dedans = T;
      scores[T] = bel[T]!;
      scores[D] = (capot === D ? 252 : 162) + bel[D]! + ann[0]! + ann[1]! + r.held;
    } else {
      result = 'litige';
      scores[D] = total[D]!;
      scores[T] = bel[T]!;
      pending = r.held + pts[T]! + ann[T]!;
    }
  } else {
    const bid = r.bid!;
    const made = bid.n === 'capot' ? capot === T : pts[T]! + bel[T]! >= bid.n;
    result = made ? 'made' : 'dedans';
    if (!made) dedans = T;
    const m = r.multiplier;
    const theBelote = beloteSide === null ? 0 : 20;
    const winner = made ? T : D;
    if (m === 1 && made) {
      scores[T] = (bid.n === 'capot' ? 500 : pts[T]! + bid.n) + bel[T]!;
      scores[D] = (bid.n === 'capot' ? 0 : pts[D]!) + bel[D]!;
      scored[T] = bel[T]!;
      scored[D] = bel[D]!;
    } else {
      scores[winner] = (bid.n === 'capot' ? 500 * m : 160 * m + bid.n * m) + theBelote;
      scored[winner] = theBelote;
    }
  }
  const contract = r.ruleset === 'cardavia' ? trump : bid2text(r.bid!.n, r.bid!.suit);
  return {
    report: {
      contract,
      taker: r.taker,
      trump,
      turnedCard,
      multiplier: r.multiplier,
      cardPoints: pts,
      tricks,
      belote: beloteSide,
      announcements: ann,
      result,
      capot,
      scores,
      litigePending: pending,
    },
    dedans,
    beloteScored: scored,
  };
}
const bid2text = (n: number | 'capot', s: string) => `${n}-${s}`;

interface RefMatch {
  totals: number[];
  held: number;
  dealer: number;
  finished: boolean;
  winner: number | null;
}

/** BE-3, BE-16, BE-18: after a deal. */
function refSettle(m: RefMatch, o: RefResult, target: number): RefMatch {
  const rep = o.report as { scores: number[]; tricks: number[]; result: string; litigePending: number };
  const totals = [m.totals[0]! + rep.scores[0]!, m.totals[1]! + rep.scores[1]!];
  let winner: number | null = null;
  if (rep.result !== 'passed') {
    const reached = [0, 1].map(
      (s) =>
        totals[s]! >= target && (!(o.dedans === s || rep.tricks[s] === 0) || totals[s]! - o.beloteScored[s]! >= target),
    );
    if (reached[0] && reached[1]) winner = totals[0] === totals[1] ? null : totals[0]! > totals[1]! ? 0 : 1;
    else if (reached[0]) winner = 0;
    else if (reached[1]) winner = 1;
  }
  return { totals, held: rep.litigePending, dealer: after(m.dealer), finished: winner !== null, winner };
}

// --- the comparison --------------------------------------------------------------------------------------------

const code = (c: number) => formatCard('french', c);
const engineLegal = (s: BeloteState) =>
  G.legalActions(s)
    .map((a) => formatAction(G, 'french', a))
    .sort();
const ALL_TRIES = [
  ...PACK.map((c) => `play:${c}`),
  'belote',
  'declare',
  'bid:pass',
  'bid:take',
  ...SUITS.map((s) => `bid:take-${s}`),
  ...[80, 90, 100, 110, 120, 130, 140, 150, 160, 'capot'].flatMap((n) => SUITS.map((s) => `bid:${n}-${s}`)),
  'bid:contre',
  'bid:surcontre',
  'bid:nonsense',
];

interface Variant {
  readonly name: string;
  readonly rules: { ruleset: Ruleset; variants?: string[] };
}
const VARIANTS: readonly Variant[] = [
  { name: 'cardavia', rules: { ruleset: 'cardavia' } },
  { name: 'cardavia + annonces', rules: { ruleset: 'cardavia', variants: ['annonces'] } },
  { name: 'contree', rules: { ruleset: 'contree' } },
];

/** Plays a match of up to `maxDeals` deals in both and compares them at every step; returns the deals played. */
function playMatch(seed: number, variant: Variant, seen: Set<string>): number {
  const rnd = seededRandom(`belote-reference/${variant.name}/${seed}`);
  // Targets that end some matches within the eight deals played at most (a contrée deal scores more).
  const targets = variant.rules.ruleset === 'contree' ? [500, 1500, 3000] : [150, 400, 1000];
  const target = targets[randomBelow(rnd, 3)]!;
  const firstDealer = randomBelow(rnd, 4);
  const rules = G.parseRules({ ...variant.rules, target });
  if (!rules.ok) throw new Error(rules.error);
  let session: Session<BeloteRules> = G.newSession(rules.value, firstDealer);
  let match: RefMatch = { totals: [0, 0], held: 0, dealer: firstDealer, finished: false, winner: null };
  const annonces = variant.rules.variants?.includes('annonces') ?? false;
  let deals = 0;
  while (!match.finished && deals < 8) {
    deals++;
    const cards = shuffle(ENGINE_PACK, rnd);
    let s = G.deal(session, cards);
    const r = refDeal(cards.map(code), match.dealer, variant.rules.ruleset, annonces, match.held);
    expect(s.dealer).toBe(r.dealer);
    for (;;) {
      const expected = legal(r).sort();
      expect(G.toMove(s)).toBe(toMove(r));
      expect(G.phase(s)).toBe(phase(r));
      expect(engineLegal(s)).toEqual(expected);
      // A random try by a random seat: refused exactly as the reference says, with a rule for every ILLEGAL_*.
      const tried = ALL_TRIES[randomBelow(rnd, ALL_TRIES.length)]!;
      const by = randomBelow(rnd, 4);
      const parsed = readAction(G, 'french', tried);
      if (!parsed.ok) throw new Error(parsed.error);
      const got = G.apply(s, by, parsed.value);
      const want = refusal(r, by, tried);
      expect(got.ok ? null : got.error.code, `${tried} by ${by}`).toBe(want);
      if (!got.ok && got.error.code.startsWith('ILLEGAL_')) expect(got.error.rule).toMatch(/^BE-/);
      if (r.step === 'over') break;
      // Random play, passing half the time in the auctions so that they last.
      // A contrée bid is mostly one of the eight lowest (legal() lists them upwards), so that matches last.
      const passing = expected.includes('bid:pass') && randomBelow(rnd, 2) === 0;
      const options = legal(r).filter((x) => !passing || x === 'bid:pass');
      const low = r.step === 'auction' && randomBelow(rnd, 8) > 0 ? Math.min(options.length, 9) : options.length;
      const action = options[randomBelow(rnd, low)]!;
      if (action === 'belote') seen.add('belote');
      if (action === 'bid:surcontre') seen.add('surcontre');
      const a = readAction(G, 'french', action);
      if (!a.ok) throw new Error(a.error);
      const next = G.apply(s, toMove(r)!, a.value);
      if (!next.ok) throw new Error(`${action}: ${next.error.message}`);
      s = next.value;
      refApply(r, action);
    }
    const o = G.outcome(s) as BeloteOutcome;
    const want = refOutcome(r);
    expect(G.report(o, 'french')).toEqual(want.report);
    const rep = want.report as { result: string; capot: number | null; announcements: number[]; multiplier: number };
    seen.add(rep.result);
    if (rep.capot !== null) seen.add('capot');
    if (rep.announcements.some((x) => x > 0)) seen.add('announcements');
    if (rep.multiplier > 1) seen.add(`x${rep.multiplier}`);
    if (match.held > 0 && rep.result !== 'litige' && rep.result !== 'passed') seen.add('held-awarded');
    session = G.settle(session, o);
    match = refSettle(match, want, target);
    expect(session.totals).toEqual(match.totals);
    expect(session.dealer).toBe(match.dealer);
    expect(session.finished).toBe(match.finished);
    expect(session.winner).toBe(match.winner);
    expect((session as unknown as { litige: number }).litige).toBe(match.held);
    if (match.finished) seen.add('finished');
  }
  return deals;
}

describe('the engine agrees with a reference written from RULES.md', () => {
  for (const variant of VARIANTS) {
    test(`${variant.name}: seat, phase, legal actions and refusals at every step, every replay field of each deal, totals and the match's end (BE-1 … BE-18${variant.name.includes('annonces') ? ', BE-A1 … BE-A4' : ''}${variant.name === 'contree' ? ', BE-C1 … BE-C7' : ''})`, () => {
      const seen = new Set<string>();
      let deals = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          deals += playMatch(seed, variant, seen);
        }),
        { numRuns: 200 },
      );
      expect(deals).toBeGreaterThanOrEqual(600);
      // Random play reaches every kind of ending.
      const wanted =
        variant.rules.ruleset === 'contree'
          ? ['made', 'dedans', 'passed', 'x2', 'x4', 'surcontre', 'belote', 'finished']
          : ['made', 'dedans', 'litige', 'passed', 'belote', 'finished', 'held-awarded'];
      if (variant.name.includes('annonces')) wanted.push('announcements');
      for (const x of wanted) expect(seen.has(x), x).toBe(true);
    });
  }
});

test('the reference deals the pack of RULES.md BE-1', () => {
  expect([...PACK].sort()).toEqual(ENGINE_PACK.map(code).sort());
  expect(PACK.every((c) => parseCard('french', c) !== undefined)).toBe(true);
});
