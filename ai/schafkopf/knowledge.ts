/**
 * What a Schafkopf seat knows from its view, and deals of the hidden cards consistent with all of it:
 * the cards played, the voids shown by not following, the called Ace and its duties (SK-16 … SK-19), and
 * what the bids prove about the bidders' hands (SK-9, SK-11, SK-13).
 */
import type { Random } from '../../engine/random.js';
import { dealHands, weightedKey } from '../search/worlds.js';
import { type Suit, suitOf } from '../../engine/cards.js';
import { FULL, add, has, maskOf, remove, union, without } from '../../engine/cardset.js';
import {
  BIDS,
  CONTRACTS,
  type ContractRules,
  OBERS,
  type SchafkopfView,
  UNTERS,
  bidIndex,
  calledAceOf,
  effectiveSuit,
  plainCardsOf,
} from '../../engine/schafkopf/index.js';
import { type PlayReading, SCHMIER, TRUMP_LEADS, auctionLikelihood, othersSpoke, playLikelihood } from './inference.js';

export const handMask = (view: SchafkopfView): number => maskOf(view.hand);

export interface Knowledge {
  readonly seat: number;
  /** The contract being played, or undefined during the auction. */
  readonly contract: ContractRules | undefined;
  readonly mine: number;
  /** Cards this seat has not seen: in the other hands. */
  readonly unknown: number;
  /** Cards each seat has played so far this deal. */
  readonly played: readonly number[];
  readonly sizes: readonly number[];
  /** Per seat, a bitmask of the effective suits (0..3 plain, 4 trumps) it has shown it lacks. */
  readonly voids: readonly number[];
  /** Per seat, the unknown cards it cannot hold (its voids, the called Ace's whereabouts, its own bids). */
  readonly forbidden: readonly number[];
  /** Cards of which a seat must have held at least one at the deal, to have made its bids (SK-9, SK-11). */
  readonly needs: readonly { readonly seat: number; readonly cards: number }[];
  /**
   * How likely the other seats' words in the auction (and, with readPlay, their schmieren and leads) were from
   * the hands they were dealt (inference.ts), or null when nothing is read beyond what the view proves.
   */
  readonly likelihood: ((dealt: readonly number[]) => number) | null;
}

export interface KnowledgeOptions {
  /** Weigh sampled deals by how likely they make the auction (issue 17, point 3). */
  readonly inference?: boolean;
  /** With inference, weigh them by how likely they make these plays of the other seats too; none when absent. */
  readonly readPlay?: PlayReading;
}

