/**
 * Open-cards search for Mariáš: every hand known (the oracle's true deal, or one world sampled by the searching
 * players). The search is the kit's (ai/search/alphabeta.ts); this file is Mariáš's rules adapter.
 *
 * The value of a position is the deal's `value` in units (MA-22 … MA-26): the units of the components the
 * declarer's side wins minus the defenders'. The declarer maximises it, the two defenders minimise it together
 * (they are partners for the deal: MA-9). Everything is valued at the end of the play, where the engine's
 * settlement would be: the hra by both sides' card points and marriages (MA-11), an announced or silent seven
 * by the tenth trick (MA-12, MA-15, MA-22), an announced hundred by its steps or a silent one (MA-13, MA-23,
 * MA-24), hearts and fleks multiplying (MA-25); betl and durch end at the trick that decides them (MA-14). The
 * value is not a sum of what the moves add, so the position carries both sides' card points and marriages, and
 * the transposition table keys them with the hands.
 *
 * Marriages (MA-21): a player who plays a King or Ober while holding the other announces it. Announcing never
 * costs its side anything (a marriage only adds to its side's total, in the hra, the hundred and the silent
 * hundred alike), so the search announces each as its first card is played; the players (pimc.ts) announce it
 * before playing that card. The rules are re-stated on a lean state for speed from the engine's card order
 * (MA-2) and duties (MA-19, MA-12); solver.test.ts checks the values against plain minimax through the engine's
 * own `apply` and `outcome`.
 *
 * The cards in the hands (at most 30: the talon's two are out) are relabelled 0..29, so that a hand is a 30-bit
 * mask; the three key words hold the hands, the leader and the declarer's card points, and the low eight bits of
 * the table's owner (`ownerKeyBits`) both sides' marriages. Equivalent cards (neighbours in their suit among the
 * cards in play, in one hand, with the same points, neither a marriage's card nor the trump seven) are searched
 * once; with them a whole deal's value took 22 ms at the median instead of 157 ms (bench/marias/solver.ts).
 * Each trick boundary of a trump game is bounded by the points and marriages left and the trump seven's place
 * (`settle`): 126,000 table nodes at the median to 22,000 for a whole deal, the same values.
 */
import type { Seat } from '../../engine/action.js';
import { type Card, type Suit, RANK_7, RANK_KING, RANK_OBER, rankOf, suitOf } from '../../engine/cards.js';
import { cardsOf } from '../../engine/cardset.js';
import { HEARTS, LAST_TRICK_POINTS, POINTS, TRICKS } from '../../engine/marias/cards.js';
import { type Contract, UNITS, hasHundred, hasSeven, isTrumpGame } from '../../engine/marias/scoring.js';
import {
  DONE,
  INF,
  MAX,
  MAX_PLY,
  MOVES,
  PVS,
  SETTLE,
  type Search,
  SearchOwner,
  type SearchRules,
  TABLE,
  probeExact,
} from '../search/alphabeta.js';
import { Replacement } from '../search/table.js';

/** MA-2: strength within a suit, trump games (the Ten second) and betl/durch (the printed order). */
const TRUMP_ORDER = [0, 1, 2, 6, 3, 4, 5, 7];
/** The power of a trump: above every card of a plain suit (1..8). */
const TRUMP_POWER = 16;

/** One position for the solver: the three hands, the game, the trick on the table, what each side has so far. */
export interface OpenPosition {
  readonly hands: readonly number[];
  readonly contract: Contract;
  /** -1 in betl and durch. */
  readonly trump: Suit | -1;
  readonly declarer: Seat;
  /** Flek levels by component (hra, sedma, sto, betl, durch). */
  readonly flek: readonly number[];
  readonly leader: Seat;
  readonly table: readonly Card[];
  /** Tricks finished. */
  readonly tricks: number;
  /** Card points by seat so far. */
  readonly cardPoints: readonly number[];
  /** The marriages announced so far: seat and points. */
  readonly marriages: readonly { readonly seat: Seat; readonly points: number }[];
  /** A marriage just announced by the seat on turn, whose King or Ober it now plays (-1: none). */
  readonly announced: Suit | -1;
}

