/**
 * What one Mariáš seat knows, and the worlds it may be in (issue 32, point 3; RULES.md MA-5 … MA-21, MA-L1 …
 * MA-L4).
 *
 * A seat sees its own hand, the trump card when it set it aside (MA-6) or once it is shown (MA-10), the talon it
 * laid (MA-7, MA-9, MA-L4) and every talon card it picked up, the claims and bids, the game and its fleks, the
 * marriages announced and every card played. The cards it does not see lie in the other two hands (F's counted
 * with his trump card while it lies aside) and in a fourth place, "the rest": the talon laid by another seat,
 * the cards not yet dealt out (F's cards 17-21 before MA-6, the auction's talon before MA-L4). What the public
 * actions prove is kept:
 * - MA-19: a card played shows what its player did not hold then, and so does not hold now (nothing is drawn
 *   during play): any card that, held beside it, would have made it illegal (a card of the led suit, a higher one
 *   of it when the trick's winner was of the led suit, a trump, a higher trump). The test asks the engine's own
 *   duty (dutyCards) about the card played and each unseen card, so MA-12's kept seven needs nothing apart;
 * - MA-12: the declarer of a seven who played the trump seven before the tenth trick held no other legal card;
 * - MA-21: a seat that announced a marriage holds the King or Ober it has not played yet;
 * - MA-10: the trump card shown lies in F's hand until played;
 * - MA-7, MA-L4: the talon of a trump game (or under F's barva) holds no Ace and no Ten;
 * - MA-9: the cards this seat laid and another seat picked up are with that seat or in a talon it laid since.
 * The claims and the game prove nothing about single cards: they weigh the worlds instead (`declarerWeight`,
 * strong only), as the search kit's resampling keeps the likelier of several worlds drawn.
 *
 * The worlds are drawn by the search kit's `dealHands` (ai/search/worlds.ts), with the rest as a fourth hand.
 */
