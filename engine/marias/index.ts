/**
 * Mariáš for three, as RULES.md MA-1 … MA-27 gives it (ruleset `cardavia`, volený mariáš) and MA-L1 … MA-L7
 * (ruleset `licitovany`, the auction game): the 32-card pack dealt by pack index, the trump card set aside
 * face down from the forehand's first seven, the discard of two (no Ace or Ten in a trump game's talon),
 * claims of betl and durch that take the game over with the talon picked up, the auction ladder, the game
 * declared (hra, sedma, sto, stosedm, betl, durch), fleks by rounds up to boty, the Ten second in trump games,
 * the duties to follow, beat and trump with no partner exception, marriages announced with their first card,
 * the early end of betl and durch, every component scored (the silent seven and the silent hundred included),
 * and sessions of `rules.target` deals.
 *
 * Where RULES.md is silent, decided as Czech players play (each also noted where the code does it):
 * - MA-9: every player who takes the game over picks up the talon lying then and discards two, F included when
 *   he claims durch over another's betl; each seat's picked-up and laid talon cards stay known to it alone.
 * - MA-10: the trump card is shown as soon as F's barva stands (the declaration step), before he names his game;
 *   it goes back into his hand with the declaration.
 * - MA-12: "his only legal card" is read after MA-19's duties; the restriction applies in `licitovany` too.
 * - MA-14: a betl or durch decided at the tenth trick ends by "last-trick"; "decided" only when play stops early.
 * - MA-15, MA-22: no silent seven at all when a seven was announced (no "sedma proti"); a trump seven in the talon
 *   makes no silent seven; the silent hundred needs no announced hundred for either side.
 * - MA-17: a defender with nothing open is skipped within his round; a round whose speakers all said dobra ends
 *   the fleks; the declarer may raise only what the defenders raised in their last round, and the other way.
 * - MA-21: `marry` is refused (ILLEGAL_MOVE) when neither its King nor its Ober may be played now, and a second
 *   `marry` before the card is played; the marriage counts at once, whoever wins the tricks.
 * - MA-27: the target's choices offered are 6, 12 and 24 deals (two, four or eight for each dealer).
 * - MA-L3: a holder who passes at once leaves the bidder the level he bid; nobody bidding leaves F a plain hra.
 * - MA-L4: `hra-X` is below the ladder whatever X (a red hra too), so only a plain-hra winner may declare it.
 * - Errors: WRONG_PHASE and a bid name of no ruleset carry no rule (bookkeeping, as in Schafkopf); a discard at
 *   a wrong step or naming one card twice is MA-7 (MA-L4 in `licitovany`).
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../action.js';
import { type Card, type Notation, type Suit, SUITS, formatCard, suitLetter } from '../cards.js';
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
  remove,
  union,
  without,
} from '../cardset.js';
import { defineGame } from '../define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { appended } from '../list.js';
import { argCards, cardsArg } from '../moves.js';
import { type Result, err, ok } from '../result.js';
import {
  ACES_TENS,
  HEARTS,
  LAST_TRICK_POINTS,
  PACK,
  POINTS,
  TRICKS,
  dutyCards,
  kingOf,
  marriageValue,
  oberOf,
  trickWinner,
  trumpSeven,
} from './cards.js';
import { explainMariasTricks } from './explain.js';
import {
  BETL,
  COMPONENT_NAMES,
  type ComponentName,
  type Contract,
  DURCH,
  HRA,
  MAX_FLEK,
  SEDMA,
  STO,
  type ScoredComponent,
  componentsOf,
  hasSeven,
  isTrumpGame,
  settle as settleDeal,
} from './scoring.js';
import { mariasStatKeys } from './stats.js';
import { mariasText } from './text.js';

export { PACK } from './cards.js';
export type { Contract, ComponentName, ScoredComponent } from './scoring.js';

export type MariasRuleset = 'cardavia' | 'licitovany';
export interface MariasRules extends RulesOptions {
  readonly ruleset: MariasRuleset;
}
/** MA-27: twelve deals, four for each dealer. */
export const DEFAULT_TARGET = 12;
export const SEATS = 3;

// The moves, in kind order (moves.ts): play and bid first in every game, then Mariáš's own.
const PLAY_KIND = 0;
const BID_KIND = 1;
const TRUMP_KIND = 2;
const DISCARD_KIND = 3;
const MARRY_KIND = 4;

/** MA-L2: the auction's ladder, low to high; plain hra (-1) lies below it. */
export const LADDER = [
  'sedma',
  'sedma-cervena',
  'sto',
  'stosedm',
  'sto-cervene',
  'stosedm-cervene',
  'betl',
  'durch',
] as const;
const PLAIN_HRA = -1;
const BETL_LEVEL = 6;
const DURCH_LEVEL = 7;

/** MA-16, MA-17: `flek-` and the components it raises, in the order hra, sedma, sto. */
export function flekName(components: number): string {
  return 'flek-' + COMPONENT_NAMES.filter((_, i) => (components >> i) & 1).join('-');
}
/** Every set of components a flek may name: the seven of a trump game, betl, durch. */
const FLEK_SETS: readonly number[] = [
  HRA,
  SEDMA,
  STO,
  HRA | SEDMA,
  HRA | STO,
  SEDMA | STO,
  HRA | SEDMA | STO,
  BETL,
  DURCH,
];

/** MA-L4: the trump declarations, `hra-{s}` with the suit as a slot (moves.ts writes its letter). */
const TRUMP_GAMES: readonly Contract[] = ['hra', 'sedma', 'sto', 'stosedm'];
const declarationName = (game: Contract, suit: Suit): string => `${game}-{${suit}}`;

/**
 * The bid names of both rulesets (RULES.md's records paragraph): the base ruleset's claims, answers and games,
 * the auction's `pass`, `mam`, ladder and declarations, and the fleks.
 */