// A row: the hands, the leader, cards on the table, the led suit, the power and seat winning the trick so far,
// the points on the table, both sides' card points and marriages, the declarer's best marriage, tricks done,
// and the seat that played the trump seven to this trick (-1).
const H = 0;
const LEADER = 3;
const ON = 4;
const LED = 5;
const BEST = 6;
const WINNER = 7;
const TPTS = 8;
const PD = 9;
const PF = 10;
const MD = 11;
const MF = 12;
const BMD = 13;
const DONE_TRICKS = 14;
const SEVEN = 15;
/** Dense cards played to this trick within the search; 1 while the trick holds cards from before the root. */
const TMASK = 16;
const ROOT_TRICK = 17;
const ROW = 18;

/** The number of bits set in a 32-bit mask. */
function bitCount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Powers a card may have in a trick (`densePower`: 0 .. TRUMP_POWER + 7), and one for "none yet" (-1). */
const POWERS = TRUMP_POWER + 9;
/** Cards of a suit (32-card packs: eight). */
const ORDER_STRIDE = 8;

/** x / 10 and x / 20 of the card points and marriages a side may have (multiples of ten, at most 120): a lookup for
 * the key, where a division cost a floating-point one. */
const TENTHS = Int32Array.from({ length: 128 }, (_, x) => Math.floor(x / 10));
const TWENTIETHS = Int32Array.from({ length: 128 }, (_, x) => Math.floor(x / 20));

/** Owners: a generation in the high eight bits, both sides' marriages in the low eight (ownerKeyBits). */
const GENERATIONS = 255;

class MariasRules implements SearchRules {
  /** Per dense card: the engine's card, its suit, strength, points; the dense masks of suits and trumps. */
  readonly cards = new Int32Array(32);
  private readonly suit = new Int32Array(32);
  private readonly strength = new Int32Array(32);
  private readonly points = new Int32Array(32);
  /** Per dense card: its marriage partner (King for an Ober and back), or -1. */
  private readonly partner = new Int32Array(32);
  private readonly suitMasks = new Int32Array(4);
  /** Per suit, its dense cards strongest first: ORDER_STRIDE a suit, and how many (`orderLength`). */
  private readonly order = new Int32Array(4 * ORDER_STRIDE);
  private readonly orderLength = new Int32Array(4);
  /**
   * Per led suit (0..3) and dense card, its power in the trick (`densePower`), and per led suit and power to beat
   * (-1..POWERS - 2) the dense cards that beat it: looked up at every node rather than worked out.
   */
  private readonly powerByLed = new Int32Array(4 * 32);
  private readonly beating = new Int32Array(4 * POWERS);
  /** What a seat's inner node is to the search (`kindFor(seat, false)`), by seat. */
  private readonly innerKind = new Int32Array(3);
  /** The units of the components settle and final value, fleks and hearts applied (MA-22 … MA-25). */
  private hraUnits = 0;
  private sedmaUnits = 0;
  private silentSevenUnits = 0;
  private stoStepUnits = 0;
  private silentStoUnits = 0;
  /** Dense cards never merged with a neighbour: the trump seven, and each King and Ober with a partner. */
  private special = 0;
  private trumpMask = 0;
  private trump = -1;
  private trumpSeven = -1;
  private declarer = 0;
  private contract: Contract = 'hra';
  private red = 1;
  private flek: number[] = [0, 0, 0, 0, 0];
  private sevenGame = false;
  private hundredGame = false;
  /** A trump game: its trick boundaries are bounded by the points left (`settle`). */
  private bounded = false;
  /** The dense cards worth points (Aces and Tens: MA-11). */
  private pointMask = 0;
  /**
   * The marriages dealt in one hand (MA-21), for settle's bounds: each pair's dense mask, its points, and whether
   * the declarer holds it (`pairCount` of them). A King and Ober dealt to two hands are never announced.
   */
  private readonly pairMasks = new Int32Array(4);
  private readonly pairPoints = new Int32Array(4);
  private readonly pairDeclarer = new Int32Array(4);
  private pairCount = 0;
  /** The root's announced marriage: its card is played at ply 0 without counting it again. */
  private rootAnnounced = -1;
  readonly rows = new Int32Array(MAX_PLY * ROW);
  /** settle's bounds of each ply's row, while `known` (1; 0 once play has written the row anew). */
  private readonly floors = new Int32Array(MAX_PLY);
  private readonly ceilings = new Int32Array(MAX_PLY);
  private readonly known = new Int32Array(MAX_PLY);
  private gen = 0;

