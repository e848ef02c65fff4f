/**
 * Perfect-information alpha-beta for Bohemian Schneider: both hands and the talon order are known. The search is
 * the kit's (ai/search/alphabeta.ts); this file is Bohemian Schneider's rules adapter. The cards are the engine's
 * codes, all below 32 (BS-1's pack), so a hand is a 32-bit mask of them as it is.
 *
 * The value of a position is the number of honours a fixed seat (`me`) will still take. Under perfect
 * information that is all the objective needs: the deal's result for `me` (game points, ties broken by the
 * honour difference, BS-10 / BS-V1 / BS-V4) is a strictly increasing function of `me`'s final honours,
 * and minimax commutes with a strictly increasing map, so maximising future honours picks exactly the
 * moves that maximise game points and then the difference. It also makes the value of a position
 * independent of the honours taken before it, so the transposition table key needs no history:
 * (both hands, leader, number of talon cards drawn) at trick boundaries, with the talon fixed per search.
 *
 * With a depth limit (while the talon lasts the whole deal is too deep), the leaves are scored by
 * `evaluate`: the honours still out split by a small model of who keeps which honour.
 */
import type { Seat } from '../../engine/action.js';
import { bohemianSchneider } from '../../engine/bohemian-schneider/index.js';
import type { Card, Suit } from '../../engine/cards.js';
import { type Mask, popcount, suitMask } from '../../engine/cardset.js';
import {
  DONE,
  INF,
  MAX,
  MAX_PLY,
  MOVES,
  type Search,
  SearchOwner,
  type SearchRules,
  TABLE,
} from '../search/alphabeta.js';
import { Replacement, twoHandHash } from '../search/table.js';
import type { RulesInfo } from './rules.js';
import { type EvalWeights, weightsFor } from './weights.js';

/** A depth that always reaches the end of the deal. */
export const EXACT = 99;

/**
 * A row of the per-ply positions: both hands, the leader, the talon cards drawn since `setup`, the tricks left
 * to search before the leaf model (at a boundary, no more than the deal has left) and the card led (-1 at a trick
 * boundary, where the leader decides: a table node).
 */
const H0 = 0;
const H1 = 1;
const LEADER = 2;
const DRAWN = 3;
const DEPTH = 4;
const LED = 5;
const ROW = 8;

/** The adapter's generations wrap here (they are part of the table's key, 26 bits of it). */
const GENERATIONS = 0x3ffffff;

/** Bohemian Schneider's rules as the search reads them: one position per row of `rows`. */
class SchneiderRules implements SearchRules {
  info!: RulesInfo;
  me: Seat = 0;
  trumpSuit = -1;
  private trumpMask = 0;
  honours = 0;
  honourOf: Uint8Array = new Uint8Array(32);
  private followSuit = false;
  beaters: Int32Array = new Int32Array(32);
  catches: Int32Array = new Int32Array(32);
  private readonly talon = new Int8Array(24);
  talonLen = 0;
  /** talonRest[d]: the talon cards not drawn once d have been drawn. */
  readonly talonRest = new Int32Array(25);
  /** The leaf model's weights. */
  weights!: EvalWeights;
  /** The search's generation, in the key (the table's own owner is 16 bits of it, table.ts). */
  private gen = 0;
  readonly rows = new Int32Array(MAX_PLY * ROW);

  constructor(private readonly search: Search<SchneiderRules>) {}