export const BIDS: readonly string[] = [
  'barva',
  'dobra',
  'betl',
  'durch',
  'hra',
  'sedma',
  'sto',
  'stosedm',
  'pass',
  'mam',
  'sedma-cervena',
  'sto-cervene',
  'stosedm-cervene',
  ...TRUMP_GAMES.flatMap((g) => SUITS.map((s) => declarationName(g, s))),
  ...FLEK_SETS.map(flekName),
];
const BID_INDEX = new Map(BIDS.map((b, i) => [b, i]));
/** The action of a bid name (as BIDS writes it: a declaration with its suit slot). */
export function bidAction(name: string): Action {
  const i = BID_INDEX.get(name);
  if (i === undefined) throw new Error(`no Mariáš bid ${name}`);
  return moveAction(BID_KIND, i);
}
/** MA-L4: the declaration of a trump game in a suit. */
export const declarationAction = (game: Contract, suit: Suit): Action =>
  isTrumpGame(game) ? bidAction(declarationName(game, suit)) : bidAction(game);
/** MA-6: `{ "seat": s, "trump": "HK" }`, `trump:HK`. */
export const trumpAction = (card: Card): Action => moveAction(TRUMP_KIND, card);
/** MA-7: `{ "seat": s, "discard": ["E7", "G8"] }`, `discard:E7,G8`. */
export const discardAction = (a: Card, b: Card): Action => moveAction(DISCARD_KIND, cardsArg([a, b]));
/** MA-21: `{ "seat": s, "marry": "H" }`, `marry:H`. */
export const marryAction = (suit: Suit): Action => moveAction(MARRY_KIND, suit);
export const isCardPlay = (a: Action): boolean => actionKind(a) === PLAY_KIND;
export const isMarry = (a: Action): boolean => actionKind(a) === MARRY_KIND;
export const isTrumpMove = (a: Action): boolean => actionKind(a) === TRUMP_KIND;
export const isDiscard = (a: Action): boolean => actionKind(a) === DISCARD_KIND;
/** The bid name of a bid action (with a declaration's suit slot), or undefined. */
export const bidName = (a: Action): string | undefined => (actionKind(a) === BID_KIND ? BIDS[actionArg(a)] : undefined);

/**
 * The deal's steps: choosing the trump card (MA-6), a discard (MA-7, MA-9, MA-L4), the claims and taking over
 * (MA-8, MA-9), the auction (MA-L3), the game's declaration (MA-10, MA-L4), the fleks (MA-16, MA-17), play.
 */
export type Stage = 'trump' | 'discard' | 'claim' | 'auction' | 'declare' | 'flek' | 'play' | 'over';
/** MA-8, MA-9: the claims of the base ruleset. */
export type Claim = 'barva' | 'betl' | 'durch';

export interface MariasTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}
export interface MariasMarriage {
  readonly seat: Seat;
  readonly suit: Suit;
  /** The trick it was announced in (0-based). */
  readonly trick: number;
  readonly points: number;
}
/** An action other than a card, in order: the auction's story and the marriages. */
export interface MariasEvent {
  readonly seat: Seat;
  readonly action: Action;
}

export interface MariasState {
  readonly game: 'marias';
  readonly rules: MariasRules;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly stage: Stage;
  /** The seat to act (auction steps; in play it follows from the trick). */
  readonly turn: Seat;
  readonly hands: readonly Mask[];
  /** Cards dealt but not yet in a hand: F's cards 17-21 before MA-6, the auction's talon before MA-L4. */
  readonly stock: Mask;
  /** MA-6: the trump card F set aside (-1 before, and in `licitovany`); it stays named after it returns. */
  readonly trumpCard: Card;
  /** Whether it lies aside, out of F's hand. */
  readonly trumpAside: boolean;
  /** MA-10: turned face up. */
  readonly trumpShown: boolean;
  /** The talon lying now (MA-7, MA-9, MA-L4) and who laid it (-1: none yet). */
  readonly talon: Mask;
  readonly talonBy: Seat;
  /** Per seat: the talon cards it has held (laid or picked up), which it alone knows. */
  readonly seenTalon: readonly Mask[];
  /** MA-8, MA-9: the standing claim, its claimant, and who has still to speak to it. */
  readonly claim: Claim | null;
  readonly claimant: Seat;
  readonly speakers: readonly Seat[];
  /** MA-L3: holder, bidder, the level held (-1 plain hra), and whether M has joined. */
  readonly holder: Seat;
  readonly bidder: Seat;
  readonly level: number;
  readonly joined: boolean;
  /** The game, once fixed. */
  readonly declarer: Seat;
  readonly contract: Contract | null;
  readonly trump: Suit | -1;
  /** MA-16, MA-17: levels by component (COMPONENT_NAMES's order), and the round in progress. */
  readonly flek: readonly number[];
  readonly flekDefenders: boolean;
  readonly flekOpen: number;
  readonly flekRaised: number;
  readonly flekQueue: readonly Seat[];
  readonly leader: Seat;
  readonly table: readonly Card[];
  readonly tricks: readonly MariasTrick[];
  /** MA-21: the suit of the marriage just announced, whose King or Ober is to be played now; -1 otherwise. */
  readonly announced: Suit | -1;
  readonly marriages: readonly MariasMarriage[];
  readonly cardPoints: readonly number[];
  readonly events: readonly MariasEvent[];
  /** The talon as play began (the report's `talon`). */
  readonly playTalon: Mask;
  readonly endedBy: 'last-trick' | 'decided' | null;
}

export interface MariasOutcome {
  readonly dealer: Seat;
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly trump: Suit | null;
  readonly trumpCard: Card | null;
  readonly talon: readonly Card[];
  readonly flek: Readonly<Partial<Record<ComponentName, number>>>;
  readonly cardPoints: readonly number[];
  readonly marriages: readonly number[];
  readonly tricks: readonly number[];
  readonly components: readonly ScoredComponent[];
  readonly value: number;
  readonly scores: readonly number[];
  readonly endedBy: 'last-trick' | 'decided';
}

