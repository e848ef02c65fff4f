/**
 * Mariáš's searching players (issue 32, point 3): perfect-information Monte Carlo over worlds drawn from the
 * seat's knowledge (knowledge.ts), each solved with every hand open (solver.ts).
 *
 * - Cards: each legal card's value in units averaged over the worlds; the declarer takes the highest, a defender
 *   the lowest (the defenders share the value: MA-26). A King or Ober whose partner is in hand is played with its
 *   marriage announced first (MA-21: announcing never costs its side anything).
 * - With `searchBids` (strong), every other decision is valued by solving worlds from the first lead:
 *   the trump card (MA-6) by the suit whose hra is worth most once the five cards to come are added and two laid
 *   (the easy player's discard), the discard (MA-7) among a few candidates (the easy player's, the other pairs of
 *   plain low cards that make a void, and a betl's and a durch's), the claims (MA-8, MA-9: betl or durch, the
 *   taker's discard included, against barva or dobra), the game (MA-10, MA-L4: hra, sedma, sto, stosedm in the
 *   suits it may name, betl, durch) and the fleks (MA-17: by the share of worlds the declarer wins; a defender
 *   raises only a component not yet raised, as a declarer's raise back shows strength the worlds do not weigh).
 *   Open cards flatter the declarer (docs/ai.md, Schafkopf's diagnosis): an option beyond the plain game must
 *   beat it by a margin (`MARGINS`), and a flek needs a clear share of worlds. The margins are set by hand, not yet
 *   fitted on self-play (issue 32 asks for it; docs/ai.md, "Mariáš", says what is left).
 *   The auction of `licitovany` (MA-L3) is the easy player's: it passes but for clear betl and durch hands.
 * - Without `searchBids` (normal), those decisions are the easy player's.
 *
 * Budgets are counted in worlds and solver nodes (budgets.ts); a world whose solve reached the node limit counts
 * for nothing, and with no world left the easy player decides.
 */
