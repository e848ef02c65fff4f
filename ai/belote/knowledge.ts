/**
 * What one Belote seat knows, and the worlds it may be in (issue 33, point 3; RULES.md BE-5 … BE-12, BE-A2,
 * BE-C1, BE-C2).
 *
 * A seat sees its own hand, the turned card (BE-5, public from the deal) and who took it, the bids, the belote,
 * the declarations (their cards once the first trick is over: BE-A2) and every card played. The cards it does not
 * see lie in the three other hands and, in the classic game before the taking ends, in the eleven cards still to
 * be dealt (BE-8), which the kit's `dealHands` draws as a fifth place and which a world then lays out in a
 * uniform order. What the public actions prove is kept:
 * - BE-11 (BE-C4): a card played shows what its player did not hold then, and so does not hold now (nothing is
 *   dealt during play): every card that, held beside it, would have made it illegal, asked of the engine's own
 *   duty (`dutyCards`): the led suit, a higher trump on a trump lead, a trump when the other side held the trick,
 *   a higher trump than the trick's;
 * - BE-8: the turned card is in the taker's hand until he plays it;
 * - BE-12: the seat that announced the belote holds the other of the trump King and Queen until it plays it;
 * - BE-A2: the combinations shown after the first trick are in their declarers' hands until played, and they are
 *   all the combinations of those hands (a world is drawn again until they are); a declaration not yet shown
 *   holds at least one.
 * The bids prove nothing about single cards: they weigh the worlds instead (`worldWeight`, strong only): a seat
 * takes or bids with a hand valued as the easy player values it, and passes without one.
 *
 * The partner's hand is as hidden as an opponent's: nothing here reads anything but the view.
 */
import { type Action, type Seat } from '../../engine/action.js';
import { type Card, type Suit, SUITS, suitOf } from '../../engine/cards.js';
import {
  type Mask,
  EMPTY,
  add,
  bit,
  cardsOf,
  has,
  intersect,
  maskOf,
  popcount,
  union,
  without,
} from '../../engine/cardset.js';
import {
  type Combination,
  PACK_MASK,
  combinationsOf,
  dutyCards,
  kingOf,
  queenOf,
  trickWinner,
} from '../../engine/belote/cards.js';
import {
  type BeloteView,
  CONTRE,
  PASS,
  SURCONTRE,
  TAKE,
  bidName,
  contractAction,
  isBid,
  nextSeat,
  takeSuitAction,
} from '../../engine/belote/index.js';
import { CAPOT_LEVEL } from '../../engine/belote/scoring.js';
import { type Random, shuffle } from '../../engine/random.js';
import { type HiddenHands, dealHands } from '../search/worlds.js';
import { TAKE_MARK, easyBelote, handValue } from './easy.js';

/** The fifth place of a world in the classic game's taking: the eleven cards still to be dealt (BE-8). */
const STOCK = 4;

export interface Knowledge {
  readonly view: BeloteView;
  readonly mine: Mask;
  /** Per seat, the unseen cards known to lie in its hand. */
  readonly fixed: readonly Mask[];
  /** What the kit's sampler draws: the other unseen cards, each place's room and forbidden cards. */
  readonly hidden: HiddenHands;
  /** Per seat, the cards it has played. */
  readonly played: readonly Mask[];
}

/** A world: the four hands now and, in the classic game's taking, the cards still to be dealt in their order. */
export interface World {
  readonly hands: readonly Mask[];
  readonly stock: readonly Card[];
}

/** Every card played this deal: by whom, after which cards of its trick. */
export function plays(v: BeloteView): { seat: Seat; leader: Seat; card: Card; before: readonly Card[] }[] {
  const out: { seat: Seat; leader: Seat; card: Card; before: readonly Card[] }[] = [];
  const trick = (leader: Seat, cards: readonly Card[]) =>
    cards.forEach((card, i) => out.push({ seat: nextSeat(leader, i), leader, card, before: cards.slice(0, i) }));
  for (const t of v.tricks) trick(t.leader, t.cards);
  trick(v.trick.leader, v.trick.cards);
  return out;
}

