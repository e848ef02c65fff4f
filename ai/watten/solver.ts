/**
 * Open-cards search for Watten: every hand known (the oracle's true deal, or one world sampled by the searching
 * players). The search is the kit's (ai/search/alphabeta.ts); this file is Watten's rules adapter.
 *
 * The value of a position is whether a fixed side `me` wins the deal's tricks: 1 when it takes three tricks
 * first (WA-10), 0 when the other side does. Only the trick count matters in Watten (no card points), so the
 * values are two and one null-window search gives the exact value. Raising is not searched here: the players
 * (pimc.ts) turn the chance of winning into raise, hold and fold decisions. Partnerships: the side `me` maximises
 * at each of its two seats' turns and the other side minimises at theirs.
 *
 * The rules are re-stated on a lean state for speed, from the engine's card classes (engine/watten/cards.ts):
 * a card's power in a trick (the Rechte above the Linke, a Linke above every trump and kept by the first played,
 * the trumps in WA-6 order with the Weli lowest, a plain card only in the led suit), and WA-8's duty after a
 * trump or Rechte lead. solver.test.ts checks them against the engine's own `apply` with plain minimax.
 *
 * Only the cards still in the hands are searched: they are at most 20 (WA-3), relabelled 0..19 so that a hand is
 * a 20-bit mask and four hands fit the table's three key words.
 */
import type { Seat } from '../../engine/action.js';
import { type Card, rankOf, suitOf } from '../../engine/cards.js';
import { cardsOf, has } from '../../engine/cardset.js';
import type { Classes } from '../../engine/watten/cards.js';
import { DONE, MAX, MAX_PLY, MOVES, type Search, SearchOwner, type SearchRules, TABLE } from '../search/alphabeta.js';
import { Replacement } from '../search/table.js';

/** WA-10: three tricks win the deal. */
const WIN_AT = 3;

/** Power of the Rechte and of a Linke (WA-6); trumps are TRUMP_BASE + rank, the Weli TRUMP_BASE - 1. */
const RECHTE_POWER = 100;
const LINKE_POWER = 90;
const TRUMP_BASE = 50;

/** A row: the four hands (dense masks), the leader, cards on the table, tricks by side, the trick so far. */
const H = 0;
const LEADER = 4;
const ON_TABLE = 5;
const T0 = 6;
const T1 = 7;
/** The led card's suit when it is plain (else -1: no plain card can win the trick). */
const LED_SUIT = 8;
/** 1 when the led card is a trump or the Rechte (WA-8's duty). */
const LED_TRUMP = 9;
/** The power of the card winning the trick so far, and its seat. */
const BEST = 10;
const WINNER = 11;
const ROW = 12;

/** One world's position for the solver: the hands, the trick on the table, who led it, the tricks won by side. */
export interface OpenPosition {
  readonly classes: Classes;
  readonly hands: readonly number[];
  readonly table: readonly Card[];
  readonly leader: Seat;
  readonly sideTricks: readonly number[];
}

/** Watten's rules as the search reads them. */
class WattenRules implements SearchRules {
  /** The side whose win is worth 1. */
  me = 0;
  /** Per dense card: the engine's card, its base power, its suit when plain (-1 otherwise), whether a trump. */
  readonly cards = new Int32Array(20);
  private readonly power = new Int32Array(20);
  private readonly plainSuit = new Int32Array(20);
  /** Dense masks of the trumps, of the Schlag cards, of the leads that oblige (trumps and the Rechte). */
  private trumps = 0;
  private schlagCards = 0;
  private trumpLeads = 0;
  readonly rows = new Int32Array(MAX_PLY * ROW);
  private gen = 0;

  constructor(private readonly search: Search<WattenRules>) {}

  /** The power of an engine card (WA-6), and its suit when plain. */
  private static classify(c: Classes, card: Card): [number, number] {
    if (card === c.rechte) return [RECHTE_POWER, -1];
    if (has(c.linke, card)) return [LINKE_POWER, -1];
    if (has(c.trumps, card)) return [rankOf(card) < 8 ? TRUMP_BASE + rankOf(card) : TRUMP_BASE - 1, -1];
    return [rankOf(card) + 1, suitOf(card)];
  }