export function knowledgeOf(view: SchafkopfView, options: KnowledgeOptions = {}): Knowledge {
  const seat = view.seat;
  const mine = handMask(view);
  const contract = view.phase === 'auction' || view.contract === null ? undefined : CONTRACTS[bidIndex(view.contract)];
  const played = [0, 0, 0, 0];
  const voids = [0, 0, 0, 0];
  const tricks = [...view.tricks, ...(view.trick.cards.length > 0 ? [view.trick] : [])];
  for (const t of tricks) {
    const led = contract ? effectiveSuit(contract, t.cards[0]!) : 0;
    t.cards.forEach((card, i) => {
      const p = (t.leader + i) % 4;
      played[p] = add(played[p]!, card);
      // SK-15: not following the led effective suit shows a void in it.
      if (contract && i > 0 && effectiveSuit(contract, card) !== led) voids[p] = voids[p]! | (1 << led);
    });
  }
  const playedAll = played.reduce(union, 0);
  const unknown = without(FULL, union(mine, playedAll));
  const forbidden = [0, 0, 0, 0];
  if (contract) {
    for (let p = 0; p < 4; p++) {
      for (let e = 0; e < 5; e++)
        if (voids[p]! & (1 << e)) forbidden[p] = union(forbidden[p]!, contract.effectiveSuits[e]!);
    }
  }
  const needs: { seat: number; cards: number }[] = [];
  // Every bid a seat made was legal with the hand it was dealt (SK-9, SK-11, SK-13).
  for (const a of view.auction) {
    if (a.seat === seat) continue;
    const bid = bidIndex(a.bid);
    const b = BIDS[bid]!;
    if (b.kind === 'rufer') {
      const ace = calledAceOf(bid);
      forbidden[a.seat] = add(forbidden[a.seat]!, ace);
      needs.push({ seat: a.seat, cards: remove(plainCardsOf(b.suit as Suit), ace) });
    } else if (b.kind === 'solo' || b.kind === 'solo-tout') {
      needs.push({ seat: a.seat, cards: plainCardsOf(b.suit as Suit) });
    } else if (b.kind === 'sie') {
      needs.push({ seat: a.seat, cards: union(OBERS, UNTERS) });
    }
  }
  // SK-9, SK-19: the called Ace lies with the partner once known, else with a seat other than the declarer.
  if (contract && view.calledAce !== null && has(unknown, view.calledAce)) {
    const ace = view.calledAce;
    for (let p = 0; p < 4; p++) {
      const may = view.partner !== null ? p === view.partner : p !== view.declarer;
      if (!may) forbidden[p] = add(forbidden[p]!, ace);
    }
    // SK-16, SK-18: on the trick that first leads the called suit, a leader who did not run away, and every
    // seat that followed without the Ace, cannot hold it.
    const first = tricks.find((t) => effectiveSuit(contract, t.cards[0]!) === suitOf(ace));
    if (first) {
      first.cards.forEach((_, i) => {
        const p = (first.leader + i) % 4;
        if (p !== view.partner) forbidden[p] = add(forbidden[p]!, ace);
      });
    }
  }
  // Inference reads the auction, and once cards are on the table the schmieren and the leads (inference.ts).
  const reading = options.readPlay;
  const playing = reading !== undefined && contract !== undefined && tricks.length > 0;
  const likelihood =
    options.inference && (othersSpoke(view.auction, seat) || playing)
      ? (dealt: readonly number[]) =>
          auctionLikelihood(view.auction, seat, dealt) *
          (playing ? playLikelihood(view, contract, dealt, SCHMIER, TRUMP_LEADS, reading) : 1)
      : null;
  return { seat, contract, mine, unknown, played, sizes: view.handSizes, voids, forbidden, needs, likelihood };
}

/** With inference, candidate deals drawn per deal kept (sampling-importance-resampling, sampleDeals). */
const POOL = 8;

/**
 * A random deal of the hidden cards consistent with the knowledge: the seat's own hand where it is, and the
 * unknown cards spread over the other seats within their hand sizes, voids and called-Ace and auction
 * constraints (the kit's sampler, ai/search/worlds.ts). Null only if no consistent deal was found (never for a
 * view of a real game, in practice).
 */
export const sampleHands = (k: Knowledge, random: Random): number[] | null => dealHands(k, random);

/**
 * `n` deals of the hidden cards for a search. Without inference, n independent consistent deals (a deal that
 * cannot be drawn is left out). With it, POOL·n consistent deals are drawn and n of them kept, each with a
 * chance in proportion to how likely it makes the auction, without replacement (Efraimidis–Spirakis keys):
 * the kept deals follow the posterior however small the likelihoods are, and no deal is solved twice.
 */
export function sampleDeals(k: Knowledge, random: Random, n: number): number[][] {
  if (!k.likelihood) {
    const out: number[][] = [];
    for (let i = 0; i < n; i++) {
      const hands = sampleHands(k, random);
      if (hands) out.push(hands);
    }
    return out;
  }
  const pool: { hands: number[]; key: number }[] = [];
  for (let i = 0; i < n * POOL; i++) {
    const hands = sampleHands(k, random);
    if (!hands) continue;
    pool.push({ hands, key: weightedKey(k.likelihood(dealtHands(k, hands)), random) });
  }
  pool.sort((a, b) => b.key - a.key);
  return pool.slice(0, n).map((p) => p.hands);
}

/** The cards each seat held at the deal, in a sampled world: its hand now plus what it has played. */
export function dealtHands(k: Knowledge, hands: readonly number[]): number[] {
  return hands.map((h, p) => union(h, k.played[p]!));
}