/** BE-11 (BE-C4): the cards that, held beside `card` by `seat`, would have made it illegal after `before`. */
export function excludedBy(
  trump: Suit,
  seat: Seat,
  leader: Seat,
  card: Card,
  before: readonly Card[],
  undertrump: boolean,
): Mask {
  if (before.length === 0) return EMPTY;
  const partnerHolds = nextSeat(leader, trickWinner(trump, before)) % 2 === seat % 2;
  let out = EMPTY;
  for (const c of cardsOf(PACK_MASK)) {
    if (c !== card && !has(dutyCards(trump, add(bit(card), c), before, partnerHolds, undertrump), card)) {
      out = add(out, c);
    }
  }
  return out;
}

export function knowledgeOf(v: BeloteView): Knowledge {
  const me = v.seat;
  const mine = maskOf(v.hand);
  const played = [EMPTY, EMPTY, EMPTY, EMPTY];
  const forbidden = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY];
  const fixed = [EMPTY, EMPTY, EMPTY, EMPTY];
  const undertrump = v.ruleset !== 'contree';
  let seen = mine;
  for (const p of plays(v)) {
    played[p.seat] = add(played[p.seat]!, p.card);
    seen = add(seen, p.card);
    if (p.seat === me || v.trump === null) continue;
    forbidden[p.seat] = union(forbidden[p.seat]!, excludedBy(v.trump, p.seat, p.leader, p.card, p.before, undertrump));
  }
  const auction = v.step === 'first-round' || v.step === 'second-round';
  // BE-5: the turned card lies face up during the taking; BE-8: then it is in the taker's hand until played.
  if (v.turnedCard !== null) {
    if (auction) seen = add(seen, v.turnedCard);
    else if (v.taker !== null && v.taker !== me && !has(seen, v.turnedCard)) {
      fixed[v.taker] = add(fixed[v.taker]!, v.turnedCard);
    }
  }
  // BE-12: the belote's announcer holds the other of the trump King and Queen until it plays it.
  if (v.belote !== null && v.belote !== me && v.trump !== null) {
    for (const c of [kingOf(v.trump), queenOf(v.trump)]) if (!has(seen, c)) fixed[v.belote] = add(fixed[v.belote]!, c);
  }
  // BE-A2: the combinations shown are in their declarers' hands until played.
  for (const d of v.declarations) {
    if (d.seat === me || d.combinations === null) continue;
    for (const c of d.combinations)
      for (const card of c.cards) if (!has(seen, card)) fixed[d.seat] = add(fixed[d.seat]!, card);
  }
  const known = union(seen, union(union(fixed[0]!, fixed[1]!), union(fixed[2]!, fixed[3]!)));
  const unknown = without(PACK_MASK, known);
  const sizes = [0, 1, 2, 3].map((q) => (q === me ? popcount(mine) : v.handSizes[q]! - popcount(fixed[q]!)));
  const stockSize = popcount(unknown) - sizes.reduce((a, b, q) => (q === me ? a : a + b), 0);
  const hidden: HiddenHands = {
    seat: me,
    mine,
    unknown,
    sizes: [...sizes, stockSize],
    forbidden: forbidden.map((x, q) => (q === me ? EMPTY : intersect(x, unknown))),
    needs: [],
    played: [...played, EMPTY],
  };
  return { view: v, mine, fixed, hidden, played };
}

/** Draws a world may take to match the declarations (BE-A2) before the sampler gives up. */
const DECLARATION_ATTEMPTS = 50;

/**
 * BE-A2: whether the world's hands declare what the view shows: a declaration's combinations are all those of
 * its declarer's eight cards, so his hand with the cards he has played holds exactly those shown, or (before they
 * are shown) at least one.
 */
function declarationsHold(k: Knowledge, hands: readonly Mask[]): boolean {
  for (const d of k.view.declarations) {
    if (d.seat === k.view.seat) continue;
    const held = combinationsOf(union(hands[d.seat]!, k.played[d.seat]!));
    if (d.combinations === null ? held.length === 0 : !sameCombinations(held, d.combinations)) return false;
  }
  return true;
}