  setup(info: RulesInfo, trumpSuit: number, talon: readonly Card[], me: Seat, weights: EvalWeights): void {
    if (info !== this.info) {
      this.info = info;
      this.honours = info.honours;
      this.honourOf = info.honourOf;
      this.followSuit = info.followSuit;
      this.beaters = info.beaters;
      this.catches = info.catches;
    }
    this.weights = weights;
    this.me = me;
    this.trumpSuit = trumpSuit;
    this.trumpMask = trumpSuit >= 0 ? suitMask(trumpSuit as Suit) | 0 : 0;
    this.talonLen = talon.length;
    for (let i = 0; i < talon.length; i++) this.talon[i] = talon[i]!;
    this.talonRest[talon.length] = 0;
    for (let i = talon.length - 1; i >= 0; i--) this.talonRest[i] = this.talonRest[i + 1]! | (1 << talon[i]!);
    // A new generation invalidates every table entry at once.
    if (++this.gen > GENERATIONS) {
      this.gen = 1;
      this.search.table.clear();
    }
    this.search.owner = this.search.table.nextGeneration();
  }

  /** Loads a position into row 0. */
  load(h0: number, h1: number, leader: Seat, led: Card, depth: number): void {
    const R = this.rows;
    R[H0] = h0;
    R[H1] = h1;
    R[LEADER] = leader;
    R[DRAWN] = 0;
    R[DEPTH] = depth;
    R[LED] = led;
  }

  settle(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    if (R[r + LED]! < 0) {
      this.classify(r);
      return (this.search.kind & DONE) !== 0 ? this.search.value : NaN;
    }
    this.search.kind = 1 - R[r + LEADER]! === this.me ? MAX : 0;
    return NaN;
  }

  /**
   * A trick boundary's kind: the deal over (0 honours to come), the depth reached (the leaf model's estimate), or
   * a table node, its depth cut to the tricks the deal has left.
   */
  private classify(r: number): void {
    const R = this.rows;
    const h0 = R[r + H0]!;
    const h1 = R[r + H1]!;
    const search = this.search;
    const all = h0 | h1;
    if (all === 0) {
      search.kind = DONE;
      search.value = 0;
      return;
    }
    const drawn = R[r + DRAWN]!;
    const remaining = (popcount(all >>> 0) + this.talonLen - drawn) >> 1;
    let depth = R[r + DEPTH]!;
    if (depth > remaining) R[r + DEPTH] = depth = remaining;
    if (depth <= 0) {
      search.kind = DONE;
      search.value = this.evaluate(h0, h1, R[r + LEADER]!, drawn);
      return;
    }
    search.kind = TABLE | (R[r + LEADER] === this.me ? MAX : 0);
  }

  key(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const h0 = R[r + H0]!;
    const h1 = R[r + H1]!;
    const meta = R[r + LEADER]! | (R[r + DRAWN]! << 1) | (this.gen << 6) | 0;
    const search = this.search;
    search.k0 = h0;
    search.k1 = h1;
    search.k2 = meta;
    search.depth = R[r + DEPTH]!;
    return twoHandHash(h0, h1, meta);
  }

  /** The leader's cards in search order (one of each class of equivalent cards); returns their count. */
  leads(ply: number, ttBest: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const h0 = R[r + H0]!;
    const h1 = R[r + H1]!;
    const leader = R[r + LEADER]!;
    const lh = leader === 0 ? h0 : h1;
    const rh = leader === 0 ? h1 : h0;
    let m = this.reps(lh, rh | this.talonRest[R[r + DRAWN]!]!);
    const base = ply * MOVES;
    let n = 0;
    while (m !== 0) {
      const low = m & -m;
      const c = 31 - Math.clz32(low);
      m ^= low;
      const hon = this.honourOf[c]!;
      let s: number;
      if (c === ttBest) s = 1000;
      else if (!this.beatable(c, rh)) s = hon ? 500 + (c & 7) : 400 - (c & 7);
      else s = hon ? 100 + (c & 7) : 300 - (c & 7);
      this.search.insertMove(base, n++, c, s);
    }
    return n;
  }

