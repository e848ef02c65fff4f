/**
 * What the auction says about the hands beyond what it proves (issue 17, point 3). A bid proves little
 * (SK-9, SK-11: a plain card of a suit), but it is evidence: a Solo bidder rarely holds three trumps, a seat
 * that passed in front of a Solo bidder rarely holds four Obers. Each seat's one word in the auction (SK-5) is
 * given a likelihood from the hand it was dealt, and deals of the hidden cards are drawn in proportion to the
 * product of those likelihoods (rejection: a consistent draw is kept with that probability), so that the
 * sampled worlds are as likely as the bids make them, not merely possible.
 *
 * The likelihood of bidding a kind of contract is a logistic curve in the hand's strength for it (the easy
 * player's `handStrength`: trumps by rank, plain Aces), fitted on the strong player's own bids over random
 * deals (`bench/schafkopf/calibrate.ts`, command in docs/benchmarks.md): the seats are taken to bid as well as it does.
 */
import { type Suit } from '../../engine/cards.js';
import { cardsOf, has, remove } from '../../engine/cardset.js';
import {
  BIDS,
  CONTRACTS,
  CONTRACT_LEVEL,
  type ContractKind,
  type ContractRules,
  PASS,
  type SchafkopfView,
  bidIndex,
  calledAceOf,
  cardPoints,
  effectiveSuit,
  plainCardsOf,
  trickWinnerIndex,
} from '../../engine/schafkopf/index.js';
import { handStrength } from './easy.js';

/** A logistic curve: the chance of the bid is ½ at strength `mid`, and rises by e per `scale` of strength. */
export interface Propensity {
  readonly mid: number;
  readonly scale: number;
}

/** The contract families a seat chooses between in its one word. Touts and Sie are covered by hard constraints. */
export type Family = 'rufer' | 'wenz' | 'solo';

export type Propensities = Readonly<Record<Family, Propensity>>;

/**
 * The chance that a hand of this strength bids the family, fitted on strong's words in 186 random auctions
 * (`calibrate.js words 800 words-1`, stopped after 744 words; `calibrate.js fit`): a Rufer from strength 8,
 * a Wenz from 11, a Solo from 14. The scales are steep because strong's bids are a sharp function of the hand.
 */
export const PROPENSITIES: Propensities = {
  rufer: { mid: 7.97, scale: 0.63 },
  wenz: { mid: 10.84, scale: 0.82 },
  solo: { mid: 14.24, scale: 0.57 },
};

const logistic = (x: number, p: Propensity): number => 1 / (1 + Math.exp(-(x - p.mid) / p.scale));

const WENZ = bidIndex('wenz');
const SOLOS = [0, 1, 2, 3].map((s) => BIDS.findIndex((b) => b.kind === 'solo' && b.suit === s));
const RUFERS = BIDS.flatMap((b, i) => (b.kind === 'rufer' ? [i] : []));

/**
 * The strength of a dealt hand for each family: the best legal contract of it (SK-9: a Rufer needs a
 * callable suit; SK-11: a Solo a plain card of its suit), or -∞ when the family cannot be bid.
 */
export function familyStrengths(hand: number): Record<Family, number> {
  let solo = -Infinity;
  for (const bid of SOLOS) {
    const suit = BIDS[bid]!.suit as Suit;
    if ((hand & plainCardsOf(suit)) === 0) continue;
    solo = Math.max(solo, handStrength(hand, CONTRACTS[bid]!));
  }
  // Every Rufer has the same trumps: one strength, if any suit may be called.
  const callable = RUFERS.some((bid) => {
    const ace = calledAceOf(bid);
    return !has(hand, ace) && (hand & plainCardsOf(BIDS[bid]!.suit as Suit) & ~(1 << ace)) !== 0;
  });
  const rufer = callable ? handStrength(hand, CONTRACTS[RUFERS[0]!]!) : -Infinity;
  return { rufer, wenz: handStrength(hand, CONTRACTS[WENZ]!), solo };
}

/** The chance that a seat with this hand would bid each family, were it free to. */
export function bidChances(hand: number, p: Propensities = PROPENSITIES): Record<Family, number> {
  const s = familyStrengths(hand);
  return { rufer: logistic(s.rufer, p.rufer), wenz: logistic(s.wenz, p.wenz), solo: logistic(s.solo, p.solo) };
}