const sameCombinations = (a: readonly Combination[], b: readonly Combination[]): boolean =>
  a.length === b.length && a.every((c, i) => c.cards.join() === b[i]!.cards.join());

/** A world consistent with the knowledge, or null when the sampler found none. */
export function sampleWorld(k: Knowledge, random: Random): World | null {
  for (let attempt = 0; attempt < DECLARATION_ATTEMPTS; attempt++) {
    const hands = dealHands(k.hidden, random);
    if (hands === null) return null;
    const out = [0, 1, 2, 3].map((q) => union(hands[q]!, k.fixed[q]!));
    if (!declarationsHold(k, out)) continue;
    const stock = hands[STOCK]! === EMPTY ? [] : shuffle(cardsOf(hands[STOCK]!), random);
    return { hands: out, stock };
  }
  return null;
}

/** How steeply a hand's value (easy.ts handValue) makes a take or a bid likely, per point of value. */
const SLOPE = 1;
/** The value a whole hand of eight adds over the five of the taking, about (three cards of 0.6). */
const EIGHT_OVER_FIVE = 1.8;
const logistic = (x: number): number => 1 / (1 + Math.exp(-SLOPE * x));

/**
 * How likely the bids are in a world, up to a constant: they prove nothing (a seat may take or pass what it
 * likes) but suggest. A take or a contract bid in suit X is likely with a hand of high value for X, a pass with
 * a hand of low value for what it could have bid. The hand valued is the seat's hand in the world and the cards
 * it has played: its five cards and the turned card during the taking, its eight after (valued a little higher).
 * The seat's own bids and its partner's are weighed alike: it does not know its partner's reasons either.
 */
export function worldWeight(k: Knowledge, world: World): number {
  const v = k.view;
  const auction = v.step === 'first-round' || v.step === 'second-round';
  const at = (seat: Seat): Card[] => cardsOf(union(world.hands[seat]!, k.played[seat]!));
  let w = 1;
  const base = auction ? TAKE_MARK : TAKE_MARK + EIGHT_OVER_FIVE;
  v.events.forEach((e, i) => {
    if (e.seat === v.seat || !isBid(e.action)) return;
    const cards = at(e.seat);
    // BE-6, BE-7: the first round's four bids come first; a fifth bid is of the second round.
    w *= bidLikelihood(v, e.action, i >= 4, auction ? [...cards, v.turnedCard!] : cards, base);
  });
  return w;
}

/** The chance of one bid by a seat with `cards`, given the value that makes it even (`base`). */
function bidLikelihood(
  v: BeloteView,
  action: Action,
  secondRound: boolean,
  cards: readonly Card[],
  base: number,
): number {
  if (v.ruleset !== 'contree') {
    if (v.turnedCard === null) return 1;
    const turned = suitOf(v.turnedCard);
    if (action === TAKE) return logistic(handValue(cards, turned) - base);
    if (action !== PASS) {
      const suit = SUITS.find((s) => takeSuitAction(s) === action);
      return suit === undefined ? 1 : logistic(handValue(cards, suit) - base);
    }
    // A pass in the first round declines the turned suit; a pass in the second declines every other suit too.
    const best = secondRound ? Math.max(...SUITS.map((s) => handValue(cards, s))) : handValue(cards, turned);
    return 1 - 0.8 * logistic(best - base);
  }
  const name = bidName(action) ?? '';
  const m = /^(\d+)-\{(\d)\}$/.exec(name);
  if (m !== null) {
    const suit = Number(m[2]) as Suit;
    return logistic(handValue(cards, suit) - base - ((Number(m[1]) - 80) / 10) * 1.5);
  }
  if (action === PASS) return 1 - 0.5 * logistic(Math.max(...SUITS.map((s) => handValue(cards, s))) - base);
  return 1;
}

/** BE-C2: the contract levels 0 … 8 and the capot, for the auction's legal bids. */
const CONTRACT_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, CAPOT_LEVEL];