/** Seats of a deal: forehand F = d+1, middlehand M = d+2, rearhand R = d (RULES.md, Mariáš). */
export const forehandOf = (dealer: Seat): Seat => (dealer + 1) % SEATS;
const next = (seat: Seat, k = 1): Seat => (seat + k) % SEATS;
const base = (s: MariasState): boolean => s.rules.ruleset === 'cardavia';

function turnOf(s: MariasState): Seat {
  return s.stage === 'play' ? next(s.leader, s.table.length) : s.turn;
}

const phaseOf = (s: MariasState): Phase => (s.stage === 'over' ? 'over' : s.stage === 'play' ? 'play' : 'auction');

// ---------------------------------------------------------------------------------------------------------------
// The bids each step allows.

/** MA-16, MA-17: the components a flek may raise now (open, below boty). */
function flekable(s: MariasState): number {
  let out = 0;
  for (let i = 0; i < COMPONENT_NAMES.length; i++) if ((s.flekOpen >> i) & 1 && s.flek[i]! < MAX_FLEK) out |= 1 << i;
  return out;
}

/** MA-L4: the level of a declaration (hra-X below the ladder; red when X is hearts). */
export function declarationLevel(contract: Contract, trump: Suit | -1): number {
  const red = trump === HEARTS;
  switch (contract) {
    case 'hra':
      return PLAIN_HRA;
    case 'sedma':
      return red ? 1 : 0;
    case 'sto':
      return red ? 4 : 2;
    case 'stosedm':
      return red ? 5 : 3;
    case 'betl':
      return BETL_LEVEL;
    case 'durch':
      return DURCH_LEVEL;
  }
}