import { type Action, type Seat, actionArg } from '../../engine/action.js';
import {
  type Card,
  type Suit,
  SUITS,
  RANK_10,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  rankOf,
  suitOf,
} from '../../engine/cards.js';
import { type Mask, cardsOf, has, maskOf, union, without } from '../../engine/cardset.js';
import {
  type MariasView,
  bidName,
  declarationAction,
  isCardPlay,
  isDiscard,
  isTrumpMove,
  marryAction,
  trumpAction,
} from '../../engine/marias/index.js';
import { kingOf, oberOf, trumpSeven } from '../../engine/marias/cards.js';
import { COMPONENT_NAMES, type ComponentName, type Contract, isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import { type Random, seededRandom } from '../../engine/random.js';
import type { MariasBudget } from './budgets.js';
import { bestTrumpSuit, discardFor, easyMarias, trumpStrength, trumpSuitScore } from './easy.js';
import { type World, knowledgeOf, sampleWorld } from './knowledge.js';
import { positionOfView } from './position.js';
import { type OpenPosition, type Solver, sharedSolver } from './solver.js';

/** By how many units (mean over worlds) an option must beat the plain game (open cards flatter the declarer). */
export const MARGINS = {
  /** A betl or durch over the trump game (F's own claim, the discard). */
  noTrumpGame: 8,
  /** Taking the game over with betl or durch, against defending. */
  takeOver: 10,
  /** Sedma, sto or stosedm over hra. */
  extraComponent: 2,
} as const;
/** Fleks: a defender raises when the declarer wins at most this share of worlds; the declarer at least this. */
export const FLEK_SHARES = { defender: 0.25, declarer: 0.8 } as const;

/** Worlds drawn for a decision: pure functions of the view and the seed. */
export function worldsOf(v: MariasView, n: number, random: Random): World[] {
  const k = knowledgeOf(v);
  const out: World[] = [];
  for (let i = 0; i < n; i++) {
    const w = sampleWorld(k, random);
    if (w !== null) out.push(w);
  }
  return out;
}

/** The position of a deal's first lead: the game, its declarer, the three hands. */
function startPosition(
  hands: readonly Mask[],
  contract: Contract,
  trump: Suit | -1,
  declarer: Seat,
  forehand: Seat,
  flek: readonly number[] = [0, 0, 0, 0, 0],
): OpenPosition {
  return {
    hands,
    contract,
    trump: isTrumpGame(contract) ? trump : -1,
    declarer,
    flek,
    leader: isTrumpGame(contract) ? forehand : declarer,
    table: [],
    tricks: 0,
    cardPoints: [0, 0, 0],
    marriages: [],
    announced: -1,
  };
}

/** A game's mean value (the declarer's side's units) over the worlds, each hand set by `handsOf`; NaN if none. */
function meanValue(
  solver: Solver,
  worlds: readonly World[],
  handsOf: (w: World) => readonly Mask[] | null,
  contract: Contract,
  trump: Suit | -1,
  declarer: Seat,
  forehand: Seat,
  flek?: readonly number[],
): { mean: number; wins: number } {
  let sum = 0;
  let n = 0;
  let wins = 0;
  for (const w of worlds) {
    const hands = handsOf(w);
    if (hands === null) continue;
    const v = solver.value(startPosition(hands, contract, trump, declarer, forehand, flek));
    if (v !== v) continue;
    sum += v;
    n++;
    if (v > 0) wins++;
  }
  return n === 0 ? { mean: NaN, wins: 0 } : { mean: sum / n, wins: wins / n };
}

const withHand = (hands: readonly Mask[], seat: Seat, hand: Mask): Mask[] =>
  hands.map((h, q) => (q === seat ? hand : h));

/** A hand less two discarded cards. */
const laid = (hand: Mask, cards: readonly Card[]): Mask => without(hand, maskOf(cards));

// ---------------------------------------------------------------------------------------------------------------
// Cards.

/** The card (or its marriage's announcement) of highest mean value for the seat's side over the worlds. */
export function playByWorlds(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly (readonly Mask[])[],
  solver: Solver,
): Action | null {
  const cards = legal.filter(isCardPlay);
  const sums = new Float64Array(cards.length);
  let n = 0;
  for (const hands of worlds) {
    const values = solver.cardValues(positionOfView(v, hands), cards);
    if (values.some((x) => x !== x)) continue;
    values.forEach((x, i) => (sums[i] = sums[i]! + x));
    n++;
  }
  if (n === 0) return null;
  const sign = v.seat === v.declarer ? 1 : -1;
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (sign * sums[i]! > sign * sums[best]! + 1e-9) best = i;
  const card = cards[best]!;
  const marry = marryAction(suitOf(card));
  const r = rankOf(card);
  if ((r === RANK_KING || r === RANK_OBER) && legal.includes(marry)) return marry;
  return card;
}

// ---------------------------------------------------------------------------------------------------------------
// The trump card, the discard, the claims, the game, the fleks.

/** The plain low cards' pairs worth trying as a trump game's talon: the easy player's, then those making voids. */
function trumpDiscards(hand: Mask, keep: Card, trump: Suit): Card[][] {
  const cards = cardsOf(hand);
  const plain = cards.filter(
    (c) => c !== keep && suitOf(c) !== trump && rankOf(c) !== RANK_ACE && rankOf(c) !== RANK_10,
  );
  const len = (s: Suit) => cards.filter((c) => suitOf(c) === s).length;
  const pairs: { pair: Card[]; score: number }[] = [];
  for (let i = 0; i < plain.length; i++) {
    for (let j = i + 1; j < plain.length; j++) {
      const a = plain[i]!;
      const b = plain[j]!;
      const voids =
        suitOf(a) === suitOf(b)
          ? len(suitOf(a)) === 2
            ? 1
            : 0
          : (len(suitOf(a)) === 1 ? 1 : 0) + (len(suitOf(b)) === 1 ? 1 : 0);
      pairs.push({ pair: [a, b], score: voids * 20 - trumpStrength(a) - trumpStrength(b) });
    }
  }
  pairs.sort((x, y) => y.score - x.score);
  const out: Card[][] = [discardFor(cards, [keep], trump)];
  for (const p of pairs) {
    if (out.length >= 3) break;
    if (!out.some((q) => maskOf(q) === maskOf(p.pair))) out.push(p.pair);
  }
  return out.filter((p) => p.length === 2);
}

function discardActionOf(legal: readonly Action[], pair: readonly Card[]): Action | undefined {
  return legal.find((x) => {
    const [p, q] = argCards(2, actionArg(x));
    return (p === pair[0] && q === pair[1]) || (p === pair[1] && q === pair[0]);
  });
}

/** MA-6: the suit whose hra is worth most, the five cards to come (the world's rest) added and two laid. */
function chooseTrumpCard(v: MariasView, worlds: readonly World[], solver: Solver): Action | null {
  const seven = v.hand;
  const suits = SUITS.filter((s) => seven.some((c) => suitOf(c) === s))
    .sort((a, b) => trumpSuitScore(seven, b) - trumpSuitScore(seven, a))
    .slice(0, 2);
  let best: { suit: Suit; mean: number } | null = null;
  for (const s of suits) {
    const card = seven.filter((c) => suitOf(c) === s).sort((a, b) => trumpStrength(a) - trumpStrength(b))[0]!;
    const { mean } = meanValue(
      solver,
      worlds,
      (w) => {
        const hand = union(maskOf(seven), w.rest);
        return withHand(w.hands, v.seat, laid(hand, discardFor(cardsOf(hand), [card], s)));
      },
      'hra',
      s,
      v.seat,
      v.forehand,
    );
    if (mean === mean && (best === null || mean > best.mean)) best = { suit: s, mean };
  }
  if (best === null) return null;
  const suit = best.suit;
  const card = seven.filter((c) => suitOf(c) === suit).sort((a, b) => trumpStrength(a) - trumpStrength(b))[0]!;
  return trumpAction(card);
}

/** The value of each game this seat might declare with `hand` (after its discard), over the worlds. */
function gameValue(
  v: MariasView,
  worlds: readonly World[],
  solver: Solver,
  hand: Mask,
  contract: Contract,
  trump: Suit | -1,
): number {
  return meanValue(solver, worlds, (w) => withHand(w.hands, v.seat, hand), contract, trump, v.seat, v.forehand).mean;
}

/** MA-7 (F before his claim), MA-9 (a taker), MA-L4 (the auction's declarer): the discard worth most. */
function chooseDiscard(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly World[],
  solver: Solver,
): Action | null {
  const k = knowledgeOf(v);
  const hand = k.mine;
  const cards = cardsOf(hand);
  const options: { pair: Card[]; value: number }[] = [];
  const taker = v.ruleset === 'cardavia' && v.claim !== null;
  if (taker) {
    // A taker plays the game he claimed.
    const game = v.claim as 'betl' | 'durch';
    const pair = discardFor(cards, [], game);
    return discardActionOf(legal, pair) ?? null;
  }
  const keep = v.ruleset === 'cardavia' && v.trumpCard !== null ? v.trumpCard : -1;
  const suits: Suit[] = keep >= 0 ? [suitOf(keep)] : [bestTrumpSuit(cards)];
  for (const s of suits) {
    for (const pair of trumpDiscards(hand, keep, s)) {
      options.push({ pair, value: gameValue(v, worlds, solver, laid(hand, pair), 'hra', s) });
    }
  }
  for (const game of ['betl', 'durch'] as const) {
    const pair = discardFor(cards, [], game);
    const value = gameValue(v, worlds, solver, laid(hand, pair), game, -1);
    options.push({ pair, value: value - MARGINS.noTrumpGame });
  }
  let best: { pair: Card[]; value: number } | null = null;
  for (const o of options) if (o.value === o.value && (best === null || o.value > best.value)) best = o;
  return best === null ? null : (discardActionOf(legal, best.pair) ?? null);
}

const bidOf = (legal: readonly Action[], name: string): Action | undefined => legal.find((a) => bidName(a) === name);

/** MA-8, MA-9: barva, betl, durch or dobra by value over the worlds. */
function chooseClaim(v: MariasView, legal: readonly Action[], worlds: readonly World[], solver: Solver): Action | null {
  const names = legal.map((a) => bidName(a)!);
  const k = knowledgeOf(v);
  if (v.claim === null) {
    // F's own claim: his hand is set (the trump card back in it for betl and durch).
    const hand = k.mine;
    const trump = v.trumpCard !== null ? suitOf(v.trumpCard) : -1;
    const options: { name: string; value: number }[] = [];
    if (names.includes('barva'))
      options.push({ name: 'barva', value: gameValue(v, worlds, solver, hand, 'hra', trump as Suit) });
    for (const game of ['betl', 'durch'] as const) {
      const value = gameValue(v, worlds, solver, hand, game, -1);
      options.push({ name: game, value: names.includes('barva') ? value - MARGINS.noTrumpGame : value });
    }
    let best: { name: string; value: number } | null = null;
    for (const o of options) if (o.value === o.value && (best === null || o.value > best.value)) best = o;
    return best === null ? null : (bidOf(legal, best.name) ?? null);
  }
  // Taking over: this seat picks up the talon (the world's rest), lays two and plays betl or durch.
  for (const game of ['durch', 'betl'] as const) {
    if (!names.includes(game)) continue;
    const { mean } = meanValue(
      solver,
      worlds,
      (w) => {
        const hand = union(k.mine, w.rest);
        return withHand(w.hands, v.seat, laid(hand, discardFor(cardsOf(hand), [], game)));
      },
      game,
      -1,
      v.seat,
      v.forehand,
    );
    if (mean === mean && mean > MARGINS.takeOver) return bidOf(legal, game) ?? null;
  }
  return bidOf(legal, 'dobra') ?? null;
}

/** MA-10, MA-L4: the declaration worth most, the games beyond the plain hra by a margin. */
function chooseGame(v: MariasView, legal: readonly Action[], worlds: readonly World[], solver: Solver): Action | null {
  const hand = knowledgeOf(v).mine;
  const cards = cardsOf(hand);
  const options: { action: Action; value: number }[] = [];
  const consider = (action: Action | undefined, contract: Contract, trump: Suit | -1, margin: number) => {
    if (action === undefined || !legal.includes(action)) return;
    options.push({ action, value: gameValue(v, worlds, solver, hand, contract, trump) - margin });
  };
  const holdsSeven = (s: Suit) => has(hand, trumpSeven(s));
  const marriages = SUITS.filter((s) => has(hand, kingOf(s)) && has(hand, oberOf(s))).length;
  if (v.ruleset === 'cardavia') {
    const s = suitOf(v.trumpCard!);
    consider(bidOf(legal, 'hra'), 'hra', s, 0);
    if (holdsSeven(s)) consider(bidOf(legal, 'sedma'), 'sedma', s, MARGINS.extraComponent);
    if (marriages > 0) consider(bidOf(legal, 'sto'), 'sto', s, MARGINS.extraComponent);
    if (holdsSeven(s) && marriages > 0) consider(bidOf(legal, 'stosedm'), 'stosedm', s, MARGINS.extraComponent);
  } else {
    const suits = SUITS.filter((s) => cards.some((c) => suitOf(c) === s))
      .sort((a, b) => trumpSuitScore(cards, b) - trumpSuitScore(cards, a))
      .slice(0, 2);
    for (const s of suits) {
      consider(declarationAction('hra', s), 'hra', s, 0);
      const extra = legal.includes(declarationAction('hra', s)) ? MARGINS.extraComponent : 0;
      if (holdsSeven(s)) consider(declarationAction('sedma', s), 'sedma', s, extra);
      if (marriages > 0) consider(declarationAction('sto', s), 'sto', s, extra);
      if (holdsSeven(s) && marriages > 0) consider(declarationAction('stosedm', s), 'stosedm', s, extra);
    }
    const trumpLegal = options.length > 0;
    consider(bidOf(legal, 'betl'), 'betl', -1, trumpLegal ? MARGINS.noTrumpGame : 0);
    consider(bidOf(legal, 'durch'), 'durch', -1, trumpLegal ? MARGINS.noTrumpGame : 0);
  }
  let best: { action: Action; value: number } | null = null;
  for (const o of options) if (o.value === o.value && (best === null || o.value > best.value)) best = o;
  return best?.action ?? null;
}

/** MA-16, MA-17: the main component raised when the worlds clearly favour this seat's side. */
function chooseFlek(v: MariasView, legal: readonly Action[], worlds: readonly World[], solver: Solver): Action | null {
  const contract = v.contract!;
  const main = isTrumpGame(contract) ? 'hra' : contract;
  const flek = bidOf(legal, `flek-${main}`);
  if (flek === undefined) return bidOf(legal, 'dobra') ?? null;
  const { wins, mean } = meanValue(
    solver,
    worlds,
    (w) => w.hands,
    contract,
    v.trump ?? -1,
    v.declarer!,
    v.forehand,
    v.flek,
  );
  if (mean !== mean) return null;
  const declarer = v.seat === v.declarer;
  // A declarer who raised back has shown strength the worlds do not weigh: the defenders raise once only.
  const level = v.flek[COMPONENT_NAMES.indexOf(main as ComponentName)]!;
  const raise = declarer ? wins >= FLEK_SHARES.declarer : level === 0 && wins <= FLEK_SHARES.defender;
  return raise ? flek : (bidOf(legal, 'dobra') ?? null);
}

/** A decision of the searching players (normal and strong by their budgets). */
export function searchPlay(v: MariasView, legal: readonly Action[], seed: string, budget: MariasBudget): Action {
  if (legal.length === 1) return legal[0]!;
  const solver = sharedSolver();
  solver.budget = budget.nodeLimit;
  const random = seededRandom(`marias/${seed}`);
  let out: Action | null = null;
  if (v.step === 'play') {
    const n = v.tricks.length < 2 ? budget.playWorldsEarly : budget.playWorlds;
    const worlds = worldsOf(v, n, random).map((w) => w.hands);
    out = playByWorlds(v, legal, worlds, solver);
  } else if (budget.searchBids) {
    out = decideByWorlds(v, legal, worldsOf(v, budget.bidWorlds, random), solver);
  }
  return out ?? easyMarias(v, legal, seed);
}

/** The decisions before play, valued over `worlds` (strong's sampled worlds, or the oracle's true deal). */
export function decideByWorlds(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly World[],
  solver: Solver,
): Action | null {
  if (worlds.length === 0) return null;
  if (legal.some(isTrumpMove)) return chooseTrumpCard(v, worlds, solver);
  if (legal.some(isDiscard)) return chooseDiscard(v, legal, worlds, solver);
  switch (v.step) {
    case 'claim':
      return chooseClaim(v, legal, worlds, solver);
    case 'declare':
      return chooseGame(v, legal, worlds, solver);
    case 'flek':
      return chooseFlek(v, legal, worlds, solver);
    default:
      return null;
  }
}