  /** The responder's answers to the card led, in search order (one of each class); returns their count. */
  moves(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const led = R[r + LED]!;
    const h0 = R[r + H0]!;
    const h1 = R[r + H1]!;
    const leader = R[r + LEADER]!;
    const rh = leader === 0 ? h1 : h0;
    const lh = leader === 0 ? h0 : h1;
    let legal = rh;
    if (this.followSuit) {
      const follow = rh & (0xff << ((led >> 3) << 3));
      if (follow !== 0) legal = follow;
    }
    let m = this.reps(legal, lh | this.talonRest[R[r + DRAWN]!]! | (1 << led));
    const base = ply * MOVES;
    const ledHon = this.honourOf[led]!;
    let n = 0;
    while (m !== 0) {
      const low = m & -m;
      const a = 31 - Math.clz32(low);
      m ^= low;
      const hon = this.honourOf[a]!;
      const win = a >> 3 !== led >> 3 ? a >> 3 === this.trumpSuit : ((this.beaters[led]! >> a) & 1) !== 0;
      let s: number;
      if (win) s = 500 + 50 * (ledHon + hon) - (a & 7) - (a >> 3 === this.trumpSuit ? 8 : 0);
      else s = hon ? 100 - (a & 7) : 300 - (a & 7);
      this.search.insertMove(base, n++, a, s);
    }
    return n;
  }

  /** The leader leads `c`: it leaves the hand and waits for the answer. */
  lead(ply: number, c: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const n = r + ROW;
    const leader = R[r + LEADER]!;
    const cb = 1 << c;
    R[n + H0] = leader === 0 ? R[r + H0]! & ~cb : R[r + H0]!;
    R[n + H1] = leader === 1 ? R[r + H1]! & ~cb : R[r + H1]!;
    R[n + LEADER] = leader;
    R[n + DRAWN] = R[r + DRAWN]!;
    R[n + DEPTH] = R[r + DEPTH]!;
    R[n + LED] = c;
    this.search.kind = 1 - leader === this.me ? MAX : 0;
    return 0;
  }

  /** The answer `a` to the card led: the trick's winner takes it and draws first. Returns the honours I take. */
  play(ply: number, a: number): number {
    const R = this.rows;
    const r = ply * ROW;
    let h0 = R[r + H0]!;
    let h1 = R[r + H1]!;
    const leader = R[r + LEADER]!;
    const led = R[r + LED]!;
    let drawn = R[r + DRAWN]!;
    const responder = 1 - leader;
    const ab = 1 << a;
    if (responder === 0) h0 &= ~ab;
    else h1 &= ~ab;
    // BS-7 / BS-C1 / BS-V3, from the engine's trick winner (rules.ts).
    const win = a >> 3 !== led >> 3 ? a >> 3 === this.trumpSuit : ((this.beaters[led]! >> a) & 1) !== 0;
    const winner = win ? responder : leader;
    const gain = winner === this.me ? this.honourOf[led]! + this.honourOf[a]! : 0;
    if (drawn < this.talonLen) {
      const first = 1 << this.talon[drawn]!;
      const second = 1 << this.talon[drawn + 1]!;
      if (winner === 0) {
        h0 |= first;
        h1 |= second;
      } else {
        h1 |= first;
        h0 |= second;
      }
      drawn += 2;
    }
    const n = r + ROW;
    R[n + H0] = h0;
    R[n + H1] = h1;
    R[n + LEADER] = winner;
    R[n + DRAWN] = drawn;
    R[n + DEPTH] = R[r + DEPTH]! - 1;
    R[n + LED] = -1;
    this.classify(n);
    return gain;
  }

  /** One representative of each class of equivalent cards of `hand` (see `representatives`). */
  private reps(hand: number, outside: number): number {
    return representatives(this.info, this.trumpSuit, hand >>> 0, outside >>> 0);
  }

  /** Can the responder's hand `rh` win against the lead `c`? */
  private beatable(c: Card, rh: number): boolean {
    const same = rh & (0xff << ((c >> 3) << 3));
    if (this.followSuit && same !== 0) return (same & this.beaters[c]!) !== 0;
    if ((rh & this.beaters[c]!) !== 0) return true;
    return c >> 3 !== this.trumpSuit && (rh & this.trumpMask) !== 0;
  }

