/**
 * Open-cards (perfect-information) Schafkopf solver: every hand is known, both sides play best.
 *
 * It is the core of the strong bot (perfect-information Monte Carlo: sample the hidden cards, solve each
 * sample). The value of a position is the card points the declarer's side takes from there on, the cards on
 * the table included. A Tout is played by the same rules as its Solo or Wenz here: its card points do not
 * score, so ask `winsAllTricks` for it.
 *
 * How it is fast (docs/ai.md says what each idea was worth; the times are from bench/schafkopf/solver.ts):
 * - Cards are relabelled per contract so that each effective suit is a contiguous run of bits in power
 *   order, trumps on top: the trick winner is the highest card among the led suit and the trumps.
 * - Fail-soft alpha-beta over single card plays, with principal-variation search (null windows after the
 *   first move). `reaches` is one null-window search.
 * - Equivalent cards: two cards of one block (the same effective suit, the same card points, adjacent in
 *   power among the cards still in play) held by one seat lead to the same value, so only one is tried.
 * - Trick boundaries are canonicalised: within each block the remaining cards are relabelled onto the block's
 *   top cards, keeping their order and owners. Equivalent positions then share one cache entry.
 * - A transposition table at trick boundaries: an `Int32Array` of 16-byte entries (the remaining cards, two
 *   owner masks, then bounds, best move and tag in one word), two per bucket, a fixed size, allocated once.
 *   A position's value does not depend on the root, so entries stay valid between calls with the same
 *   contract, sides and called Ace: the questions about one deal, and the samples of one decision, share it.
 * - Sure points at trick boundaries: the side holding the highest remaining trumps wins a trick with each
 *   of them that one seat holds, and every seat adds a card to each of those tricks (a cheap bound).
 * - Move ordering: the stored best move; leads that no opponent can beat, then leads the partner's side
 *   projects to win; the cheapest card that takes the trick for good; points onto a partner's trick that
 *   holds; else the lowest discard.
 * - The second-to-last trick is searched by a lean routine (no cache, no ordering); the last is evaluated.
 */
import type { Card } from '../../engine/cards.js';
import { type ContractRules, type SchafkopfState, CONTRACTS, cardPoints } from '../../engine/schafkopf/index.js';