/** A contract bid's level and suit, from its name (`100-{2}`, `capot-{1}`), or null. */
function contractOf(a: Action): { level: number; suit: Suit } | null {
  const m = /^(\d+|capot)-\{(\d)\}$/.exec(bidName(a) ?? '');
  if (m === null) return null;
  return { level: m[1] === 'capot' ? CAPOT_LEVEL : (Number(m[1]) - 80) / 10, suit: Number(m[2]) as Suit };
}

/** Every 5-card subset of `cards` (the classic taking's hand among the eight held after BE-8). */
function subsetsOf(cards: readonly Card[], size: number): Card[][] {
  const out: Card[][] = [];
  const pick = (from: number, chosen: Card[]) => {
    if (chosen.length === size) out.push(chosen);
    else for (let i = from; i <= cards.length - (size - chosen.length); i++) pick(i + 1, [...chosen, cards[i]!]);
  };
  pick(0, []);
  return out;
}

/**
 * How likely the bids are in a world, by the easy player's rules (easy.ts), which every Cardavia level bids by
 * (budgets.ts): a bid the rules make with the world's hand has likelihood 1, any other `miss` (a table's players
 * bid by their own rules, so a world is never ruled out). The hand a seat bid with is its hand in the world with
 * the cards it has played: in the contrée the eight dealt (BE-C1); in the classic game five of them, the three
 * completed after the taking unknown (BE-8), so the likelihood is the mean over the hand's 5-card subsets (the
 * taker's without the turned card, which it took). The seat's own bids prove nothing of the others' hands, and
 * its partner's are read as an opponent's.
 */
export function ruleWeight(k: Knowledge, world: World, miss: number): number {
  const v = k.view;
  const contree = v.ruleset === 'contree';
  if (!contree && v.turnedCard === null) return 1;
  const bids = v.events.map((e, i) => ({ ...e, i })).filter((e) => isBid(e.action));
  // The view at each bid: the standing contract and step (contrée), the round (classic).
  const at: { step: BeloteView['step']; bid: BeloteView['bid']; legal: Action[] }[] = [];
  let standing: BeloteView['bid'] = null;
  let step: BeloteView['step'] = contree ? 'auction' : 'first-round';
  bids.forEach((e, j) => {
    if (!contree) step = j < 4 ? 'first-round' : 'second-round';
    let legal: Action[];
    if (!contree) {
      const turned = suitOf(v.turnedCard!);
      legal = step === 'first-round' ? [PASS, TAKE] : [PASS, ...SUITS.filter((x) => x !== turned).map(takeSuitAction)];
    } else if (step === 'contre') legal = [PASS, SURCONTRE];
    else {
      legal = [PASS];
      const from = standing === null ? 0 : standing.level + 1;
      if (standing === null || standing.level < CAPOT_LEVEL) {
        for (const l of CONTRACT_LEVELS) if (l >= from) for (const x of SUITS) legal.push(contractAction(l, x));
      }
      if (standing !== null && standing.bidder % 2 !== e.seat % 2) legal.push(CONTRE);
    }
    at.push({ step, bid: standing, legal });
    if (contree) {
      const c = contractOf(e.action);
      if (c !== null) standing = { ...c, bidder: e.seat };
      else if (e.action === CONTRE) step = 'contre';
    }
  });
  let w = 1;
  for (let q = 0; q < 4; q++) {
    if (q === v.seat) continue;
    const own = bids.map((e, j) => ({ e, j })).filter((x) => x.e.seat === q);
    if (own.length === 0) continue;
    let held = cardsOf(union(world.hands[q]!, k.played[q]!));
    const taking = !contree && (v.step === 'first-round' || v.step === 'second-round');
    if (!contree && !taking && v.taker === q) held = held.filter((c) => c !== v.turnedCard);
    const hands = contree || held.length <= 5 ? [held] : subsetsOf(held, 5);
    let sum = 0;
    for (const hand of hands) {
      let l = 1;
      for (const { e, j } of own) {
        const a = at[j]!;
        const seen: BeloteView = { ...v, seat: q, hand, step: a.step, bid: a.bid, events: v.events.slice(0, e.i) };
        if (easyBelote(seen, a.legal, 'rule') !== e.action) l *= miss;
      }
      sum += l;
    }
    w *= sum / hands.length;
  }
  return w;
}