/** The bid names the seat on turn may say (BIDS's forms). */
function legalBids(s: MariasState): string[] {
  switch (s.stage) {
    case 'claim':
      // MA-8: F's claim; barva only when the talon holds no Ace or Ten (MA-7). MA-9: dobra or a higher claim.
      if (s.claim === null) return (intersect(s.talon, ACES_TENS) === EMPTY ? ['barva'] : []).concat('betl', 'durch');
      return s.claim === 'barva' ? ['dobra', 'betl', 'durch'] : ['dobra', 'durch'];
    case 'auction': {
      // MA-L3: the holder answers a bid; the bidder bids above the level or passes.
      if (s.turn === s.holder) return ['mam', 'pass'];
      return ['pass', ...LADDER.slice(s.level + 1)];
    }
    case 'declare': {
      if (base(s)) return ['hra', 'sedma', 'sto', 'stosedm']; // MA-10
      // MA-L4: at or above the level won; a talon with an Ace or a Ten leaves betl and durch.
      const trumpGames = intersect(s.talon, ACES_TENS) === EMPTY;
      const out: string[] = [];
      for (const g of TRUMP_GAMES) {
        for (const suit of SUITS) {
          if (trumpGames && declarationLevel(g, suit) >= s.level) out.push(declarationName(g, suit));
        }
      }
      // Betl stands below durch on the ladder (MA-L2): won at durch, only durch is left.
      return [...out, ...(['betl', 'durch'] as const).filter((g) => LADDER.indexOf(g) >= s.level)];
    }
    case 'flek': {
      const open = flekable(s);
      return ['dobra', ...FLEK_SETS.filter((set) => (set & open) === set).map(flekName)];
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Play.

/** MA-12, MA-19, MA-21: the cards the seat on turn may play, before a marriage's restriction. */
function dutyPlayable(s: MariasState): Mask {
  const seat = turnOf(s);
  let m = dutyCards(s.trump, s.hands[seat]!, s.table);
  // MA-12: with a seven in his game, the declarer keeps the trump seven for the tenth trick unless forced.
  if (seat === s.declarer && s.contract !== null && hasSeven(s.contract) && s.tricks.length < TRICKS - 1) {
    const seven = trumpSeven(s.trump as Suit);
    if (has(m, seven) && m !== bit(seven)) m = remove(m, seven);
  }
  return m;
}

/** The cards the seat on turn may play: after `marry:X`, only XK and XO among them (MA-21). */
export function playableMask(s: MariasState): Mask {
  const m = dutyPlayable(s);
  const suit = s.announced;
  return suit === -1 ? m : intersect(m, union(bit(kingOf(suit)), bit(oberOf(suit))));
}

/** MA-21: the suits whose marriage the seat on turn may announce now. */
function marriageSuits(s: MariasState): Suit[] {
  if (s.stage !== 'play' || s.contract === null || !isTrumpGame(s.contract) || s.announced >= 0) return [];
  const hand = s.hands[turnOf(s)]!;
  const legal = dutyPlayable(s);
  return SUITS.filter(
    (suit) =>
      has(hand, kingOf(suit)) && has(hand, oberOf(suit)) && (has(legal, kingOf(suit)) || has(legal, oberOf(suit))),
  );
}

/** Every pair of a hand, as discard actions. */
function discards(hand: Mask): Action[] {
  const cards = cardsOf(hand);
  const out: Action[] = [];
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++) out.push(discardAction(cards[i]!, cards[j]!));
  return out;
}

function legalActions(s: MariasState): Action[] {
  switch (s.stage) {
    case 'over':
      return [];
    case 'trump':
      return cardsOf(s.hands[s.turn]!).map(trumpAction);
    case 'discard':
      return discards(s.hands[s.turn]!);
    case 'play':
      return [...cardsOf(playableMask(s)), ...marriageSuits(s).map(marryAction)];
    default:
      return legalBids(s)
        .map(bidAction)
        .sort((a, b) => a - b);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Transitions.

/** MA-16, MA-17: a flek round's speakers with nothing open are skipped; a round ends the fleks or hands over. */
function settleFlek(s: MariasState): MariasState {
  let st = s;
  for (;;) {
    const queue = [...st.flekQueue];
    while (queue.length > 0 && flekable(st) === 0) queue.shift();
    if (queue.length > 0) return { ...st, flekQueue: queue, turn: queue[0]! };
    // The round is over: nothing raised ends the fleks; else the other side may raise what this one raised.
    if (st.flekRaised === 0) return startPlay(st);
    const defenders = !st.flekDefenders;
    st = {
      ...st,
      flekDefenders: defenders,
      flekOpen: st.flekRaised,
      flekRaised: 0,
      flekQueue: defenders ? [next(st.declarer), next(st.declarer, 2)] : [st.declarer],
    };
    if (flekable(st) === 0) return startPlay(st);
  }
}

/** MA-16: the game is fixed; the defenders flek first. */
function startFlek(s: MariasState, declarer: Seat, contract: Contract, trump: Suit | -1): MariasState {
  const components = componentsOf(contract);
  return settleFlek({
    ...s,
    stage: 'flek',
    declarer,
    contract,
    trump,
    flek: [0, 0, 0, 0, 0],
    flekDefenders: true,
    flekOpen: components,
    flekRaised: 0,
    flekQueue: [next(declarer), next(declarer, 2)],
  });
}

/** MA-18, MA-L6: F leads a trump game, the declarer betl and durch. */
function startPlay(s: MariasState): MariasState {
  const leader = isTrumpGame(s.contract!) ? forehandOf(s.dealer) : s.declarer;
  return { ...s, stage: 'play', leader, turn: leader, flekQueue: [], playTalon: s.talon };
}

/** MA-8: F's trump card back into his hand (a betl or durch, or another player's claim). */
const trumpBack = (s: MariasState): MariasState =>
  s.trumpAside
    ? {
        ...s,
        trumpAside: false,
        hands: s.hands.map((h, i) => (i === forehandOf(s.dealer) ? add(h, s.trumpCard) : h)),
      }
    : s;

/** MA-9: the taking over ends; a barva goes to F's declaration (MA-10), betl and durch to the fleks. */
function endTakeover(s: MariasState): MariasState {
  if (s.claim === 'barva') return { ...s, stage: 'declare', turn: s.claimant, speakers: [], trumpShown: true };
  return startFlek({ ...s, speakers: [] }, s.claimant, s.claim!, -1);
}

/** MA-8, MA-9: a claim by the seat on turn. */
function claim(s: MariasState, seat: Seat, name: string): MariasState {
  if (name === 'dobra') {
    const speakers = s.speakers.slice(1);
    return speakers.length === 0 ? endTakeover({ ...s, speakers }) : { ...s, speakers, turn: speakers[0]! };
  }
  const c = name as Claim;
  if (s.claim === null) {
    // F's own claim: betl and durch take the trump card back; his durch ends the taking over (ten cards).
    const st = c === 'barva' ? s : trumpBack(s);
    const claimed = { ...st, claim: c, claimant: seat };
    if (c === 'durch') return endTakeover(claimed);
    return { ...claimed, speakers: [next(seat), next(seat, 2)], turn: next(seat) };
  }
  // Taking over: the claimant picks up the talon and discards two (MA-9); F's trump card goes back.
  const st = trumpBack(s);
  const hands = st.hands.map((h, i) => (i === seat ? union(h, st.talon) : h));
  const seenTalon = st.seenTalon.map((m, i) => (i === seat ? union(m, st.talon) : m));
  return {
    ...st,
    hands,
    seenTalon,
    talon: EMPTY,
    talonBy: -1,
    claim: c,
    claimant: seat,
    speakers: [],
    stage: 'discard',
    turn: seat,
  };
}

/** MA-7, MA-9, MA-L4: two cards laid as the talon. */
function discard(s: MariasState, seat: Seat, cards: readonly Card[]): MariasState {
  const talon = maskOf(cards);
  const st: MariasState = {
    ...s,
    hands: s.hands.map((h, i) => (i === seat ? without(h, talon) : h)),
    talon,
    talonBy: seat,
    seenTalon: s.seenTalon.map((m, i) => (i === seat ? union(m, talon) : m)),
  };
  if (!base(s)) return { ...st, stage: 'declare', turn: seat }; // MA-L4
  if (s.claim === null) return { ...st, stage: 'claim', turn: seat }; // MA-8: F claims next
  // MA-9: a taker's durch ends the taking over once he holds ten cards; otherwise the two others speak.
  if (s.claim === 'durch') return endTakeover(st);
  return { ...st, stage: 'claim', speakers: [next(seat), next(seat, 2)], turn: next(seat) };
}

/** MA-L3: a bid, an answer, or a pass in the auction. */
function auction(s: MariasState, seat: Seat, name: string): MariasState {
  const f = forehandOf(s.dealer);
  const m = next(f);
  if (name === 'mam') return { ...s, turn: s.bidder };
  if (name !== 'pass') return { ...s, level: LADDER.indexOf(name as (typeof LADDER)[number]), turn: s.holder };
  const holderPassed = seat === s.holder;
  if (!s.joined) {
    // M takes the place of whoever passed: as holder he answers the standing bid, as bidder he bids.
    return holderPassed ? { ...s, holder: m, joined: true, turn: m } : { ...s, bidder: m, joined: true, turn: m };
  }
  // The other of the two is the declarer at the level; he takes the talon (MA-L4).
  const declarer = holderPassed ? s.bidder : s.holder;
  return {
    ...s,
    stage: 'discard',
    declarer,
    turn: declarer,
    hands: s.hands.map((h, i) => (i === declarer ? union(h, s.stock) : h)),
    seenTalon: s.seenTalon.map((x, i) => (i === declarer ? union(x, s.stock) : x)),
    stock: EMPTY,
  };
}

/** MA-10, MA-L4: the game declared. */
function declare(s: MariasState, seat: Seat, name: string): MariasState {
  if (base(s)) {
    // MA-10: F shows the trump card, names its suit with his game, and takes it back.
    const st = trumpBack(s);
    return startFlek(st, seat, name as Contract, (st.trumpCard >> 3) as Suit);
  }
  if (name === 'betl' || name === 'durch') return startFlek(s, seat, name, -1);
  const dash = name.indexOf('-{');
  return startFlek(s, seat, name.slice(0, dash) as Contract, Number(name[dash + 2]) as Suit);
}

/** MA-17: dobra or a flek of open components. */
function flek(s: MariasState, name: string): MariasState {
  const queue = s.flekQueue.slice(1);
  if (name === 'dobra') return settleFlek({ ...s, flekQueue: queue });
  const set = FLEK_SETS.find((x) => flekName(x) === name)!;
  const levels = s.flek.map((l, i) => ((set >> i) & 1 ? l + 1 : l));
  return settleFlek({
    ...s,
    flek: levels,
    flekRaised: s.flekRaised | set,
    flekOpen: s.flekOpen & ~set,
    flekQueue: queue,
  });
}

/** MA-19 … MA-22: a card to the trick; the third decides it; betl and durch end when decided (MA-14). */
function play(s: MariasState, seat: Seat, card: Card): MariasState {
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const table = appended(s.table, card);
  if (table.length < SEATS) return { ...s, hands, table, announced: -1 };
  const winner = next(s.leader, trickWinner(s.trump, table));
  const tricks = appended(s.tricks, { leader: s.leader, cards: table, winner });
  const trumpGame = isTrumpGame(s.contract!);
  let points = 0;
  if (trumpGame) {
    for (const c of table) points += POINTS[c]!;
    if (tricks.length === TRICKS) points += LAST_TRICK_POINTS; // MA-3
  }
  const cardPoints = s.cardPoints.map((p, i) => (i === winner ? p + points : p));
  const decided = (s.contract === 'betl' && winner === s.declarer) || (s.contract === 'durch' && winner !== s.declarer);
  const over = tricks.length === TRICKS || decided;
  return {
    ...s,
    hands,
    table: [],
    tricks,
    leader: winner,
    announced: -1,
    cardPoints,
    stage: over ? 'over' : 'play',
    endedBy: over ? (tricks.length === TRICKS ? 'last-trick' : 'decided') : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The referee: RECORDS.md's precedence (WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND, ILLEGAL_CARD, ILLEGAL_BID,
// ILLEGAL_MOVE).

/** The rule a refused bid breaks, by step. */
function bidRule(s: MariasState): string {
  switch (s.stage) {
    case 'trump':
      return 'MA-6';
    case 'discard':
      return base(s) ? (s.claim === null ? 'MA-7' : 'MA-9') : 'MA-L4';
    case 'claim':
      return s.claim === null ? 'MA-8' : 'MA-9';
    case 'auction':
      return 'MA-L3';
    case 'declare':
      return base(s) ? 'MA-10' : 'MA-L4';
    default:
      return 'MA-17';
  }
}

const STEP_WORDS: Record<Stage, string> = {
  trump: 'the forehand sets his trump card aside first',
  discard: 'two cards are to be discarded first',
  claim: 'a claim or dobra is due',
  auction: 'a bid, mam or pass is due',
  declare: 'the game is to be declared',
  flek: 'dobra or a flek is due',
  play: 'the play has begun',
  over: 'the deal is over',
};

function refuseBid(s: MariasState, name: string | undefined): RuleError {
  // A name that is no bid of either ruleset breaks no rule in particular.
  if (name === undefined)
    return ruleError('ILLEGAL_BID', 'that is no bid of Mariáš', null, { bid: '?', step: s.stage });
  // MA-7: barva refused because the talon holds an Ace or a Ten.
  const rule = s.stage === 'claim' && s.claim === null && name === 'barva' ? 'MA-7' : bidRule(s);
  return ruleError('ILLEGAL_BID', `"${name}" is not allowed now: ${STEP_WORDS[s.stage]} (${rule})`, rule, {
    bid: name,
    step: s.stage,
  });
}

function refuseMove(
  move: string,
  message: string,
  rule: string,
  params: Record<string, string | number> = {},
): RuleError {
  return ruleError('ILLEGAL_MOVE', message, rule, { move, ...params });
}

function apply(s: MariasState, seat: Seat, action: Action): Result<MariasState, RuleError> {
  if (s.stage === 'over') return err(dealOver());
  const kind = actionKind(action);
  const playing = s.stage === 'play';
  if ((kind === PLAY_KIND || kind === MARRY_KIND) !== playing) {
    const message = playing
      ? 'the play has begun: no more bids, trump card or discards'
      : 'cards are played once the game and its fleks are fixed';
    return err(ruleError('WRONG_PHASE', message, null, { phase: phaseOf(s) }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  const arg = actionArg(action);
  const hand = s.hands[seat]!;
  const events = (): readonly MariasEvent[] => appended(s.events, { seat, action });
  switch (kind) {
    case PLAY_KIND: {
      if (!has(hand, arg)) return err(cardNotInHand(seat));
      if (has(playableMask(s), arg)) return ok(play(s, seat, arg));
      return err(refuseCard(s, arg));
    }
    case MARRY_KIND: {
      const suit = arg as Suit;
      if (!isTrumpGame(s.contract!)) {
        return err(refuseMove('marry', 'betl and durch know no marriages (MA-3)', 'MA-3', { suit }));
      }
      if (s.announced >= 0)
        return err(refuseMove('marry', 'a marriage is announced: play its King or Ober (MA-21)', 'MA-21', { suit }));
      if (!has(hand, kingOf(suit)) || !has(hand, oberOf(suit))) {
        return err(
          refuseMove('marry', 'a marriage needs the King and the Ober of its suit (MA-21)', 'MA-21', { suit }),
        );
      }
      if (!marriageSuits(s).includes(suit)) {
        return err(
          refuseMove('marry', 'neither the King nor the Ober of that suit may be played now (MA-21, MA-19)', 'MA-21', {
            suit,
          }),
        );
      }
      const points = marriageValue(suit, s.trump);
      const marriages = appended(s.marriages, { seat, suit, trick: s.tricks.length, points });
      return ok({ ...s, announced: suit, marriages, events: events() });
    }
    case TRUMP_KIND: {
      if (!has(hand, arg)) return err(cardNotInHand(seat));
      if (!base(s)) return err(refuseMove('trump', 'the auction game has no trump card (MA-L1)', 'MA-L1'));
      if (s.stage !== 'trump') return err(refuseMove('trump', 'the trump card is already set aside (MA-6)', 'MA-6'));
      const f = forehandOf(s.dealer);
      const hands = s.hands.map((h, i) => (i === f ? union(remove(h, arg), s.stock) : h));
      return ok({
        ...s,
        hands,
        stock: EMPTY,
        trumpCard: arg,
        trumpAside: true,
        stage: 'discard',
        events: events(),
      });
    }
    case DISCARD_KIND: {
      const cards = argCards(2, arg);
      if (!cards.every((c) => has(hand, c))) return err(cardNotInHand(seat));
      const rule = base(s) ? 'MA-7' : 'MA-L4';
      if (s.stage !== 'discard') {
        return err(refuseMove('discard', `no discard now: ${STEP_WORDS[s.stage]} (${rule})`, rule));
      }
      if (cards[0] === cards[1]) return err(refuseMove('discard', `a discard is two different cards (${rule})`, rule));
      return ok({ ...discard(s, seat, cards), events: events() });
    }
    default: {
      const name = BIDS[arg];
      if (name === undefined || !legalBids(s).includes(name)) return err(refuseBid(s, name));
      const st = { ...s, events: events() };
      switch (s.stage) {
        case 'claim':
          return ok(claim(st, seat, name));
        case 'auction':
          return ok(auction(st, seat, name));
        case 'declare':
          return ok(declare(st, seat, name));
        default:
          return ok(flek(st, name));
      }
    }
  }
}

/** Why a held card may not be played: a marriage's card is due (MA-21), the seven is kept (MA-12), or MA-19. */
function refuseCard(s: MariasState, card: Card): RuleError {
  if (s.announced >= 0) {
    return ruleError('ILLEGAL_CARD', 'a marriage is announced: play its King or Ober (MA-21)', 'MA-21', {
      suit: s.announced,
    });
  }
  if (has(dutyCards(s.trump, s.hands[turnOf(s)]!, s.table), card)) {
    return ruleError(
      'ILLEGAL_CARD',
      'with a seven announced, the trump seven waits for the last trick unless it is the only legal card (MA-12)',
      'MA-12',
      { seven: true },
    );
  }
  const led = s.table[0]!;
  return ruleError('ILLEGAL_CARD', 'follow suit and beat, else trump and overtrump (MA-19)', 'MA-19', {
    led: led >> 3,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Deal, outcome, session.

/** MA-5, MA-L1: pack index 0 first. */
export function dealHands(
  cards: readonly Card[],
  dealer: Seat,
  ruleset: MariasRuleset,
): { hands: Mask[]; stock: Mask } {
  const f = forehandOf(dealer);
  const hands = [0, 0, 0];
  const give = (seat: Seat, from: number, to: number) => {
    for (let i = from; i < to; i++) hands[seat] = add(hands[seat]!, cards[i]!);
  };
  if (ruleset === 'cardavia') {
    // MA-5: 0-6 to F (his first seven), 7-11 M, 12-16 R, 17-21 F (taken after MA-6), 22-26 M, 27-31 R.
    give(f, 0, 7);
    give(next(f), 7, 12);
    give(next(f, 2), 12, 17);
    give(next(f), 22, 27);
    give(next(f, 2), 27, 32);
    return { hands, stock: maskOf(cards.slice(17, 22)) };
  }
  // MA-L1: 0-4 F, 5-9 M, 10-14 R, 15-16 the talon, 17-21 F, 22-26 M, 27-31 R.
  give(f, 0, 5);
  give(next(f), 5, 10);
  give(next(f, 2), 10, 15);
  give(f, 17, 22);
  give(next(f), 22, 27);
  give(next(f, 2), 27, 32);
  return { hands, stock: maskOf(cards.slice(15, 17)) };
}

function deal(session: Session<MariasRules>, cards: readonly Card[]): MariasState {
  const { hands, stock } = dealHands(cards, session.dealer, session.rules.ruleset);
  const f = forehandOf(session.dealer);
  const licit = session.rules.ruleset === 'licitovany';
  return {
    game: 'marias',
    rules: session.rules,
    dealer: session.dealer,
    totals: session.totals,
    // MA-6: F sets his trump card aside; MA-L3: R bids first against F.
    stage: licit ? 'auction' : 'trump',
    turn: licit ? session.dealer : f,
    hands,
    stock,
    trumpCard: -1,
    trumpAside: false,
    trumpShown: false,
    talon: EMPTY,
    talonBy: -1,
    seenTalon: [0, 0, 0],
    claim: null,
    claimant: -1,
    speakers: [],
    holder: f,
    bidder: session.dealer,
    level: PLAIN_HRA,
    joined: false,
    declarer: licit ? -1 : f,
    contract: null,
    trump: -1,
    flek: [0, 0, 0, 0, 0],
    flekDefenders: true,
    flekOpen: 0,
    flekRaised: 0,
    flekQueue: [],
    leader: f,
    table: [],
    tricks: [],
    announced: -1,
    marriages: [],
    cardPoints: [0, 0, 0],
    events: [],
    playTalon: EMPTY,
    endedBy: null,
  };
}

function outcome(s: MariasState): MariasOutcome | undefined {
  if (s.stage !== 'over') return undefined;
  const contract = s.contract!;
  const marriages = [0, 1, 2].map((seat) => s.marriages.filter((m) => m.seat === seat).map((m) => m.points));
  const settlement = settleDeal({
    contract,
    trump: s.trump,
    declarer: s.declarer,
    flek: s.flek,
    cardPoints: s.cardPoints,
    marriages,
    tricks: s.tricks,
  });
  const components = componentsOf(contract);
  const flek: Partial<Record<ComponentName, number>> = {};
  COMPONENT_NAMES.forEach((name, i) => {
    if ((components >> i) & 1) flek[name] = s.flek[i]!;
  });
  return {
    dealer: s.dealer,
    contract,
    declarer: s.declarer,
    trump: s.trump < 0 ? null : (s.trump as Suit),
    trumpCard: s.trumpShown ? s.trumpCard : null,
    talon: cardsOf(s.playTalon),
    flek,
    cardPoints: s.cardPoints,
    marriages: marriages.map((xs) => xs.reduce((a, b) => a + b, 0)),
    tricks: [0, 1, 2].map((seat) => s.tricks.filter((t) => t.winner === seat).length),
    components: settlement.components,
    value: settlement.value,
    scores: settlement.scores,
    endedBy: s.endedBy!,
  };
}

/** MA-4, MA-27: totals, the deal passes to the left, the session ends after `rules.target` deals. */
function settle(session: Session<MariasRules>, o: MariasOutcome): Session<MariasRules> {
  const totals = session.totals.map((t, seat) => t + o.scores[seat]!);
  const dealsPlayed = session.dealsPlayed + 1;
  const finished = dealsPlayed >= session.rules.target;
  const best = Math.max(...totals);
  const leaders = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  return {
    rules: session.rules,
    dealer: next(session.dealer),
    totals,
    dealsPlayed,
    finished,
    winner: finished ? (leaders.length === 1 ? leaders[0]! : 'draw') : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Views.

/** An action as a seat saw it: a trump card or discard of another seat is a name without its cards. */
export interface MariasViewEvent {
  readonly seat: Seat;
  readonly move: 'trump' | 'discard' | 'bid' | 'marry';
  readonly action: Action | null;
}

/**
 * What one seat may know of a Mariáš deal: its hand, the trump card it set aside (others see it once MA-10
 * turns it up), the talon cards it has held, the public actions, the game, the fleks, the tricks.
 */
export interface MariasView extends BaseView {
  readonly game: 'marias';
  readonly ruleset: MariasRuleset;
  readonly target: number;
  readonly step: Stage;
  readonly forehand: Seat;
  /** MA-6: a trump card lies aside face down. */
  readonly trumpAside: boolean;
  /** The trump card, to the seat that set it aside, and to every seat once shown (MA-10). */
  readonly trumpCard: Card | null;
  /** The talon lying now, to the seat that laid it. */
  readonly talon: readonly Card[] | null;
  /** Every talon card this seat has held (laid or picked up). */
  readonly seenTalon: readonly Card[];
  readonly claim: Claim | null;
  readonly claimant: Seat | null;
  /** MA-L3: the two players of the auction and the level held (a LADDER name, or 'hra'). */
  readonly auction: { readonly holder: Seat; readonly bidder: Seat; readonly level: string } | null;
  readonly declarer: Seat | null;
  readonly contract: Contract | null;
  readonly trump: Suit | null;
  readonly flek: readonly number[];
  readonly announced: Suit | null;
  readonly marriages: readonly MariasMarriage[];
  readonly cardPoints: readonly number[];
  readonly events: readonly MariasViewEvent[];
  readonly tricks: readonly MariasTrick[];
}

function viewEvent(s: MariasState, seat: Seat, e: MariasEvent): MariasViewEvent {
  const kind = actionKind(e.action);
  const move =
    kind === TRUMP_KIND ? 'trump' : kind === DISCARD_KIND ? 'discard' : kind === MARRY_KIND ? 'marry' : 'bid';
  const shown = e.seat === seat || (move === 'trump' && s.trumpShown) || (move !== 'trump' && move !== 'discard');
  return { seat: e.seat, move, action: shown ? e.action : null };
}

function view(s: MariasState, seat: Seat): MariasView {
  const over = s.stage === 'over';
  const f = forehandOf(s.dealer);
  const fixed = s.stage === 'flek' || s.stage === 'play' || over;
  return {
    game: 'marias',
    ruleset: s.rules.ruleset,
    target: s.rules.target,
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: phaseOf(s),
    step: s.stage,
    hand: seat >= 0 ? cardsOf(s.hands[seat]!) : [],
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    toMove: over ? null : turnOf(s),
    forehand: f,
    trumpAside: s.trumpAside,
    trumpCard: s.trumpCard >= 0 && (s.trumpShown || seat === f) ? s.trumpCard : null,
    talon: seat >= 0 && s.talonBy === seat ? cardsOf(s.talon) : null,
    seenTalon: seat >= 0 ? cardsOf(s.seenTalon[seat]!) : [],
    claim: s.claim,
    claimant: s.claim === null ? null : s.claimant,
    auction:
      s.rules.ruleset === 'licitovany'
        ? { holder: s.holder, bidder: s.bidder, level: s.level < 0 ? 'hra' : LADDER[s.level]! }
        : null,
    // The declarer once known: F from his barva's standing on (MA-10), the auction's winner (MA-L3).
    declarer:
      fixed || s.stage === 'declare' || (s.rules.ruleset === 'licitovany' && s.declarer >= 0) ? s.declarer : null,
    contract: s.contract,
    trump: s.trump < 0 ? (s.trumpShown ? ((s.trumpCard >> 3) as Suit) : null) : (s.trump as Suit),
    flek: s.flek,
    announced: s.announced < 0 ? null : (s.announced as Suit),
    marriages: s.marriages,
    cardPoints: s.cardPoints,
    events: s.events.map((e) => viewEvent(s, seat, e)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report.

/** The replay report's fields (RULES.md, Mariáš, "Records and the referee"). */
export function mariasReport(o: MariasOutcome, notation: Notation = 'german'): Record<string, unknown> {
  return {
    contract: o.contract,
    declarer: o.declarer,
    trump: o.trump === null ? null : suitLetter(notation, o.trump),
    trumpCard: o.trumpCard === null ? null : formatCard(notation, o.trumpCard),
    talon: o.talon.map((c) => formatCard(notation, c)),
    flek: o.flek,
    cardPoints: o.cardPoints,
    marriages: o.marriages,
    tricks: o.tricks,
    components: o.components,
    value: o.value,
    scores: o.scores,
    endedBy: o.endedBy,
  };
}

/** The bid names a step may offer, for the table's buttons (a declaration with its suit slot). */
function stepBids(v: MariasView): string[] {
  switch (v.step) {
    case 'claim':
      return ['barva', 'dobra', 'betl', 'durch'];
    case 'auction':
      return ['pass', 'mam', ...LADDER];
    case 'declare':
      return v.ruleset === 'cardavia'
        ? ['hra', 'sedma', 'sto', 'stosedm']
        : [...TRUMP_GAMES.flatMap((g) => SUITS.map((suit) => declarationName(g, suit))), 'betl', 'durch'];
    case 'flek':
      return ['dobra', ...FLEK_SETS.map(flekName)];
    default:
      return [];
  }
}

function candidates(v: MariasView): Action[] {
  switch (v.step) {
    case 'over':
      return [];
    case 'trump':
      return v.hand.map(trumpAction);
    case 'discard':
      return discards(maskOf(v.hand));
    case 'play': {
      const hand = maskOf(v.hand);
      const pairs = SUITS.filter((suit) => has(hand, kingOf(suit)) && has(hand, oberOf(suit)));
      return [...v.hand, ...pairs.map(marryAction)];
    }
    default:
      return stepBids(v).map(bidAction);
  }
}

export const marias = defineGame<MariasRules, MariasState, MariasView, MariasOutcome>({
  id: 'marias',
  name: 'Mariáš',
  seats: SEATS,
  statKeys: mariasStatKeys,
  suitSystems: ['german', 'french'], // MA-1 (decided): either notation, as the deck fixes
  defaultDeck: 'prague', // MA-1
  // Issue 36: a session's default number of deals (MA-27), each seat dealing four times.
  challenge: { deals: DEFAULT_TARGET, seat: 0 },
  options: {
    rulesets: [
      { id: 'cardavia', label: 'table:ma.ruleset.cardavia' },
      { id: 'licitovany', label: 'table:ma.ruleset.licitovany' },
    ],
    variants: [],
    // MA-27: twelve deals by default, four for each dealer.
    target: {
      default: DEFAULT_TARGET,
      choices: [6, 12, 24],
      // The target is a number of deals, not of points.
      choiceLabel: 'table:setup.deals',
      usedBy: { rulesets: ['cardavia', 'licitovany'], variants: [] },
      byVariant: {},
    },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: BIDS } },
    { name: 'trump', arg: { type: 'card' }, hidden: true },
    // RULES.md: a discard naming the same card twice reads, and is refused as ILLEGAL_MOVE (MA-7).
    { name: 'discard', arg: { type: 'cards', count: 2, twice: true }, hidden: true },
    { name: 'marry', arg: { type: 'suit' } },
  ],
  steps: [
    { id: 'trump', phase: 'auction', moves: ['trump'] },
    { id: 'discard', phase: 'auction', moves: ['discard'] },
    { id: 'claim', phase: 'auction', moves: ['bid'] },
    { id: 'auction', phase: 'auction', moves: ['bid'] },
    { id: 'declare', phase: 'auction', moves: ['bid'] },
    { id: 'flek', phase: 'auction', moves: ['bid'] },
    { id: 'play', phase: 'play', moves: ['play', 'marry'] },
  ],
  step: (s) => s.stage,
  rules: (options) => ok({ ...options, ruleset: options.ruleset as MariasRuleset }),
  pack: () => PACK,
  deal,
  settle,
  phase: phaseOf,
  toMove: (s) => (s.stage === 'over' ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView: (s) => view(s, -1),
  candidates,
  explain: explainMariasTricks,
  outcome,
  scores: (o) => o.scores,
  report: mariasReport,
  botFields: (v, notation) => ({
    step: v.step,
    contract: v.contract,
    declarer: v.declarer,
    trump: v.trump === null ? null : suitLetter(notation, v.trump),
    flek: Object.fromEntries(COMPONENT_NAMES.map((n, i) => [n, v.flek[i]!])),
    // RULES.md, "Hard for a game engine": the seat's own known talon cards (the one it laid, those it picked up).
    ownTalon: v.talon?.map((c) => formatCard(notation, c)) ?? null,
    knownTalon: v.seenTalon.map((c) => formatCard(notation, c)),
  }),
  contract: (o) => ({
    kind: o.contract,
    declarer: o.declarer,
    partner: null,
    declarerWins: o.value > 0,
  }),
  trickPoints: (v, cards) =>
    v.contract !== null && isTrumpGame(v.contract) ? cards.reduce((n, c) => n + POINTS[c]!, 0) : 0,
  text: mariasText,
});