import type { Seat } from '../../engine/action.js';
import { actionArg } from '../../engine/action.js';
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
import { ACES_TENS, PACK_MASK, TRICKS, dutyCards, kingOf, oberOf, trumpSeven } from '../../engine/marias/cards.js';
import { type MariasView, bidName } from '../../engine/marias/index.js';
import { hasSeven, isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import type { Random } from '../../engine/random.js';
import { type HiddenHands, dealHands } from '../search/worlds.js';
import { discardFor, trumpSuitScore } from './easy.js';

/** The fourth place of a world: the talon laid by another seat and the cards not dealt out yet. */
export const REST = 3;

export interface Knowledge {
  readonly view: MariasView;
  /** The seat's own cards: its hand, with its trump card while it lies aside. */
  readonly mine: Mask;
  /** Per place (three seats and the rest), the unseen cards known to lie there. */
  readonly fixed: readonly Mask[];
  /** What the kit's sampler draws: the other unseen cards, with each place's room and forbidden cards. */
  readonly hidden: HiddenHands;
  /** Per seat, the cards it has played. */
  readonly played: readonly Mask[];
}

/** A world: the three hands now (F's with his trump card while it lies aside) and the rest. */
export interface World {
  readonly hands: readonly Mask[];
  readonly rest: Mask;
}

/** Every card played this deal, by whom, after which cards of its trick. */
export function plays(v: MariasView): { seat: Seat; card: Card; before: readonly Card[]; trick: number }[] {
  const out: { seat: Seat; card: Card; before: readonly Card[]; trick: number }[] = [];
  const add1 = (leader: Seat, cards: readonly Card[], trick: number) =>
    cards.forEach((card, i) => out.push({ seat: (leader + i) % 3, card, before: cards.slice(0, i), trick }));
  v.tricks.forEach((t, i) => add1(t.leader, t.cards, i));
  add1(v.trick.leader, v.trick.cards, v.tricks.length);
  return out;
}

/** MA-12: the cards that, held beside the trump seven played early by a declarer of a seven, were legal too. */
export function besideSeven(trump: Suit, seven: Card, before: readonly Card[]): Mask {
  let out = EMPTY;
  for (const c of cardsOf(PACK_MASK)) {
    if (c !== seven && has(dutyCards(trump, add(bit(seven), c), before), c)) out = add(out, c);
  }
  return out;
}

/** MA-19: the cards that, held beside `card`, would have made it illegal after `before`. */
export function excludedBy(trump: Suit | -1, card: Card, before: readonly Card[]): Mask {
  if (before.length === 0) return EMPTY;
  let out = EMPTY;
  for (const c of cardsOf(PACK_MASK)) {
    if (c !== card && !has(dutyCards(trump, add(bit(card), c), before), card)) out = add(out, c);
  }
  return out;
}

export function knowledgeOf(v: MariasView): Knowledge {
  const me = v.seat;
  const f = v.forehand;
  let mine = maskOf(v.hand);
  if (me === f && v.trumpAside && v.trumpCard !== null) mine = add(mine, v.trumpCard);
  const played = [EMPTY, EMPTY, EMPTY];
  const forbidden = [EMPTY, EMPTY, EMPTY, EMPTY];
  const fixed = [EMPTY, EMPTY, EMPTY, EMPTY];
  const trump: Suit | -1 = v.contract !== null && isTrumpGame(v.contract) && v.trump !== null ? v.trump : -1;
  let seen = mine;
  for (const p of plays(v)) {
    played[p.seat] = add(played[p.seat]!, p.card);
    seen = add(seen, p.card);
    if (p.seat === me) continue;
    forbidden[p.seat] = union(forbidden[p.seat]!, excludedBy(trump, p.card, p.before));
    // MA-12: the declarer of a seven plays the trump seven early only as his one legal card.
    const sevenGame = v.contract !== null && hasSeven(v.contract) && p.seat === v.declarer;
    if (sevenGame && trump >= 0 && p.card === trumpSeven(trump as Suit) && p.trick < TRICKS - 1) {
      forbidden[p.seat] = union(forbidden[p.seat]!, besideSeven(trump as Suit, p.card, p.before));
    }
  }
  const myTalon = v.talon === null ? EMPTY : maskOf(v.talon);
  seen = union(seen, myTalon);
  // MA-10: the trump card shown lies with F until he plays it.
  if (me !== f && v.trumpCard !== null && !has(seen, v.trumpCard)) fixed[f] = add(fixed[f]!, v.trumpCard);
  // MA-21: a marriage's other card stays in its announcer's hand until played.
  for (const m of v.marriages) {
    if (m.seat === me) continue;
    for (const c of [kingOf(m.suit), oberOf(m.suit)]) if (!has(seen, c)) fixed[m.seat] = add(fixed[m.seat]!, c);
  }
  // MA-9: the cards this seat laid that another picked up since; who may hold them now.
  let lost = EMPTY;
  const holders = new Set<number>([REST]);
  let laid = EMPTY;
  let standingClaim = false;
  for (const e of v.events) {
    if (e.move === 'discard') {
      if (e.seat === me && e.action !== null) laid = union(laid, maskOf(argCards(2, actionArg(e.action))));
      continue;
    }
    if (e.move !== 'bid' || e.action === null) continue;
    const name = bidName(e.action);
    if (v.ruleset === 'cardavia' && (name === 'barva' || name === 'betl' || name === 'durch')) {
      // A claim over a standing claim picks up the talon lying (MA-9).
      if (standingClaim && e.seat !== me && laid !== EMPTY) {
        lost = union(lost, laid);
        laid = EMPTY;
        holders.add(e.seat);
      } else if (standingClaim && e.seat !== me && lost !== EMPTY) holders.add(e.seat);
      standingClaim = true;
    }
  }
  lost = without(lost, union(seen, union(fixed[0]!, union(fixed[1]!, fixed[2]!))));
  for (let q = 0; q < 3; q++) if (q !== me && !holders.has(q)) forbidden[q] = union(forbidden[q]!, lost);
  // MA-7, MA-L4: a trump game's talon holds no Ace or Ten; so does F's under his standing barva.
  const someoneElsesTalon = v.talon === null;
  const trumpTalon =
    (v.contract !== null && isTrumpGame(v.contract)) || (v.claim === 'barva' && v.ruleset === 'cardavia');
  if (someoneElsesTalon && trumpTalon) forbidden[REST] = union(forbidden[REST]!, ACES_TENS);

  const known = union(seen, union(union(fixed[0]!, fixed[1]!), union(fixed[2]!, fixed[3]!)));
  const unknown = without(PACK_MASK, known);
  const sizes = [0, 1, 2].map((q) =>
    q === me ? popcount(mine) : v.handSizes[q]! + (q === f && v.trumpAside ? 1 : 0) - popcount(fixed[q]!),
  );
  const restSize = popcount(unknown) - sizes.reduce((a, b, q) => (q === me ? a : a + b), 0);
  const hidden: HiddenHands = {
    seat: me,
    mine,
    unknown,
    sizes: [...sizes, restSize],
    forbidden: forbidden.map((x, q) => (q === me ? EMPTY : intersect(x, unknown))),
    needs: [],
    played: [...played, EMPTY],
  };
  return { view: v, mine, fixed, hidden, played };
}

/** A world consistent with the knowledge, or null when the sampler found none. */
export function sampleWorld(k: Knowledge, random: Random): World | null {
  const hands = dealHands(k.hidden, random);
  if (hands === null) return null;
  const out = [0, 1, 2].map((q) => union(hands[q]!, k.fixed[q]!));
  return { hands: out, rest: union(hands[REST]!, k.fixed[REST]!) };
}

/**
 * The share of F's possible first sevens, the trump card and six of `others` each alike (MA-5), whose best suit by
 * the easy player's score (easy.ts `bestTrumpSuit`: its first suit of the highest score) is `trump`; the 6-subsets
 * are enumerated by Gosper's hack on a bitmask of `others`, each suit's score added card by card.
 */
export function trumpChoiceShare(trumpCard: Card, others: readonly Card[], trump: Suit): number {
  const n = others.length;
  if (n < 6) return 1;
  const base = [0, 0, 0, 0];
  base[suitOf(trumpCard)] = trumpSuitScore([trumpCard], suitOf(trumpCard));
  const suit = others.map(suitOf);
  const score = others.map((c) => trumpSuitScore([c], suitOf(c)));
  let chosen = 0;
  let total = 0;
  const scores = [0, 0, 0, 0];
  for (let m = (1 << 6) - 1; m < 1 << n;) {
    scores[0] = base[0]!;
    scores[1] = base[1]!;
    scores[2] = base[2]!;
    scores[3] = base[3]!;
    for (let i = 0; i < n; i++) if (m & (1 << i)) scores[suit[i]!] = scores[suit[i]!]! + score[i]!;
    let best = 0;
    for (const x of SUITS) if (scores[x]! > scores[best]!) best = x;
    if (best === trump) chosen++;
    total++;
    const low = m & -m;
    const ripple = m + low;
    m = (((ripple ^ m) >> 2) / low) | ripple;
  }
  return chosen / total;
}

/**
 * How likely F's public choices of his trump game are in a world, up to a constant (issue 32, point 3: worlds
 * consistent with the claims made). They prove nothing about single cards (a player may choose as he likes), but
 * a Cardavia forehand chooses from the easy player's rules (easy.ts), which strong's own choices start from: the
 * trump card from the suit of his first seven the rules rank best (MA-6), the easy discard of plain low cards
 * (MA-7), a seven announced with the trump seven and a hundred with a marriage (MA-12, MA-13). Each choice is read
 * as made by those rules with chance 1 − `miss` and otherwise by any reason (likelihood `miss`), so no world is
 * ruled out. Read by a seat other than F once F's trump game is declared and shown (MA-10): his twelve cards are
 * then his hand, the cards he played and the talon, which is the world's rest; his first seven hold the trump card
 * and six of the other eleven, each six alike (MA-5).
 */
export function declarerWeight(k: Knowledge, w: World, miss: number): number {
  const v = k.view;
  const { forehand: f, trump, trumpCard, contract } = v;
  if (v.ruleset !== 'cardavia' || v.seat === f || v.declarer !== f || trump === null || trumpCard === null) return 1;
  if (contract === null || !isTrumpGame(contract)) return 1;
  const twelve = cardsOf(union(union(w.hands[f]!, k.played[f]!), w.rest));
  const chosen = trumpChoiceShare(
    trumpCard,
    twelve.filter((c) => c !== trumpCard),
    trump,
  );
  let out = miss + (1 - miss) * chosen;
  const easyTalon = discardFor(twelve, [trumpCard], trump);
  out *= easyTalon.length === 2 && maskOf(easyTalon) === w.rest ? 1 : miss;
  const held = maskOf(twelve);
  if (hasSeven(contract)) out *= has(held, trumpSeven(trump)) ? 1 : miss;
  if (contract === 'sto' || contract === 'stosedm') {
    out *= SUITS.some((s) => has(held, kingOf(s)) && has(held, oberOf(s))) ? 1 : miss;
  }
  return out;
}