  /** Loads a position into row 0 (the deal not over); relabels the cards in the hands 0.. */
  setup(p: OpenPosition, me: number): void {
    this.me = me;
    this.gen = this.search.table.nextGeneration();
    const R = this.rows;
    let n = 0;
    this.trumps = 0;
    this.schlagCards = 0;
    this.trumpLeads = 0;
    this.cards.fill(-1);
    for (let seat = 0; seat < 4; seat++) {
      let dense = 0;
      for (const card of cardsOf(p.hands[seat]!)) {
        const [power, suit] = WattenRules.classify(p.classes, card);
        this.cards[n] = card;
        this.power[n] = power;
        this.plainSuit[n] = suit;
        if (has(p.classes.trumps, card)) this.trumps |= 1 << n;
        if (has(p.classes.schlagCards, card)) this.schlagCards |= 1 << n;
        if (has(p.classes.trumpLeads, card)) this.trumpLeads |= 1 << n;
        dense |= 1 << n;
        n++;
      }
      R[H + seat] = dense;
    }
    R[LEADER] = p.leader;
    R[ON_TABLE] = p.table.length;
    R[T0] = p.sideTricks[0]!;
    R[T1] = p.sideTricks[1]!;
    R[LED_SUIT] = -1;
    R[LED_TRUMP] = 0;
    R[BEST] = -1;
    R[WINNER] = p.leader;
    p.table.forEach((card, i) => {
      const [base, suit] = WattenRules.classify(p.classes, card);
      if (i === 0) {
        R[LED_SUIT] = suit;
        R[LED_TRUMP] = has(p.classes.trumpLeads, card) ? 1 : 0;
      }
      const power = suit < 0 ? base : suit === R[LED_SUIT] ? base : 0;
      if (power > R[BEST]!) {
        R[BEST] = power;
        R[WINNER] = (p.leader + i) % 4;
      }
    });
  }

  /** The seat to play at `ply`. */
  turn(ply: number): Seat {
    const r = ply * ROW;
    return (this.rows[r + LEADER]! + this.rows[r + ON_TABLE]!) % 4;
  }

  settle(ply: number): number {
    const r = ply * ROW;
    const seat = this.turn(ply);
    const max = seat % 2 === this.me ? MAX : 0;
    this.search.kind = this.rows[r + ON_TABLE] === 0 ? TABLE | max : max;
    return NaN;
  }