/** The family a kind of contract belongs to: a Tout to its Wenz or Solo; Sie to none. */
export const familyOfKind = (kind: ContractKind): Family | null =>
  kind === 'rufer' ? 'rufer' : kind === 'wenz' || kind === 'wenz-tout' ? 'wenz' : kind === 'sie' ? null : 'solo';

/** A bid's family for the likelihood; Touts and Sie count as certain (their hard constraints are in knowledge.ts). */
const familyOf = (bid: number): Family | null => {
  const kind = BIDS[bid]!.kind;
  return kind === 'rufer' || kind === 'wenz' || kind === 'solo' ? kind : null;
};

/** SK-5, SK-6: whether a family may still be bid over the highest bid so far. */
const open = (f: Family, highestBefore: number): boolean => {
  const current = BIDS[highestBefore]!.kind;
  return current === null || CONTRACT_LEVEL[f] > CONTRACT_LEVEL[current];
};

/**
 * How likely one word of the auction was from this dealt hand, given the highest bid before it (SK-5: one
 * word each, strictly higher). A pass declines every family still open to it; a bid of a family is that
 * family's chance, times declining the families above it. Touts and Sie count as certain here: their hard
 * constraints are in knowledge.ts, and they are rare.
 */
export function wordLikelihood(hand: number, bid: number, highestBefore: number, p?: Propensities): number {
  const chance = bidChances(hand, p);
  const decline = (f: Family) => (open(f, highestBefore) ? 1 - chance[f] : 1);
  if (bid === PASS) return decline('rufer') * decline('wenz') * decline('solo');
  const family = familyOf(bid);
  if (family === null) return 1;
  if (family === 'rufer') return chance.rufer * decline('wenz') * decline('solo');
  if (family === 'wenz') return chance.wenz * decline('solo');
  return chance.solo;
}

/** An auction as the view gives it: each word in order, by seat. */
export type Auction = readonly { readonly seat: number; readonly bid: string }[];

/** The product of the likelihoods of every other seat's word, given the hands as dealt in a sampled world. */
export function auctionLikelihood(auction: Auction, me: number, dealt: readonly number[], p?: Propensities): number {
  let highest = PASS;
  let weight = 1;
  for (const word of auction) {
    const bid = bidIndex(word.bid);
    if (word.seat !== me) weight *= wordLikelihood(dealt[word.seat]!, bid, highest, p);
    if (bid !== PASS) highest = bid; // SK-5: every bid is higher than the last
  }
  return weight;
}

/** Whether any other seat has spoken: only then can the auction say anything. */
export const othersSpoke = (auction: Auction, me: number): boolean => auction.some((w) => w.seat !== me);

/**
 * What the play says about the sides (issue 17, point 3): a seat following to a trick that holds both a card
 * of 10 or 11 points that would not take the trick and a much cheaper one mostly adds the fat card
 * ("schmieren") when its own side is winning the trick so far, and mostly keeps it when the other side is.
 * In a Rufer, before the called Ace shows, that tells the partner from the defenders. The chances are those
 * of Cardavia's own players, counted over self-play (`calibrate.js plays`; docs/benchmarks.md).
 */
export interface SchmierChances {
  /** The chance of adding the fat card when the trick's winner so far is on the seat's own side. */
  readonly own: number;
  /** The same when the winner so far is on the other side. */
  readonly other: number;
}

export const SCHMIER: SchmierChances = { own: 0.288, other: 0.124 };

/**
 * Partnership play (issue 17, point 4): in a Rufer, before the called Ace shows, the declarer's partner leads
 * trumps much more often than a defender does (the declarer's side draws trumps; the defenders look for the
 * partner through the called suit). The chance that a seat other than the declarer leads a trump when it
 * held a trump and another card, counted over self-play like SCHMIER.
 */
export interface TrumpLeadChances {
  readonly partner: number;
  readonly defender: number;
}

export const TRUMP_LEADS: TrumpLeadChances = { partner: 0.429, defender: 0.206 };

/** Whether a card of 10 or more points may be "added": fat, and at least 6 points more than the cheap choice. */
const FAT = 10;
const CHEAP_BELOW = FAT - 5;

/**
 * One following card's situation, if it is an informative one: the seat held (in this world) a fat card and a
 * cheap card among its legal cards, neither taking the lead of the trick. Then returns whether it added the fat
 * one; otherwise null. The legal cards follow SK-15 (the led effective suit if held); the called Ace's duties
 * are left out, as they bind one card only.
 */