  constructor(private readonly search: Search<MariasRules>) {}

  private power(card: Card, led: number): number {
    const s = suitOf(card);
    if (s === this.trump) return TRUMP_POWER + TRUMP_ORDER[rankOf(card)]!;
    return s === led ? 1 + (this.trump < 0 ? rankOf(card) : TRUMP_ORDER[rankOf(card)]!) : 0;
  }
  private densePower(c: number, led: number): number {
    const s = this.suit[c]!;
    if (s === this.trump) return TRUMP_POWER + this.strength[c]!;
    return s === led ? 1 + this.strength[c]! : 0;
  }

  /** Loads a position into row 0 (the deal not over). */
  setup(p: OpenPosition): void {
    if (++this.gen > GENERATIONS) {
      this.search.table.clear();
      this.gen = 1;
    }
    this.trump = p.trump;
    this.declarer = p.declarer;
    this.contract = p.contract;
    this.red = p.trump === HEARTS ? 2 : 1;
    this.flek = [...p.flek];
    this.sevenGame = hasSeven(p.contract);
    this.hundredGame = hasHundred(p.contract);
    this.bounded = isTrumpGame(p.contract);
    this.pointMask = 0;
    this.pairCount = 0;
    this.trumpSeven = -1;
    this.trumpMask = 0;
    this.suitMasks.fill(0);
    this.partner.fill(-1);
    this.cards.fill(-1);
    const R = this.rows;
    let n = 0;
    for (let seat = 0; seat < 3; seat++) {
      let dense = 0;
      for (const card of cardsOf(p.hands[seat]!)) {
        const s = suitOf(card);
        this.cards[n] = card;
        this.suit[n] = s;
        this.strength[n] = p.trump < 0 ? rankOf(card) : TRUMP_ORDER[rankOf(card)]!;
        this.points[n] = POINTS[card]!;
        if (POINTS[card]! > 0) this.pointMask |= 1 << n;
        this.suitMasks[s] = this.suitMasks[s]! | (1 << n);
        if (s === p.trump) {
          this.trumpMask |= 1 << n;
          if (rankOf(card) === RANK_7) this.trumpSeven = n;
        }
        dense |= 1 << n;
        n++;
      }
      R[H + seat] = dense;
    }
    // Each suit's dense cards, strongest first (equivalent cards, `distinct`).
    for (let su = 0; su < 4; su++) {
      const xs: number[] = [];
      for (let i = 0; i < n; i++) if (this.suit[i] === su) xs.push(i);
      xs.sort((a, b) => this.strength[b]! - this.strength[a]!);
      this.order.set(xs, su * ORDER_STRIDE);
      this.orderLength[su] = xs.length;
    }
    // Each card's power by the suit led, and the cards beating each power.
    this.beating.fill(0);
    for (let led = 0; led < 4; led++) {
      for (let c = 0; c < n; c++) {
        const power = this.densePower(c, led);
        this.powerByLed[led * 32 + c] = power;
        for (let best = -1; best < power; best++) {
          const at = led * POWERS + best + 1;
          this.beating[at] = this.beating[at]! | (1 << c);
        }
      }
    }
    // MA-21: the King and Ober of a suit in one hand are partners.
    if (isTrumpGame(p.contract)) {
      for (let i = 0; i < n; i++) {
        const r = rankOf(this.cards[i]!);
        if (r !== RANK_KING && r !== RANK_OBER) continue;
        const other = this.cards.indexOf(this.cards[i]! + (r === RANK_KING ? -1 : 1));
        if (other >= 0 && other < n) {
          this.partner[i] = other;
          const both = (1 << i) | (1 << other);
          const holder = [0, 1, 2].findIndex((seat) => (R[H + seat]! & both) === both);
          if (r === RANK_KING && holder >= 0) {
            this.pairMasks[this.pairCount] = both;
            this.pairPoints[this.pairCount] = suitOf(this.cards[i]!) === p.trump ? 40 : 20;
            this.pairDeclarer[this.pairCount++] = holder === p.declarer ? 1 : 0;
          }
        }
      }
    }
    this.special = this.trumpSeven >= 0 ? 1 << this.trumpSeven : 0;
    for (let i = 0; i < n; i++) if (this.partner[i]! >= 0) this.special |= 1 << i;
    const d = p.declarer;
    for (let seat = 0; seat < 3; seat++) this.innerKind[seat] = this.kindFor(seat as Seat, false);
    // Whole numbers all (UNITS), so their products are exact in any order.
    const fleked = (component: number, units: number): number => units * 2 ** this.flek[component]! * this.red;
    this.hraUnits = fleked(0, UNITS.hra);
    this.sedmaUnits = fleked(1, UNITS.sedma);
    this.stoStepUnits = fleked(2, UNITS.stoStep);
    this.silentSevenUnits = UNITS.silentSeven * this.red;
    this.silentStoUnits = UNITS.silentStoPer10 * this.red;
    let pd = 0;
    let pf = 0;
    p.cardPoints.forEach((x, seat) => (seat === d ? (pd += x) : (pf += x)));
    let md = 0;
    let mf = 0;
    let bmd = 0;
    for (const m of p.marriages) {
      if (m.seat === d) {
        md += m.points;
        bmd = Math.max(bmd, m.points);
      } else mf += m.points;
    }
    this.rootAnnounced = p.announced;
    this.known[0] = 0;
    R[LEADER] = p.leader;
    R[ON] = p.table.length;
    R[LED] = p.table.length > 0 ? suitOf(p.table[0]!) : -1;
    R[BEST] = -1;
    R[WINNER] = p.leader;
    R[TPTS] = 0;
    R[PD] = pd;
    R[PF] = pf;
    R[MD] = md;
    R[MF] = mf;
    R[BMD] = bmd;
    R[DONE_TRICKS] = p.tricks;
    R[SEVEN] = -1;
    R[TMASK] = 0;
    R[ROOT_TRICK] = p.table.length > 0 ? 1 : 0;
    p.table.forEach((card, i) => {
      const power = this.power(card, R[LED]!);
      if (power > R[BEST]!) {
        R[BEST] = power;
        R[WINNER] = (p.leader + i) % 3;
      }
      R[TPTS] = R[TPTS]! + POINTS[card]!;
      if (p.trump >= 0 && suitOf(card) === p.trump && rankOf(card) === RANK_7) R[SEVEN] = (p.leader + i) % 3;
    });
  }