  key(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const h3 = R[r + H + 3]!;
    const k0 = R[r + H]! | ((h3 & 0xfff) << 20);
    const k1 = R[r + H + 1]! | ((h3 >>> 12) << 20) | (R[r + LEADER]! << 28) | (R[r + T0]! << 30);
    const k2 = R[r + H + 2]! | (R[r + T1]! << 20);
    const search = this.search;
    search.k0 = k0;
    search.k1 = k1;
    search.k2 = k2;
    search.owner = this.gen;
    search.depth = 0;
    let x = Math.imul(k0 ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(k1, 0x85ebca6b) ^ Math.imul(k2, 0xc2b2ae35);
    x ^= x >>> 15;
    x = Math.imul(x, 0x27d4eb2d);
    x ^= x >>> 13;
    return x >>> 1;
  }

  /** The leader's cards, the stored best first, then the strongest. */
  leads(ply: number, best: number): number {
    const r = ply * ROW;
    const hand = this.rows[r + H + this.rows[r + LEADER]!]!;
    const base = ply * MOVES;
    let n = 0;
    for (let m = hand; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      this.search.insertMove(base, n++, c, c === best ? 1000 : this.power[c]!);
    }
    return n;
  }

  /** The cards the seat on turn may add (WA-8): winning cards first, cheapest first; else the cheapest. */
  moves(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const seat = this.turn(ply);
    let hand = R[r + H + seat]!;
    if (R[r + LED_TRUMP] === 1 && (hand & this.trumps) !== 0) hand &= this.trumps | this.schlagCards;
    const partnerWins = (R[r + WINNER]! - seat) % 2 === 0;
    const best = R[r + BEST]!;
    const base = ply * MOVES;
    let n = 0;
    for (let m = hand; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const power = this.powerIn(r, c);
      const s = !partnerWins && power > best ? 500 - power : 200 - power;
      this.search.insertMove(base, n++, c, s);
    }
    return n;
  }

  private powerIn(r: number, c: number): number {
    const suit = this.plainSuit[c]!;
    return suit < 0 || suit === this.rows[r + LED_SUIT] ? this.power[c]! : 0;
  }

  lead(ply: number, c: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const n = r + ROW;
    for (let i = 0; i < ROW; i++) R[n + i] = R[r + i]!;
    const leader = R[r + LEADER]!;
    R[n + H + leader] = R[r + H + leader]! & ~(1 << c);
    R[n + ON_TABLE] = 1;
    R[n + LED_SUIT] = this.plainSuit[c]!;
    R[n + LED_TRUMP] = (this.trumpLeads >>> c) & 1;
    R[n + BEST] = this.power[c]!;
    R[n + WINNER] = leader;
    this.search.kind = (leader + 1) % 2 === this.me ? MAX : 0;
    return 0;
  }

  play(ply: number, c: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const n = r + ROW;
    for (let i = 0; i < ROW; i++) R[n + i] = R[r + i]!;
    const seat = this.turn(ply);
    R[n + H + seat] = R[r + H + seat]! & ~(1 << c);
    const power = this.powerIn(r, c);
    // WA-9: a card takes the trick only by more power; the first Linke keeps it against a later one.
    if (power > R[r + BEST]!) {
      R[n + BEST] = power;
      R[n + WINNER] = seat;
    }
    const onTable = R[r + ON_TABLE]! + 1;
    if (onTable < 4) {
      R[n + ON_TABLE] = onTable;
      this.search.kind = (seat + 1) % 2 === this.me ? MAX : 0;
      return 0;
    }
    const winner = R[n + WINNER]!;
    const side = winner % 2;
    const tricks = R[r + T0 + side]! + 1;
    if (tricks >= WIN_AT) {
      // WA-10: the deal ends at a side's third trick.
      this.search.kind = DONE;
      this.search.value = side === this.me ? 1 : 0;
      return 0;
    }
    R[n + T0 + side] = tricks;
    R[n + LEADER] = winner;
    R[n + ON_TABLE] = 0;
    R[n + LED_SUIT] = -1;
    R[n + LED_TRUMP] = 0;
    R[n + BEST] = -1;
    this.search.kind = TABLE | (side === this.me ? MAX : 0);
    return 0;
  }
}

/** The open-cards solver of Watten: whether a side wins the deal's tricks from a position, for each card. */
export class Solver extends SearchOwner<WattenRules> {
  constructor(ttBits = 16) {
    // A new generation every search (each world has its own cards): the split layout (table.ts).
    super(
      'watten',
      { bucketBits: ttBits - 1, replacement: Replacement.KeepCurrent, layout: 'split', values: 'integers' },
      (search) => new WattenRules(search),
    );
  }

  /** Whether `side` wins the tricks with best play by all four seats (1) or not (0), from `p`. */
  value(p: OpenPosition, side: number): number {
    this.search.aborted = false;
    this.rules.setup(p, side);
    return this.search.search(0, 0, 1) >= 1 ? 1 : 0;
  }

  /**
   * For each of `cards` (the seat on turn's, each legal), whether `side` wins after it is played, all four
   * seats then playing best.
   */
  cardValues(p: OpenPosition, side: number, cards: readonly Card[]): number[] {
    this.search.aborted = false;
    const rules = this.rules;
    rules.setup(p, side);
    const first = rules.rows[ON_TABLE] === 0;
    return cards.map((card) => {
      const dense = rules.cards.indexOf(card);
      if (first) rules.lead(0, dense);
      else rules.play(0, dense);
      return this.search.played(1, 0, 1) >= 1 ? 1 : 0;
    });
  }
}

/** One solver per process: its table is allocated once and invalidated per search. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver());