  /**
   * Leaf score: the honours `me` is expected to still take. The honours still out are split evenly, then the
   * split moves by the weighted difference of the two hands' features (`features`) and the lead (weights.ts).
   */
  evaluate(h0: number, h1: number, leader: Seat, drawn: number): number {
    const f = this.features(h0, h1, leader, drawn);
    const w = this.weights;
    const edge =
      w.safeHonour * f[0]! +
      w.unsafeHonour * f[1]! +
      w.safeLow * f[2]! +
      w.trump * f[3]! +
      w.catcher * f[4]! +
      w.leadPerHonour * f[5]!;
    const out = f[6]!;
    let v = out / 2 + edge;
    if (v < 0) v = 0;
    else if (v > out) v = out;
    return v;
  }

  private readonly feats = new Float64Array(7);

  /**
   * The leaf model's features for `me` at a trick boundary, as differences mine minus theirs, in the order
   * of FEATURES (weights.ts) (the lead as +-honours still out), then the honours still out. The array is reused.
   */
  features(h0: number, h1: number, leader: Seat, drawn: number): Float64Array {
    const f = this.feats;
    f.fill(0);
    const talon = this.talonRest[drawn]!;
    const out = popcount(((h0 | h1 | talon) & this.honours) >>> 0);
    const mine = this.me === 0 ? h0 : h1;
    const theirs = this.me === 0 ? h1 : h0;
    this.handFeatures(mine, theirs | talon, 1);
    this.handFeatures(theirs, mine | talon, -1);
    f[5] = leader === this.me ? out : -out;
    f[6] = out;
    return f;
  }

  private handFeatures(hand: number, outside: number, sign: number): void {
    const f = this.feats;
    const trumpsOut = (outside & this.trumpMask) !== 0;
    const outsideHonours = outside & this.honours;
    let safeHonour = 0;
    let unsafeHonour = 0;
    let safeLow = 0;
    let trumps = 0;
    let catchers = 0;
    let m = hand;
    while (m !== 0) {
      const low = m & -m;
      const c = 31 - Math.clz32(low);
      m ^= low;
      const trump = c >> 3 === this.trumpSuit;
      const safe = (this.beaters[c]! & outside) === 0 && (!trumpsOut || trump);
      if (this.honourOf[c]) {
        if (safe) safeHonour++;
        else unsafeHonour++;
      } else if (safe) safeLow++;
      if (trump) trumps++;
      if ((this.catches[c]! & outsideHonours) !== 0) catchers++;
    }
    f[0] = f[0]! + sign * safeHonour;
    f[1] = f[1]! + sign * unsafeHonour;
    f[2] = f[2]! + sign * safeLow;
    f[3] = f[3]! + sign * trumps;
    f[4] = f[4]! + sign * catchers;
  }
}

/** The open-cards solver of one process or test: a search context with Bohemian Schneider's rules. */
export class Solver extends SearchOwner<SchneiderRules> {
  /** The leaf model's weights: the rules family's fitted ones unless `weightsOverride` is set. */
  weightsOverride: EvalWeights | null = null;

  constructor(ttBits = 16) {
    // Two entries a bucket, 2^ttBits in all; a new generation every search, so the split layout (table.ts).
    super(
      bohemianSchneider.id,
      {
        bucketBits: ttBits - 1,
        replacement: Replacement.Deeper,
        layout: 'split',
        values: 'fractions',
      },
      (search) => new SchneiderRules(search),
    );
  }

  /** The leaf model's weights of the current setup. */
  get weights(): EvalWeights {
    return this.rules.weights;
  }

  /** Fixes the deal for the searches that follow: rules, trump suit (-1 if none), remaining talon, seat. */
  setup(info: RulesInfo, trumpSuit: number, talon: readonly Card[], me: Seat): void {
    this.search.aborted = false;
    this.rules.setup(info, trumpSuit, talon, me, this.weightsOverride ?? weightsFor(info));
  }