export interface OpenPosition {
  /** CONTRACTS[bid] from engine/schafkopf.ts. */
  readonly contract: ContractRules;
  /** 4 masks: each seat's remaining cards. */
  readonly hands: readonly number[];
  /** The seat that led (or will lead) the current trick. */
  readonly leader: number;
  /** Cards already played to the current trick, leader's first (0..3 cards). */
  readonly table: readonly number[];
  /** Bit p set when seat p is on the declarer's side (declarer + partner in Rufer). */
  readonly declarerSide: number;
  /**
   * Rufer: the called Ace card if its suit's duties still matter, else -1. They are over once the Ace has
   * been played, and once a trick led in the called suit is complete (the holder then played the Ace or ran
   * away).
   */
  readonly calledAce: number;
  /**
   * SK-16…18 state: has the called suit already been led this deal? Either reading of the trick on the table
   * works (the engine's `calledSuitFirstLed >= 0`, or earlier tricks only): with `calledAce >= 0`, a current
   * trick led in the called suit is its first lead, so its holder must play the Ace (SK-16).
   */
  readonly calledSuitLed: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Per-context tables (contract, sides, called Ace, scoring mode). An internal card is a bit position 0..31.

const IX_OF_CARD = new Int32Array(32);
const CARD_OF_IX = new Int32Array(32);
/** The internal mask of each internal card's effective suit. */
const SUIT = new Int32Array(32);
/** Points of each internal card (1 each when counting tricks: then a trick is worth 4). */
const PTS = new Int32Array(32);
/** The cards of the same block strictly above each internal card. */
const BLOCK_ABOVE = new Int32Array(32);
/** The bits strictly above each index. */
const ABOVE = new Int32Array(32);
for (let i = 0; i < 31; i++) ABOVE[i] = ~((1 << (i + 1)) - 1);
/** 1 when the seat is on the declarer's side. */
const SIDE = new Int32Array(4);
/** The blocks of more than one card: their masks and top index, for the canonical relabelling. */
const BLOCK_MASK = new Int32Array(32);
const BLOCK_HI = new Int32Array(32);
let blockCount = 0;
/** The cards worth each distinct point value, ascending, and those values (for the sure points). */
const CLASS_MASK = new Int32Array(8);
const CLASS_PTS = new Int32Array(8);
let TRUMPS = 0;
/** The called Ace (an internal bit) and the plain cards of its suit; 0 without a called Ace. */
let ACE_BIT = 0;
let CALLED = 0;

let ctxContract: ContractRules | null = null;
let ctxSide = -1;
let ctxAce = -2;
let ctxTricks = false;
/** The context's id in the cache tags, 1..MAX_CONTEXTS. */
let ctxId = 0;
const MAX_CONTEXTS = 511;
const ctxIds = new Map<string, number>();
let nextCtxId = 1;

function prepare(contract: ContractRules, declarerSide: number, calledAce: number, tricks: boolean): void {
  if (contract === ctxContract && declarerSide === ctxSide && calledAce === ctxAce && tricks === ctxTricks) return;
  ensureTable();
  const key = `${contract.bid}/${contract.trumps}/${contract.power.join(',')}/${declarerSide}/${calledAce}/${tricks}`;
  let id = ctxIds.get(key);
  if (id === undefined) {
    if (nextCtxId > MAX_CONTEXTS) resetSolverCache();
    id = nextCtxId++;
    ctxIds.set(key, id);
  }
  ctxId = id;
  ctxContract = contract;
  ctxSide = declarerSide;
  ctxAce = calledAce;
  ctxTricks = tricks;

  // Effective suits in index order: the plain suits 0..3, then the trumps; each in ascending power.
  let next = 0;
  for (let s = 0; s <= 4; s++) {
    const cards: Card[] = [];
    for (let c = 0; c < 32; c++) if ((contract.effectiveSuits[s]! >>> c) & 1) cards.push(c);
    cards.sort((a, b) => contract.power[a]! - contract.power[b]!);
    const first = next;
    for (const c of cards) {
      IX_OF_CARD[c] = next;
      CARD_OF_IX[next] = c;
      PTS[next] = tricks ? 1 : cardPoints(c); // SK-2
      next++;
    }
    let mask = 0;
    for (let i = first; i < next; i++) mask |= 1 << i;
    for (let i = first; i < next; i++) SUIT[i] = mask;
    if (s === 4) TRUMPS = mask;
  }
  if (next !== 32) throw new RangeError('the contract does not cover the 32 cards');
  const aceIx = calledAce >= 0 ? IX_OF_CARD[calledAce]! : -1;
  ACE_BIT = aceIx >= 0 ? 1 << aceIx : 0;
  CALLED = aceIx >= 0 ? SUIT[aceIx]! : 0;
  if ((CALLED & TRUMPS) !== 0) throw new RangeError('the called Ace must be a plain card');

  // Blocks: runs of one effective suit with equal points; the called Ace stands alone (its duties).
  blockCount = 0;
  let start = 0;
  for (let i = 1; i <= 32; i++) {
    if (i < 32 && SUIT[i] === SUIT[start] && PTS[i] === PTS[start] && i !== aceIx && i - 1 !== aceIx) continue;
    let mask = 0;
    for (let j = start; j < i; j++) mask |= 1 << j;
    for (let j = start; j < i; j++) BLOCK_ABOVE[j] = mask & ABOVE[j]!;
    if (i - start > 1) {
      BLOCK_MASK[blockCount] = mask;
      BLOCK_HI[blockCount] = i - 1;
      blockCount++;
    }
    start = i;
  }
  for (let p = 0; p < 4; p++) SIDE[p] = (declarerSide >> p) & 1;
  const values = [...new Set(PTS)].sort((a, b) => a - b);
  CLASS_MASK.fill(0);
  values.forEach((v, k) => {
    CLASS_PTS[k] = v;
    for (let i = 0; i < 32; i++) if (PTS[i] === v) CLASS_MASK[k] = CLASS_MASK[k]! | (1 << i);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Transposition table: buckets of two 4-word entries [remaining cards, owners bit 0, owners bit 1, meta],
// meta = lower (7 bits) | upper << 7 | (best move + 1, or 0) << 14 | tag << 20,
// tag = context id << 3 | duty << 2 | leader. Values are the declarer side's points from the boundary on.

const TT_BUCKET_BITS = 18; // 2^18 buckets of 32 bytes: 8 MiB
const TT_MASK = (1 << TT_BUCKET_BITS) - 1;
let tt = new Int32Array(0);

function ensureTable(): void {
  if (tt.length === 0) {
    tt = new Int32Array(8 << TT_BUCKET_BITS);
    tt.fill(0); // touch the pages once, up front
  }
}

/** Forgets every stored position (the table keeps its memory). */
export function resetSolverCache(): void {
  if (tt.length !== 0) tt.fill(0);
  ctxIds.clear();
  nextCtxId = 1;
  ctxContract = null;
}

// ---------------------------------------------------------------------------------------------------------
// Search state.

const hands = new Int32Array(4);
let leader = 0;
/** The number of cards on the table in the current trick. */
let pos = 0;
/** The offset of the current trick in the per-trick arrays (4 per trick). */
let tb = 0;
/** Whether the called-Ace duties are in force: the Ace is held and its suit was not led before this trick. */
let duty = 0;
/** Whether the current trick is the called suit's first lead (SK-16). */
let dutyTrick = 0;
/** The points in the hands, and on the table. */
let remPts = 0;
let trickPts = 0;
let tableMask = 0;
const tcard = new Int32Array(48);
/** The winning card and seat of the trick after each card. */
const winC = new Int32Array(48);
const winS = new Int32Array(48);
const moveBuf = new Int32Array(48 * 8);
const scoreBuf = new Int32Array(48 * 8);
let nodes = 0;
/** The best move found by the last `expand`. */
let bestMove = -1;

function popcnt(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
/** The lowest set bit's index (written with ~m + 1, not -m: no int32 overflow for bit 31). */
const lowIx = (m: number): number => 31 - Math.clz32(m & (~m + 1));

/** The legal cards (internal mask) of seat p now, SK-15…18. */
function legal(p: number): number {
  const h = hands[p]!;
  if (pos === 0) {
    if (duty !== 0 && (h & ACE_BIT) !== 0) {
      const own = h & CALLED;
      // SK-18: leading the called suit means leading the Ace, unless he can run away (Ace and 3 more).
      if (popcnt(own) < 4) return h & ~(own & ~ACE_BIT);
    }
    return h;
  }
  const follow = h & SUIT[tcard[tb]!]!;
  if (duty !== 0 && (h & ACE_BIT) !== 0) {
    if (dutyTrick !== 0) return ACE_BIT; // SK-16
    if (follow === 0) return h === ACE_BIT ? h : h & ~ACE_BIT; // SK-17
  }
  return follow !== 0 ? follow : h; // SK-15
}

/** One card of each run of equivalent legal cards (the highest). */
function representatives(l: number): number {
  const present = hands[0]! | hands[1]! | hands[2]! | hands[3]! | tableMask;
  let r = 0;
  let m = l;
  while (m !== 0) {
    const low = m & (~m + 1);
    m ^= low;
    const above = present & BLOCK_ABOVE[31 - Math.clz32(low)]!;
    if (above === 0 || (above & (~above + 1) & l) === 0) r |= low;
  }
  return r;
}

/** Plays card c of seat p, searches on, takes it back: the declarer side's points from before the card. */
function child(p: number, c: number, alpha: number, beta: number): number {
  const b = 1 << c;
  const pts = PTS[c]!;
  hands[p] = hands[p]! ^ b;
  remPts -= pts;
  let v: number;
  if (pos === 3) {
    let ws = winS[tb + 2]!;
    if ((b & (SUIT[tcard[tb]!]! | TRUMPS)) !== 0 && c > winC[tb + 2]!) ws = p;
    const total = trickPts + pts;
    const gain = SIDE[ws] !== 0 ? total : 0;
    const sLeader = leader;
    const sDuty = duty;
    const sDutyTrick = dutyTrick;
    const sTable = tableMask;
    leader = ws;
    pos = 0;
    tb += 4;
    trickPts = 0;
    tableMask = 0;
    if (dutyTrick !== 0) duty = 0;
    dutyTrick = 0;
    v = gain + search(alpha - gain, beta - gain);
    tb -= 4;
    pos = 3;
    leader = sLeader;
    duty = sDuty;
    dutyTrick = sDutyTrick;
    trickPts = total - pts;
    tableMask = sTable;
  } else {
    const k = tb + pos;
    tcard[k] = c;
    if (pos === 0) {
      winC[k] = c;
      winS[k] = p;
      dutyTrick = duty !== 0 && (b & CALLED) !== 0 ? 1 : 0;
    } else if ((b & (SUIT[tcard[tb]!]! | TRUMPS)) !== 0 && c > winC[k - 1]!) {
      winC[k] = c;
      winS[k] = p;
    } else {
      winC[k] = winC[k - 1]!;
      winS[k] = winS[k - 1]!;
    }
    trickPts += pts;
    tableMask |= b;
    pos++;
    v = search(alpha, beta);
    pos--;
    tableMask ^= b;
    trickPts -= pts;
    if (pos === 0) dutyTrick = 0;
  }
  remPts += pts;
  hands[p] = hands[p]! ^ b;
  return v;
}

/** The last trick: one card each, all forced. */
function lastTrick(): number {
  const c0 = 31 - Math.clz32(hands[leader]!);
  const wins = SUIT[c0]! | TRUMPS;
  let w = leader;
  let wc = c0;
  let total = PTS[c0]!;
  for (let i = 1; i < 4; i++) {
    const p = (leader + i) & 3;
    const c = 31 - Math.clz32(hands[p]!);
    total += PTS[c]!;
    if (((1 << c) & wins) !== 0 && c > wc) {
      wc = c;
      w = p;
    }
  }
  return SIDE[w] !== 0 ? total : 0;
}

function search(alpha: number, beta: number): number {
  nodes++;
  if (pos === 0) {
    const h = hands[leader]!;
    if ((h & (h - 1)) === 0) return h === 0 ? 0 : lastTrick();
    if (remPts <= alpha) return remPts;
    if (beta <= 0) return 0;
    sureBounds();
    if (sureLo >= beta) return sureLo;
    if (sureHi <= alpha) return sureHi;
    const rest = h & (h - 1);
    if ((rest & (rest - 1)) === 0) return lean(alpha, beta); // two cards each
    return boundary(alpha, beta);
  }
  const most = remPts + trickPts;
  if (most <= alpha) return most;
  if (beta <= 0) return 0;
  const p = (leader + pos) & 3;
  const l = legal(p);
  const r = (l & (l - 1)) === 0 ? l : representatives(l);
  if ((r & (r - 1)) === 0) return child(p, lowIx(r), alpha, beta);
  return expand(p, r, alpha, beta, -1);
}

/** The second-to-last trick (two cards each): plain alpha-beta, no cache, no ordering. */
function lean(alpha: number, beta: number): number {
  nodes++;
  const p = (leader + pos) & 3;
  const max = SIDE[p] !== 0;
  let best = max ? -1 : 1000;
  let m = legal(p);
  while (m !== 0) {
    const low = m & (~m + 1);
    m ^= low;
    const c = 31 - Math.clz32(low);
    const pts = PTS[c]!;
    hands[p] = hands[p]! ^ low;
    let v: number;
    if (pos === 3) {
      let ws = winS[tb + 2]!;
      if ((low & (SUIT[tcard[tb]!]! | TRUMPS)) !== 0 && c > winC[tb + 2]!) ws = p;
      const sLeader = leader;
      leader = ws;
      v = (SIDE[ws] !== 0 ? trickPts + pts : 0) + lastTrick();
      leader = sLeader;
    } else {
      const k = tb + pos;
      tcard[k] = c;
      if (pos === 0) {
        winC[k] = c;
        winS[k] = p;
        dutyTrick = duty !== 0 && (low & CALLED) !== 0 ? 1 : 0;
      } else if ((low & (SUIT[tcard[tb]!]! | TRUMPS)) !== 0 && c > winC[k - 1]!) {
        winC[k] = c;
        winS[k] = p;
      } else {
        winC[k] = winC[k - 1]!;
        winS[k] = winS[k - 1]!;
      }
      trickPts += pts;
      pos++;
      v = lean(alpha, beta);
      pos--;
      trickPts -= pts;
      if (pos === 0) dutyTrick = 0;
    }
    hands[p] = hands[p]! ^ low;
    if (max) {
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    } else if (v < best) {
      best = v;
      if (v < beta) {
        beta = v;
        if (alpha >= beta) break;
      }
    }
  }
  return best;
}

/** The least points that j cards of hand h can be worth. */
function cheapest(h: number, j: number): number {
  let sum = 0;
  for (let k = 0; j > 0; k++) {
    const n = popcnt(h & CLASS_MASK[k]!);
    const take = n < j ? n : j;
    sum += take * CLASS_PTS[k]!;
    j -= take;
  }
  return sum;
}

/** Bounds on the declarer side's points from a trick boundary on, set by `sureBounds`. */
let sureLo = 0;
let sureHi = 0;

/**
 * Sure points at a trick boundary. The highest remaining trump wins its trick, and so do the following
 * trumps as long as one side holds them all (only that side's own trumps are above them). One seat's such
 * trumps fall in different tricks, and every seat adds a card to each of those tricks, at least its cheapest.
 */
function sureBounds(): void {
  sureLo = 0;
  sureHi = remPts;
  const h0 = hands[0]!;
  const h1 = hands[1]!;
  const h2 = hands[2]!;
  const h3 = hands[3]!;
  let m = (h0 | h1 | h2 | h3) & TRUMPS;
  if (m === 0) return;
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let p0 = 0;
  let p1 = 0;
  let p2 = 0;
  let p3 = 0;
  let side = -1;
  while (m !== 0) {
    const t = 31 - Math.clz32(m);
    const b = 1 << t;
    const q = (h0 & b) !== 0 ? 0 : (h1 & b) !== 0 ? 1 : (h2 & b) !== 0 ? 2 : 3;
    if (side < 0) side = SIDE[q]!;
    else if (SIDE[q] !== side) break;
    if (q === 0) {
      c0++;
      p0 += PTS[t]!;
    } else if (q === 1) {
      c1++;
      p1 += PTS[t]!;
    } else if (q === 2) {
      c2++;
      p2 += PTS[t]!;
    } else {
      c3++;
      p3 += PTS[t]!;
    }
    m ^= b;
  }
  let best = 0;
  if (c0 > 0) best = Math.max(best, p0 + cheapest(h1, c0) + cheapest(h2, c0) + cheapest(h3, c0));
  if (c1 > 0) best = Math.max(best, p1 + cheapest(h0, c1) + cheapest(h2, c1) + cheapest(h3, c1));
  if (c2 > 0) best = Math.max(best, p2 + cheapest(h0, c2) + cheapest(h1, c2) + cheapest(h3, c2));
  if (c3 > 0) best = Math.max(best, p3 + cheapest(h0, c3) + cheapest(h1, c3) + cheapest(h2, c3));
  if (side !== 0) sureLo = best;
  else sureHi = remPts - best;
}

/** A trick boundary (after the quick bounds): canonical relabelling, then the cache around `expand`. */
function boundary(alpha: number, beta: number): number {
  let lower = sureLo;
  let upper = sureHi;
  let h0 = hands[0]!;
  let h1 = hands[1]!;
  let h2 = hands[2]!;
  let h3 = hands[3]!;
  const o0 = h0;
  const o1 = h1;
  const o2 = h2;
  const o3 = h3;
  const before = h0 | h1 | h2 | h3;
  for (let k = 0; k < blockCount; k++) {
    const bm = BLOCK_MASK[k]!;
    const present = before & bm;
    if (present === 0) continue;
    const hi = BLOCK_HI[k]!;
    const top = bm & ~((1 << (hi - popcnt(present) + 1)) - 1); // the block's top cards, as many as present
    if (present === top) continue;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    let d = hi;
    let m = present;
    while (m !== 0) {
      const c = 31 - Math.clz32(m);
      const bc = 1 << c;
      m ^= bc;
      const bd = 1 << d;
      d--;
      if ((h0 & bc) !== 0) n0 |= bd;
      else if ((h1 & bc) !== 0) n1 |= bd;
      else if ((h2 & bc) !== 0) n2 |= bd;
      else n3 |= bd;
    }
    h0 = (h0 & ~bm) | n0;
    h1 = (h1 & ~bm) | n1;
    h2 = (h2 & ~bm) | n2;
    h3 = (h3 & ~bm) | n3;
  }
  hands[0] = h0;
  hands[1] = h1;
  hands[2] = h2;
  hands[3] = h3;

  const all = h0 | h1 | h2 | h3;
  const keyA = h1 | h3;
  const keyB = h2 | h3;
  const tag = (ctxId << 3) | (duty << 2) | leader;
  let x = all ^ Math.imul(keyA, 0x9e3779b1) ^ Math.imul(keyB ^ tag, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  x ^= x >>> 13;
  const bucket = (x & TT_MASK) << 3;
  let slot = -1;
  if (tt[bucket] === all && tt[bucket + 1] === keyA && tt[bucket + 2] === keyB && tt[bucket + 3]! >>> 20 === tag) {
    slot = bucket;
  } else if (
    tt[bucket + 4] === all &&
    tt[bucket + 5] === keyA &&
    tt[bucket + 6] === keyB &&
    tt[bucket + 7]! >>> 20 === tag
  ) {
    slot = bucket + 4;
  }
  let ttMove = -1;
  if (slot >= 0) {
    const meta = tt[slot + 3]!;
    lower = meta & 127;
    upper = (meta >> 7) & 127;
    ttMove = ((meta >> 14) & 63) - 1;
    // Return a bound outside the window, or an exact value (narrowing to an empty window would lose it).
    let v = -1;
    if (lower >= beta) v = lower;
    else if (upper <= alpha) v = upper;
    else if (lower === upper) v = lower;
    if (v >= 0) {
      hands[0] = o0;
      hands[1] = o1;
      hands[2] = o2;
      hands[3] = o3;
      return v;
    }
    if (lower > alpha) alpha = lower;
    if (upper < beta) beta = upper;
  }

  const v = expand(leader, representatives(legal(leader)), alpha, beta, ttMove);
  if (v <= alpha) {
    if (v < upper) upper = v;
  } else if (v >= beta) {
    if (v > lower) lower = v;
  } else {
    lower = v;
    upper = v;
  }
  const meta = lower | (upper << 7) | ((bestMove + 1) << 14) | (tag << 20);
  if (slot < 0) {
    // Replacement: the first slot keeps the bigger subtree (more cards), the second takes the rest.
    if (tt[bucket + 3]! >>> 23 !== ctxId || popcnt(tt[bucket]!) <= popcnt(all)) {
      tt[bucket + 4] = tt[bucket]!;
      tt[bucket + 5] = tt[bucket + 1]!;
      tt[bucket + 6] = tt[bucket + 2]!;
      tt[bucket + 7] = tt[bucket + 3]!;
      slot = bucket;
    } else slot = bucket + 4;
    tt[slot] = all;
    tt[slot + 1] = keyA;
    tt[slot + 2] = keyB;
  }
  tt[slot + 3] = meta;
  hands[0] = o0;
  hands[1] = o1;
  hands[2] = o2;
  hands[3] = o3;
  return v;
}

/** A seat's best answer to a trick led in `led`: its highest card of that suit, else its highest trump (-1: none). */
function bestAnswer(q: number, led: number): number {
  const h = hands[q]!;
  const f = h & led;
  return 31 - Math.clz32(f !== 0 ? f : h & TRUMPS);
}

/**
 * Searches the moves `moves` (an internal mask, at least one card) of seat p, best-looking first, principal
 * variation search; sets `bestMove`. Fail-soft.
 */
function expand(p: number, moves: number, alpha: number, beta: number, ttMove: number): number {
  const base = (tb + pos) << 3;
  let n = 0;
  const mate = SIDE[p]!;
  if (pos === 0) {
    // Per led suit: the best answer of the partner's side and of the opponents (the cards come suit by suit).
    let suit = 0;
    let mateBest = -1;
    let oppBest = -1;
    let m = moves;
    while (m !== 0) {
      const low = m & (~m + 1);
      m ^= low;
      const c = 31 - Math.clz32(low);
      if (SUIT[c] !== suit) {
        suit = SUIT[c]!;
        mateBest = -1;
        oppBest = -1;
        for (let i = 1; i < 4; i++) {
          const q = (leader + i) & 3;
          const a = bestAnswer(q, suit);
          if (SIDE[q] === mate) {
            if (a > mateBest) mateBest = a;
          } else if (a > oppBest) oppBest = a;
        }
      }
      let s: number;
      if (c === ttMove) s = 1 << 20;
      else if (oppBest < c)
        s = ((low & TRUMPS) !== 0 ? 3000 : 3100) + PTS[c]! * 4; // no opponent can take it
      else if (mateBest > oppBest)
        s = 2000 + PTS[c]! * 4 - c; // the partner's side projects to take it
      else s = 1000 - PTS[c]! * 32 - c;
      moveBuf[base + n] = c;
      scoreBuf[base + n] = s;
      n++;
    }
  } else {
    const k = tb + pos - 1;
    const wc = winC[k]!;
    const ws = SIDE[winS[k]!]!;
    const led = SUIT[tcard[tb]!]!;
    let mateBest = -1;
    let oppBest = -1;
    for (let i = pos + 1; i < 4; i++) {
      const q = (leader + i) & 3;
      const a = bestAnswer(q, led);
      if (SIDE[q] === mate) {
        if (a > mateBest) mateBest = a;
      } else if (a > oppBest) oppBest = a;
    }
    const beats = (led | TRUMPS) & ABOVE[wc]!;
    const mateHolds = ws === mate && oppBest < wc;
    const mateMayWin = ws !== mate && mateBest > wc;
    let m = moves;
    while (m !== 0) {
      const low = m & (~m + 1);
      m ^= low;
      const c = 31 - Math.clz32(low);
      let s: number;
      if ((low & beats) !== 0) {
        if (mateHolds)
          s = 500 - c; // no need to overtake
        else if (oppBest < c)
          s = 3000 + PTS[c]! * 4 - c; // takes the trick for good: the cheapest first
        else s = ws === mate ? 600 - c : 1500 - c;
      } else if (mateHolds)
        s = 2500 + PTS[c]! * 32 - c; // points onto the partner's trick
      else if (ws === mate) s = 2000 - PTS[c]! * 32 - c;
      else if (mateMayWin) s = 1000 + PTS[c]! * 8 - c;
      else s = 1000 - PTS[c]! * 32 - c; // the lowest discard
      moveBuf[base + n] = c;
      scoreBuf[base + n] = s;
      n++;
    }
  }

  let best = mate !== 0 ? -1 : 1000;
  let bm = -1;
  for (let i = 0; i < n; i++) {
    // Selection: the best-scored remaining move.
    let j = i;
    let sj = scoreBuf[base + i]!;
    for (let t = i + 1; t < n; t++) {
      const st = scoreBuf[base + t]!;
      if (st > sj) {
        sj = st;
        j = t;
      }
    }
    const c = moveBuf[base + j]!;
    if (j !== i) {
      moveBuf[base + j] = moveBuf[base + i]!;
      scoreBuf[base + j] = scoreBuf[base + i]!;
    }
    let v: number;
    if (mate !== 0) {
      if (i === 0) v = child(p, c, alpha, beta);
      else {
        v = child(p, c, alpha, alpha + 1);
        if (v > alpha && v < beta) v = child(p, c, v - 1, beta);
      }
      if (v > best) {
        best = v;
        bm = c;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    } else {
      if (i === 0) v = child(p, c, alpha, beta);
      else {
        v = child(p, c, beta - 1, beta);
        if (v < beta && v > alpha) v = child(p, c, alpha, v + 1);
      }
      if (v < best) {
        best = v;
        bm = c;
        if (v < beta) {
          beta = v;
          if (alpha >= beta) break;
        }
      }
    }
  }
  bestMove = bm;
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Public API.

/** Loads a position into the search state (after `prepare`). */
function load(position: OpenPosition): void {
  const { table } = position;
  if (position.hands.length !== 4 || table.length > 3) throw new RangeError('four hands and 0..3 table cards');
  let seen = 0;
  remPts = 0;
  for (let p = 0; p < 4; p++) {
    const h = position.hands[p]! | 0;
    if ((seen & h) !== 0) throw new RangeError('a card is in two hands');
    seen |= h;
    let m = 0;
    for (let c = 0; c < 32; c++) {
      if ((h >>> c) & 1) {
        const ix = IX_OF_CARD[c]!;
        m |= 1 << ix;
        remPts += PTS[ix]!;
      }
    }
    hands[p] = m;
  }
  leader = position.leader & 3;
  const n = popcnt(hands[leader]!) + (table.length > 0 ? 1 : 0);
  for (let i = 0; i < 4; i++) {
    if (popcnt(hands[(leader + i) & 3]!) !== n - (i < table.length ? 1 : 0)) {
      throw new RangeError('the hands do not fit the trick on the table');
    }
  }
  tb = 0;
  trickPts = 0;
  tableMask = 0;
  const aceHeld = ((hands[0]! | hands[1]! | hands[2]! | hands[3]!) & ACE_BIT) !== 0;
  const leadIsCalled = table.length > 0 && (CALLED & (1 << IX_OF_CARD[table[0]!]!)) !== 0;
  duty = aceHeld && (!position.calledSuitLed || leadIsCalled) ? 1 : 0;
  dutyTrick = duty !== 0 && leadIsCalled ? 1 : 0;
  for (let i = 0; i < table.length; i++) {
    const card = table[i]!;
    if ((seen >>> card) & 1) throw new RangeError('a table card is also in a hand');
    seen |= 1 << card;
    const c = IX_OF_CARD[card]!;
    tcard[i] = c;
    if (i > 0 && ((1 << c) & (SUIT[tcard[0]!]! | TRUMPS)) !== 0 && c > winC[i - 1]!) {
      winC[i] = c;
      winS[i] = (leader + i) & 3;
    } else {
      winC[i] = i === 0 ? c : winC[i - 1]!;
      winS[i] = i === 0 ? leader : winS[i - 1]!;
    }
    trickPts += PTS[c]!;
    tableMask |= 1 << c;
  }
  pos = table.length;
}

function setUp(position: OpenPosition, tricks: boolean): void {
  prepare(position.contract, position.declarerSide & 15, position.calledAce, tricks);
  load(position);
}

/** Card points the declarer's side takes from here on (including the cards on the table) with best play by both sides. */
export function solvePoints(position: OpenPosition): number {
  setUp(position, false);
  return search(-1, 121);
}

/** Whether the declarer's side can take at least `target` of the remaining points (null-window search, shared cache allowed). */
export function reaches(position: OpenPosition, target: number): boolean {
  setUp(position, false);
  if (target <= 0) return true;
  if (target > remPts + trickPts) return false;
  return search(target - 1, target) >= target;
}

/** Whether the declarer's side can win every remaining trick (for Tout, and Schwarz); and whether the defenders can. */
export function winsAllTricks(position: OpenPosition, side: 'declarer' | 'defenders'): boolean {
  setUp(position, true);
  const total = remPts + trickPts; // one per card still in play: four per trick
  if (side === 'declarer') return search(total - 1, total) >= total;
  return search(0, 1) <= 0;
}

/** For each legal card of the seat to move: the declarer side's points from here with best play after it. */
export function solveMoves(position: OpenPosition): { card: number; points: number }[] {
  setUp(position, false);
  const p = (leader + pos) & 3;
  const out: { card: number; points: number }[] = [];
  if (hands[p] === 0) return out;
  let m = legal(p);
  while (m !== 0) {
    const c = lowIx(m);
    m ^= 1 << c;
    out.push({ card: CARD_OF_IX[c]!, points: child(p, c, -1, 121) });
  }
  return out.sort((a, b) => a.card - b.card);
}

/** The legal cards (an engine card mask) of the seat to move, as the solver sees them. */
export function legalCards(position: OpenPosition): number {
  setUp(position, false);
  let m = legal((leader + pos) & 3);
  let out = 0;
  while (m !== 0) {
    const c = lowIx(m);
    m ^= 1 << c;
    out |= 1 << CARD_OF_IX[c]!;
  }
  return out >>> 0;
}

/** Search nodes visited since the last call (for benchmarks). */
export function takeNodeCount(): number {
  const n = nodes;
  nodes = 0;
  return n;
}

/** The open position of an engine state in its play phase (all hands known to the caller). */
export function positionFromState(s: SchafkopfState): OpenPosition {
  const contract = CONTRACTS[s.contract];
  if (s.phase !== 'play' || contract === undefined) throw new RangeError('the deal is not in its play phase');
  const side = (1 << s.declarer) | (s.partner >= 0 ? 1 << s.partner : 0);
  const held = s.calledAce >= 0 && s.hands.some((h) => ((h >>> s.calledAce) & 1) === 1);
  // The duties matter until the called suit's first trick is complete (SK-16 … SK-18).
  const current = s.calledSuitFirstLed < 0 || s.calledSuitFirstLed === s.tricks.length;
  return {
    contract,
    hands: s.hands.slice(),
    leader: s.leader,
    table: s.table.slice(),
    declarerSide: side,
    calledAce: held && current ? s.calledAce : -1,
    calledSuitLed: s.calledSuitFirstLed >= 0,
  };
}