  turn(ply: number): Seat {
    const r = ply * ROW;
    const t = this.rows[r + LEADER]! + this.rows[r + ON]!;
    return t >= 3 ? t - 3 : t;
  }

  private kindFor(seat: Seat, table: boolean): number {
    return (table ? TABLE : 0) | (seat === this.declarer ? MAX : 0) | PVS;
  }

  /**
   * A trick boundary of a trump game is bounded by what is left: the marriages still held together are announced
   * for sure (MA-21), the value only rises with the declarer's share of the points left (the hra, MA-11, and the
   * hundred, announced or silent, MA-13, MA-15, MA-23, MA-24: `pointsValue`), and the seven's part lies within its units while
   * the trump seven is in a hand (MA-12, MA-15, MA-22), nothing (a silent one) or lost (sedma) once it is not.
   * Bounds that settle the window, or meet, settle the position; `floor` and `ceiling` hold them otherwise.
   */
  settle(ply: number, alpha: number, beta: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const table = R[r + ON] === 0;
    const search = this.search;
    search.kind = this.kindFor(this.turn(ply), table);
    search.floor = -INF;
    search.ceiling = INF;
    // The root's announced marriage is counted already though its cards are still held together.
    if (!table || !this.bounded || (ply === 0 && this.rootAnnounced >= 0)) return NaN;
    // The bounds of a row are the same whatever the window: a principal-variation search's second look at a
    // child (a wider window) finds them here.
    if (this.known[ply] === 0) this.boundsOf(ply);
    const floor = this.floors[ply]!;
    const ceiling = this.ceilings[ply]!;
    if (floor === ceiling || floor >= beta) return floor;
    if (ceiling <= alpha) return ceiling;
    search.floor = floor;
    search.ceiling = ceiling;
    return NaN;
  }