  /**
   * The value for `me` (honours `me` still takes, the current trick included) of each of `moves`, played
   * by the seat to move in the position: hands by seat, leader, led card (-1 when the table is empty).
   * `depth` counts tricks to complete before the leaves (EXACT: to the end of the deal).
   */
  moveValues(hands: readonly Mask[], leader: Seat, led: Card, moves: readonly Card[], depth: number): number[] {
    const rules = this.rules;
    const out: number[] = [];
    for (const m of moves) {
      rules.load(hands[0]! | 0, hands[1]! | 0, leader, led, depth);
      if (led < 0) rules.lead(0, m);
      else {
        const gain = rules.play(0, m);
        if ((this.search.kind & DONE) !== 0) {
          out.push(gain + this.search.value);
          continue;
        }
        out.push(gain + this.search.played(1, -INF - gain, INF - gain));
        continue;
      }
      out.push(this.search.played(1, -INF, INF));
    }
    return out;
  }

  /** The value for `me` of the position with the table empty. */
  value(hands: readonly Mask[], leader: Seat, depth: number): number {
    this.rules.load(hands[0]! | 0, hands[1]! | 0, leader, -1, depth);
    return this.search.search(0, -INF, INF);
  }

  /** The leaf model's features (see SchneiderRules.features), for fitting its weights. */
  features(h0: number, h1: number, leader: Seat, drawn: number): Float64Array {
    return this.rules.features(h0, h1, leader, drawn);
  }

  /** The leaf model's score of a boundary position. */
  evaluate(h0: number, h1: number, leader: Seat, drawn: number): number {
    return this.rules.evaluate(h0, h1, leader, drawn);
  }
}

/**
 * One representative (the lowest) of each class of interchangeable cards in `hand`, as a mask. `outside`
 * holds every card that can still meet them in a trick (the other hand, the talon, a led card). Cards
 * with the same honour value are interchangeable when no outside card tells them apart:
 * - "Passive" cards, which no outside card beats and which beat no outside card, win when led and lose
 *   when answering, except by their suit's trump status (BS-V3). So passive cards of one suit are
 *   interchangeable, and without the duty to follow suit (BS-V2) passive cards of any suits with the same
 *   trump status are too.
 * - BS-C1 (any higher card wins): cards of one suit with no outside card ranking between them.
 */
export function representatives(info: RulesInfo, trumpSuit: number, hand: Mask, outside: Mask): Mask {
  let keep = 0;
  let seen = 0; // bit per class key of passive cards
  let active = 0;
  const acrossSuits = !info.followSuit;
  let m = hand;
  while (m !== 0) {
    const low = m & -m;
    const c = 31 - Math.clz32(low);
    m ^= low;
    if ((info.beaters[c]! & outside) !== 0 || (info.catches[c]! & outside) !== 0) {
      active |= low;
      continue;
    }
    const suitKey = acrossSuits ? (c >> 3 === trumpSuit ? 4 : 5) : c >> 3;
    const key = 1 << ((suitKey << 1) | info.honourOf[c]!);
    if ((seen & key) === 0) {
      seen |= key;
      keep |= low;
    }
  }
  if (info.nextRankOnly) return (keep | active) >>> 0;
  // BS-C1: within a suit, runs of active cards with no outside card between them and one honour value.
  for (let s = 0; s < 4; s++) {
    let prevHon = -1;
    for (let c = s * 8; c < s * 8 + 8; c++) {
      if ((outside >>> c) & 1) prevHon = -1;
      else if ((active >>> c) & 1) {
        const h = info.honourOf[c]!;
        if (h !== prevHon) {
          keep |= 1 << c;
          prevHon = h;
        }
      }
    }
  }
  return keep >>> 0;
}