export function schmierChoice(
  contract: ContractRules,
  table: readonly number[],
  hand: number,
  card: number,
): boolean | null {
  const led = effectiveSuit(contract, table[0]!);
  const follow = hand & contract.effectiveSuits[led]!;
  const legal = follow !== 0 ? follow : hand;
  const winner = trickWinnerIndex(contract, table);
  const takes = (c: number) => trickWinnerIndex(contract, [...table, c]) !== winner;
  let fat = false,
    cheap = false;
  for (const c of cardsOf(legal)) {
    if (takes(c)) continue;
    if (cardPoints(c) >= FAT) fat = true;
    else if (cardPoints(c) < CHEAP_BELOW) cheap = true;
  }
  if (!fat || !cheap || takes(card)) return null;
  return cardPoints(card) >= FAT;
}

/** A lead's situation, if informative: the leader held a trump and another card. Returns whether it led a trump. */
export function trumpLeadChoice(contract: ContractRules, hand: number, card: number): boolean | null {
  const trumps = hand & contract.trumps;
  if (trumps === 0 || trumps === hand) return null;
  return has(contract.trumps, card);
}

/** Which of the other seats' plays are read (issue 17, point 4: each measured on its own). */
export interface PlayReading {
  /** Fat cards added to a trick the seat does not take (schmierChoice). */
  readonly schmieren: boolean;
  /** In a Rufer, trumps led before the called Ace shows (trumpLeadChoice). */
  readonly trumpLeads: boolean;
}

export const READ_ALL: PlayReading = { schmieren: true, trumpLeads: true };

/** Schmieren alone: a measurement variant and the reading benchmark (bench/schafkopf/). */
export const READ_SCHMIEREN: PlayReading = { schmieren: true, trumpLeads: false };

/**
 * What strong reads (issue 17, point 4): a Rufer's trump leads only. Each reading was measured on its own
 * (docs/benchmarks.md): the trump leads find the partner 4.4 points more often and leave the cards chosen as
 * good as before; the schmieren found him no more often within the noise and made the cards chosen worse
 * (−0.24 units a deal valued on the true deal), so strong leaves them out.
 */
export const READ_TRUMP_LEADS: PlayReading = { schmieren: false, trumpLeads: true };

/**
 * How likely the other seats' following cards and leads were in a world where the seats were dealt `dealt`: the
 * product, over their informative choices (schmierChoice), of the chance of that choice given whether the
 * trick's winner so far was on their side there. The sides are the declarer and, in a Rufer, the holder of
 * the called Ace in that world.
 */
export function playLikelihood(
  view: SchafkopfView,
  contract: ContractRules,
  dealt: readonly number[],
  chances: SchmierChances = SCHMIER,
  leads: TrumpLeadChances = TRUMP_LEADS,
  reading: PlayReading = READ_ALL,
): number {
  const declarer = view.declarer;
  if (declarer === null) return 1;
  const ace = view.calledAce;
  const onDeclarerSide = (p: number) => p === declarer || (ace !== null && has(dealt[p]!, ace));
  const hands = dealt.slice();
  let weight = 1;
  let aceShown = false;
  for (const t of [...view.tricks, view.trick]) {
    t.cards.forEach((card, i) => {
      const p = (t.leader + i) % 4;
      const lead = trumpLeadChoice(contract, hands[p]!, card);
      if (
        reading.trumpLeads &&
        i === 0 &&
        ace !== null &&
        !aceShown &&
        p !== view.seat &&
        p !== declarer &&
        lead !== null
      ) {
        const chance = has(dealt[p]!, ace) ? leads.partner : leads.defender;
        weight *= lead ? chance : 1 - chance;
      }
      if (card === ace) aceShown = true;
      if (reading.schmieren && i > 0 && p !== view.seat) {
        const table = t.cards.slice(0, i);
        const added = schmierChoice(contract, table, hands[p]!, card);
        if (added !== null) {
          const winner = (t.leader + trickWinnerIndex(contract, table)) % 4;
          const chance = onDeclarerSide(winner) === onDeclarerSide(p) ? chances.own : chances.other;
          weight *= added ? chance : 1 - chance;
        }
      }
      hands[p] = remove(hands[p]!, card);
    });
  }
  return weight;
}