  /** settle's floor (the defenders take every point left) and ceiling (the declarer takes them) of row `ply`. */
  private boundsOf(ply: number): void {
    const R = this.rows;
    const r = ply * ROW;
    const d = this.declarer;
    const hd = R[r + H + d]!;
    const live = R[r + H]! | R[r + H + 1]! | R[r + H + 2]!;
    const left = LAST_TRICK_POINTS + 10 * bitCount(live & this.pointMask);
    let md = R[r + MD]!;
    let mf = R[r + MF]!;
    let bmd = R[r + BMD]!;
    // A pair dealt to one hand and both still live is still held together.
    for (let i = 0; i < this.pairCount; i++) {
      const both = this.pairMasks[i]!;
      if ((live & both) !== both) continue;
      const points = this.pairPoints[i]!;
      if (this.pairDeclarer[i] === 1) {
        md += points;
        if (points > bmd) bmd = points;
      } else mf += points;
    }
    const pd = R[r + PD]!;
    const pf = R[r + PF]!;
    let low = 0;
    let high = 0;
    const seven = this.trumpSeven;
    const sevenHeld = seven >= 0 && ((live >>> seven) & 1) === 1;
    if (this.sevenGame) {
      const units = this.sedmaUnits;
      low = -units;
      high = sevenHeld && ((hd >>> seven) & 1) === 1 ? units : -units;
    } else if (sevenHeld) {
      low = -this.silentSevenUnits;
      high = -low;
    }
    this.floors[ply] = this.pointsValue(pd, pf + left, md, mf, bmd) + low;
    this.ceilings[ply] = this.pointsValue(pd + left, pf, md, mf, bmd) + high;
    this.known[ply] = 1;
  }

  key(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const pd = TENTHS[R[r + PD]!]!;
    const k0 = R[r + H]! | (R[r + LEADER]! << 30);
    const k1 = R[r + H + 1]! | ((pd & 3) << 30);
    const k2 = R[r + H + 2]! | ((pd >> 2) << 30);
    const search = this.search;
    search.k0 = k0;
    search.k1 = k1;
    search.k2 = k2;
    search.owner =
      (this.gen << 8) | (TWENTIETHS[R[r + MD]!]! | (TWENTIETHS[R[r + MF]!]! << 3) | (TWENTIETHS[R[r + BMD]!]! << 6));
    search.depth = 0;
    let x = Math.imul(k0 ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(k1, 0x85ebca6b) ^ Math.imul(k2, 0xc2b2ae35);
    x ^= Math.imul(search.owner, 0x27d4eb2d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x27d4eb2d);
    x ^= x >>> 13;
    return x >>> 1;
  }

  /** MA-19 (and MA-12 for the declarer of a seven): the dense cards the seat on turn may play. */
  legal(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const seat = this.turn(ply);
    const hand = R[r + H + seat]!;
    let m = hand;
    if (R[r + ON]! > 0) {
      const led = R[r + LED]!;
      const best = R[r + BEST]!;
      const follow = hand & this.suitMasks[led]!;
      if (follow !== 0) {
        // Beat the winning card when it is of the led suit (not trumped, or trumps led).
        m = follow;
        if (led === this.trump || best < TRUMP_POWER) {
          const higher = follow & this.beating[led * POWERS + best + 1]!;
          if (higher !== 0) m = higher;
        }
      } else if (this.trump >= 0 && (hand & this.trumpMask) !== 0) {
        const trumps = hand & this.trumpMask;
        const higher = trumps & this.beating[led * POWERS + best + 1]!;
        m = higher !== 0 ? higher : trumps;
      }
    }
    if (ply === 0 && this.rootAnnounced >= 0) {
      let pair = 0;
      for (let x = m; x !== 0; x &= x - 1) {
        const c = 31 - Math.clz32(x & -x);
        const rk = rankOf(this.cards[c]!);
        if (this.suit[c] === this.rootAnnounced && (rk === RANK_KING || rk === RANK_OBER)) pair |= 1 << c;
      }
      m = pair;
    }
    const seven = this.trumpSeven;
    if (this.sevenGame && seat === this.declarer && seven >= 0 && R[r + DONE_TRICKS]! < TRICKS - 1) {
      if ((m >>> seven) & 1 && m !== 1 << seven) m &= ~(1 << seven);
    }
    return m;
  }

  /**
   * The legal cards less those equivalent to a stronger one kept: two cards of one hand next to each other in
   * their suit's order among the cards still in play (and this trick's), with the same points and neither a
   * marriage's card nor the trump seven, do the same in every line of play.
   */
  private distinct(ply: number, m: number): number {
    const R = this.rows;
    const r = ply * ROW;
    if (R[r + ROOT_TRICK] === 1) return m;
    const live = R[r + H]! | R[r + H + 1]! | R[r + H + 2]! | R[r + TMASK]!;
    let out = m;
    const xs = this.order;
    for (let su = 0; su < 4; su++) {
      // A suit with fewer than two legal cards has none to merge.
      const ms = m & this.suitMasks[su]!;
      if ((ms & (ms - 1)) === 0) continue;
      let prev = -1;
      const end = su * ORDER_STRIDE + this.orderLength[su]!;
      for (let i = su * ORDER_STRIDE; i < end; i++) {
        const c = xs[i]!;
        if (((live >>> c) & 1) === 0) continue;
        if (
          prev >= 0 &&
          ((m >>> c) & 1) === 1 &&
          ((m >>> prev) & 1) === 1 &&
          this.points[c] === this.points[prev] &&
          (((this.special >>> c) | (this.special >>> prev)) & 1) === 0
        ) {
          out &= ~(1 << c);
        }
        prev = c;
      }
    }
    return out;
  }

  leads(ply: number, best: number): number {
    const m = this.distinct(ply, this.legal(ply));
    const base = ply * MOVES;
    let n = 0;
    for (let x = m; x !== 0; x &= x - 1) {
      const c = 31 - Math.clz32(x & -x);
      const score = c === best ? 1000 : this.powerByLed[this.suit[c]! * 32 + c]! * 4 + this.points[c]!;
      this.search.insertMove(base, n++, c, score);
    }
    return n;
  }

  moves(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const m = this.distinct(ply, this.legal(ply));
    const seat = this.turn(ply);
    const led = R[r + LED]!;
    const best = R[r + BEST]!;
    const mine = (R[r + WINNER] === this.declarer) === (seat === this.declarer);
    const base = ply * MOVES;
    let n = 0;
    const powers = led * 32;
    for (let x = m; x !== 0; x &= x - 1) {
      const c = 31 - Math.clz32(x & -x);
      const power = this.powerByLed[powers + c]!;
      // Take the trick cheaply when the other side holds it; else throw the cheapest (points on a partner's).
      const score = !mine && power > best ? 500 - power : mine ? 200 + this.points[c]! - power : 100 - power;
      this.search.insertMove(base, n++, c, score);
    }
    return n;
  }

  lead(ply: number, c: number): number {
    return this.play(ply, c);
  }

  play(ply: number, c: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const nr = r + ROW;
    // Copied field by field: a loop over the row (or copyWithin, a builtin call) cost more than the rest of play.
    R[nr] = R[r]!;
    R[nr + 1] = R[r + 1]!;
    R[nr + 2] = R[r + 2]!;
    R[nr + 3] = R[r + 3]!;
    R[nr + 4] = R[r + 4]!;
    R[nr + 5] = R[r + 5]!;
    R[nr + 6] = R[r + 6]!;
    R[nr + 7] = R[r + 7]!;
    R[nr + 8] = R[r + 8]!;
    R[nr + 9] = R[r + 9]!;
    R[nr + 10] = R[r + 10]!;
    R[nr + 11] = R[r + 11]!;
    R[nr + 12] = R[r + 12]!;
    R[nr + 13] = R[r + 13]!;
    R[nr + 14] = R[r + 14]!;
    R[nr + 15] = R[r + 15]!;
    R[nr + 16] = R[r + 16]!;
    R[nr + 17] = R[r + 17]!;
    const seat = this.turn(ply);
    const hand = R[r + H + seat]!;
    R[nr + H + seat] = hand & ~(1 << c);
    R[nr + TMASK] = R[r + TMASK]! | (1 << c);
    const on = R[r + ON]!;
    const led = on === 0 ? this.suit[c]! : R[r + LED]!;
    if (on === 0) R[nr + LED] = led;
    // MA-21: the first card of a marriage held announces it (the root's already announced one excepted).
    const p = this.partner[c]!;
    if (p >= 0 && (hand >>> p) & 1 && !(ply === 0 && this.rootAnnounced >= 0)) {
      const value = this.suit[c] === this.trump ? 40 : 20;
      if (seat === this.declarer) {
        R[nr + MD] = R[nr + MD]! + value;
        if (value > R[nr + BMD]!) R[nr + BMD] = value;
      } else R[nr + MF] = R[nr + MF]! + value;
    }
    const power = this.densePower(c, led);
    if (power > R[r + BEST]!) {
      R[nr + BEST] = power;
      R[nr + WINNER] = seat;
    }
    R[nr + TPTS] = R[nr + TPTS]! + this.points[c]!;
    if (c === this.trumpSeven) R[nr + SEVEN] = seat;
    const search = this.search;
    if (on < 2) {
      R[nr + ON] = on + 1;
      search.kind = this.innerKind[seat === 2 ? 0 : seat + 1]!;
      return 0;
    }
    // The trick is complete.
    const winner = R[nr + WINNER]!;
    const tricks = R[r + DONE_TRICKS]! + 1;
    const d = this.declarer;
    if (this.contract === 'betl' || this.contract === 'durch') {
      const betl = this.contract === 'betl';
      const lost = betl ? winner === d : winner !== d;
      if (lost || tricks === TRICKS) {
        const units = betl ? UNITS.betl * 2 ** this.flek[3]! : UNITS.durch * 2 ** this.flek[4]!;
        search.kind = DONE;
        search.value = lost ? -units : units;
        return 0;
      }
    } else {
      const points = R[nr + TPTS]! + (tricks === TRICKS ? LAST_TRICK_POINTS : 0);
      if (winner === d) R[nr + PD] = R[nr + PD]! + points;
      else R[nr + PF] = R[nr + PF]! + points;
      if (tricks === TRICKS) {
        search.kind = DONE;
        search.value = this.final(nr, winner);
        return 0;
      }
    }
    R[nr + DONE_TRICKS] = tricks;
    this.known[ply + 1] = 0;
    R[nr + LEADER] = winner;
    R[nr + ON] = 0;
    R[nr + LED] = -1;
    R[nr + BEST] = -1;
    R[nr + WINNER] = winner;
    R[nr + TPTS] = 0;
    R[nr + SEVEN] = -1;
    R[nr + TMASK] = 0;
    R[nr + ROOT_TRICK] = 0;
    search.kind = this.kindFor(winner, true) | (this.bounded ? SETTLE : 0);
    return 0;
  }

  /** MA-22 … MA-26: the value of a trump game after its tenth trick (row `r`, its winner). */
  private final(r: number, winner: Seat): number {
    const R = this.rows;
    const d = this.declarer;
    let value = this.pointsValue(R[r + PD]!, R[r + PF]!, R[r + MD]!, R[r + MF]!, R[r + BMD]!);
    const sevenSeat = R[r + SEVEN]!;
    const sevenWon = sevenSeat >= 0 && winner === sevenSeat;
    if (this.sevenGame) {
      const units = this.sedmaUnits;
      value += sevenWon && sevenSeat === d ? units : -units;
    } else if (sevenSeat >= 0) {
      const units = this.silentSevenUnits;
      value += sevenWon === (sevenSeat === d) ? units : -units;
    }
    return value;
  }

  /**
   * MA-11, MA-13, MA-15, MA-23 … MA-25: the hra and the hundred (announced or silent) of a trump game, by both
   * sides' final card points and marriages and the declarer's best marriage. It never falls as the declarer's
   * share of a fixed sum of points grows (settle's bounds rest on it).
   */
  private pointsValue(pd: number, pf: number, md: number, mf: number, bmd: number): number {
    const td = pd + md;
    const tf = pf + mf;
    const silent = this.hundredGame ? 0 : td >= 100 ? 1 : tf >= 100 ? -1 : 0;
    const hra = silent !== 0 ? 2 * this.hraUnits : this.hraUnits;
    let value = td > tf ? hra : -hra;
    if (this.hundredGame) {
      const count = pd + bmd;
      const made = count >= 100;
      const steps = made ? 1 + (td - 100) / 10 : (100 - count) / 10 + mf / 10;
      const units = this.stoStepUnits * steps;
      value += made ? units : -units;
    } else if (silent !== 0) {
      const t = silent > 0 ? td : tf;
      value += silent * this.silentStoUnits * Math.floor((t - 100) / 10);
    }
    return value;
  }
}

/** The open-cards solver of Mariáš: the deal's value in units (the declarer's side's) from a position. */
export class Solver extends SearchOwner<MariasRules> {
  constructor(ttBits = 18) {
    super(
      'marias',
      {
        bucketBits: ttBits - 1,
        replacement: Replacement.KeepCurrent,
        layout: 'split',
        values: 'integers',
        ownerKeyBits: 8,
      },
      (search) => new MariasRules(search),
    );
  }

  /** Table nodes one search (a value, or a set of card values) may take; past them it is given up (NaN). */
  budget = Infinity;

  /** The value with best play by all three seats, from `p` (NaN if the budget stopped it). */
  value(p: OpenPosition): number {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    this.rules.setup(p);
    const search = this.search;
    const limit = limitOf(p);
    return probeExact(search, (alpha, beta) => search.search(0, alpha, beta), -limit, limit, 1, limit + 1);
  }

  /** Whether the declarer's side wins (a value of at least 1) from `p`: 1 or 0 by one null-window search, NaN if
   * the budget stopped it. */
  wins(p: OpenPosition): number {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    this.rules.setup(p);
    const won = this.search.reaches(0, 1);
    return this.search.aborted ? NaN : won ? 1 : 0;
  }

  /**
   * For each of `cards` (the seat on turn's, each legal), the value after it, all then playing best. Each by
   * null-window probes from the value of the card before (a whole deal's values are few: about a fifth fewer
   * nodes than one full window, docs/benchmarks.md "Mariáš AI").
   */
  cardValues(p: OpenPosition, cards: readonly Card[]): number[] {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    const rules = this.rules;
    const search = this.search;
    rules.setup(p);
    const limit = limitOf(p);
    let guess = 1;
    return cards.map((card) => {
      if (search.aborted) return NaN;
      const c = rules.cards.indexOf(card);
      const v = probeExact(
        search,
        (alpha, beta) => {
          rules.play(0, c);
          return search.played(1, alpha, beta);
        },
        -limit,
        limit,
        guess,
        limit + 1,
      );
      if (v === v) guess = v;
      return v;
    });
  }
}

/** Beyond every value a deal can have (a stosedm at boty in hearts stays far below). */
const LIMIT = 30000;

/** The largest value a position's game may have: a betl's or durch's units (MA-14), else LIMIT. */
const limitOf = (p: OpenPosition): number =>
  p.contract === 'betl' ? UNITS.betl * 2 ** p.flek[3]! : p.contract === 'durch' ? UNITS.durch * 2 ** p.flek[4]! : LIMIT;

/** One solver per process: its table is allocated once and invalidated per search. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver());
