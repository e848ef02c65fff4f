/**
 * Belote's sentences at the table (BE-1 … BE-18, BE-A1 … BE-A4, BE-C1 … BE-C7): the bids by their French names
 * with a gloss (prendre, passer, 80 à cœur, capot, contrer, surcontrer), the facts of the deal (play going to
 * the right, the turned card, the contract and its taker, the multiplier, the belote, each side's points, the
 * points held en litige and the target), why a bid, a card, the belote or a declaration is refused (one
 * sentence per rule id the engine refuses with), the belote and the declarations told among the events, and
 * the deal's end explained: made, dedans, litige, capot, belote, dix de der and the contrée's multipliers.
 * Points and results are the engine's report, never computed again here.
 */
import { type Action, type Seat } from '../../../../engine/action.js';
import { type Suit, parseSuit, rankOf, suitOf } from '../../../../engine/cards.js';
import {
  BELOTE,
  type BeloteView,
  type Combination,
  DECLARE,
  bidName,
  sideOf,
} from '../../../../engine/belote/index.js';
import type { ActionInfo, DealResult, SeatState } from '../../../../engine/protocol.js';
import type { Choice, Fact, GameMove, Reason, Summary, SummaryOptions, Tr, Words } from '../../table/game.js';
import { type CardContext, capitalise, listOf, nameOf, suitWord } from '../../table/phrases.js';

/** A finished deal's report fields (RULES.md, Belote, "Records and the referee"). */
export interface BeloteReport {
  readonly contract: string | null;
  readonly taker: Seat | null;
  readonly trump: string | null;
  readonly turnedCard: string | null;
  readonly multiplier: number;
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
  readonly belote: number | null;
  readonly announcements: readonly number[];
  readonly result: 'made' | 'dedans' | 'litige' | 'passed';
  readonly capot: number | null;
  readonly scores: readonly number[];
  readonly litigePending: number;
}

/** BE-C2: the contrée's levels 80 … 160, then the capot. */
export const LEVEL_VALUES = [80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export const CAPOT = 'capot';

/** i18next's context for a sentence whose subject is this seat: its own wording for "you". */
const about = (w: Words, seat: Seat) => ({ who: w.who(seat), context: seat === w.human ? 'you' : undefined });

/** A side's name from the human's seat: "your side", "East and West"; a spectator reads the seats' names. */
export function sideName(w: Words, side: number): string {
  if (w.human >= 0 && sideOf(w.human) === side) return w.tr('table:be.side.yours');
  if (w.human >= 0) return w.tr('table:be.side.theirs');
  return w.tr('table:be.side.pair', { a: w.who(side), b: w.who(side + 2) });
}

/** The parts of a bid (the engine's form with a suit slot `take-{2}`, or the string form `80-H`). */
export interface BidParts {
  /** `pass`, `take`, `take-suit`, `level`, `capot`, `contre`, `surcontre`. */
  readonly kind: string;
  readonly suit: Suit | null;
  /** A number bid's value (80 … 160). */
  readonly value: number | null;
}

export function bidParts(ctx: Pick<CardContext, 'notation'>, bid: string): BidParts {
  const m = /^(take|capot|\d+)-(?:\{(\d)\}|([A-Z]))$/.exec(bid);
  if (!m) return { kind: bid, suit: null, value: null };
  const suit = m[2] !== undefined ? (Number(m[2]) as Suit) : (parseSuit(ctx.notation, m[3]!) ?? null);
  if (m[1] === 'take') return { kind: 'take-suit', suit, value: null };
  if (m[1] === CAPOT) return { kind: CAPOT, suit, value: null };
  return { kind: 'level', suit, value: Number(m[1]) };
}

/**
 * A bid in words, the French word with its gloss: "Prendre (take the turned card)", "Hearts as trumps",
 * "100 in hearts", "Capot in spades (all eight tricks)", "Contrer (double)".
 */
export function callName(tr: Tr, ctx: CardContext, bid: string): string {
  const p = bidParts(ctx, bid);
  const suit = p.suit === null ? '' : suitWord(ctx, p.suit);
  if (p.kind === 'take-suit') return tr('table:be.bid.takeSuit', { suit });
  if (p.kind === CAPOT) return tr('table:be.bid.capot', { suit });
  if (p.kind === 'level') return tr('table:be.bid.level', { value: p.value, suit });
  return tr(`table:be.bid.${bid}`, { defaultValue: bid });
}

/** The deal's calls: every bid so far, in order, in the engine's form. */
export function calls(v: BeloteView): { seat: Seat; bid: string }[] {
  return v.events.flatMap((e) => {
    const bid = bidName(e.action);
    return bid === undefined ? [] : [{ seat: e.seat, bid }];
  });
}

/** The contract in words: "Hearts" (base), "100 in hearts", "Capot in spades" (contrée). */
function contractWords(tr: Tr, ctx: CardContext, v: { bid: BeloteView['bid']; trump: Suit | null }): string {
  if (v.bid !== null) {
    const suit = suitWord(ctx, v.bid.suit);
    return v.bid.level >= LEVEL_VALUES.length
      ? tr('table:be.bid.capot', { suit })
      : tr('table:be.bid.level', { value: LEVEL_VALUES[v.bid.level], suit });
  }
  return v.trump === null ? '' : capitalise(suitWord(ctx, v.trump));
}

/** ×2 contré, ×4 surcontré. */
const multiplierWords = (tr: Tr, multiplier: number): string =>
  tr(multiplier >= 4 ? 'table:be.info.surcontre' : 'table:be.info.contre');

/**
 * The facts bar: play going to the right, the turned card, the contract (or the standing bid) with its taker and
 * multiplier, the belote, the points held en litige and the match's target (the totals are the table's own fact).
 */
export function facts(w: Words, s: SeatState<BeloteView>): readonly Fact[] {
  const { tr, ctx } = w;
  const v = s.view;
  const out: Fact[] = [{ term: 'table:be.info.direction', text: tr('table:be.info.toTheRight') }];
  // The turned card through the taking; then the contract names the trumps.
  if (v.turnedCard !== null && v.phase === 'auction') {
    out.push({ term: 'table:be.info.turned', text: nameOf(ctx, v.turnedCard), card: v.turnedCard });
  }
  const contract = contractWords(tr, ctx, v);
  if (contract !== '') {
    const by = v.taker ?? v.bid?.bidder ?? null;
    const parts = [contract];
    if (by !== null) parts.push(tr(v.phase === 'auction' ? 'table:be.info.bidBy' : 'table:be.info.by', about(w, by)));
    if (v.multiplier > 1) parts.push(multiplierWords(tr, v.multiplier));
    out.push({ term: 'table:be.info.contract', text: parts.join(' · '), className: 'contract' });
  } else if (v.step !== 'over') {
    out.push({ term: 'table:be.info.contract', text: tr('table:be.info.open'), className: 'contract' });
  }
  if (v.belote !== null) out.push({ term: 'table:be.info.belote', text: tr('table:be.info.said', about(w, v.belote)) });
  if (v.held > 0) out.push({ term: 'table:be.info.held', text: tr('table:be.info.heldPoints', { count: v.held }) });
  // The totals are the table's own fact and the score sheet's; here the target they race to.
  out.push({
    term: 'table:be.info.target',
    text: tr('table:be.info.targetOf', { target: v.target }),
    minor: true,
    session: true,
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Why not?

const str = (p: Readonly<Record<string, unknown>>, k: string): string => (typeof p[k] === 'string' ? p[k] : '');

/** The duties of play (BE-11, BE-C4): the led suit named, and undertrumping where the rules ask it. */
const follow =
  (undertrump: boolean): Reason =>
  (tr, ctx, p) => {
    const led = typeof p.led === 'number' ? suitWord(ctx, p.led) : '';
    return [
      tr('table:be.reason.follow', { suit: led }),
      tr(undertrump ? 'table:be.reason.undertrump' : 'table:be.reason.noUndertrump'),
    ].join(' ');
  };

/**
 * Why a bid, a card or a move is refused, one sentence per rule id the engine refuses with (its parameters
 * choose among a rule's cases): the two rounds of taking (BE-6, BE-7), the play before the taking is over
 * (BE-10), the duties (BE-11, BE-C4), the belote (BE-12), the declarations (BE-A2), the contrée auction (BE-C2).
 */
export const reasons: Readonly<Record<string, Reason>> = {
  'BE-6': (tr) => tr('table:be.reason.firstRound'),
  'BE-7': (tr) => tr('table:be.reason.secondRound'),
  'BE-10': (tr) => tr('table:be.reason.takingFirst'),
  'BE-11': follow(true),
  'BE-C4': follow(false),
  'BE-12': (tr, _ctx, p) => {
    if (p.belote === true) return tr('table:be.reason.beloteCard');
    const reason = str(p, 'reason');
    return tr(`table:be.reason.belote.${reason === '' ? 'not-held' : reason}`);
  },
  'BE-A2': (tr, _ctx, p) => {
    const reason = str(p, 'reason');
    return tr(`table:be.reason.declare.${reason === '' ? 'not-first-card' : reason}`);
  },
  'BE-C2': (tr, _ctx, p) => {
    const bid = str(p, 'bid');
    if (p.step === 'contre') return tr('table:be.reason.contreAnswer');
    if (bid === 'contre') return tr('table:be.reason.contre');
    if (bid === 'surcontre') return tr('table:be.reason.surcontre');
    return tr('table:be.reason.higher');
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The belote and the declarations, among the events.

/** Where in the deal a seat's card of this trick was played: the cards played before it (play goes right). */
function placeInDeal(v: BeloteView, trick: number, seat: Seat): number | null {
  const t = trick < v.tricks.length ? v.tricks[trick] : trick === v.tricks.length ? v.trick : undefined;
  if (!t) return null;
  const j = (t.leader - seat + 4) % 4;
  return j < t.cards.length ? trick * 4 + j : null;
}

/** The belote said and the declarations made between two views of a deal, each before its seat's card. */
export function movesBetween(a: BeloteView, b: BeloteView): GameMove[] {
  if (a.dealer !== b.dealer || b.events.length < a.events.length) return [];
  const played = b.tricks.length * 4 + b.trick.cards.length;
  return b.events.slice(a.events.length).flatMap((e): GameMove[] => {
    if (e.action === BELOTE) {
      // Before the first of the trump King and Queen the seat played after saying it.
      let at: number | null = null;
      for (let t = 0; t <= b.tricks.length && at === null; t++) {
        const i = placeInDeal(b, t, e.seat);
        const cards = t < b.tricks.length ? b.tricks[t]!.cards : b.trick.cards;
        const card = i === null ? undefined : cards[i - t * 4];
        if (card !== undefined && b.trump !== null && suitOf(card) === b.trump && [5, 6].includes(rankOf(card))) at = i;
      }
      return [{ seat: e.seat, move: 'belote', at: at ?? played }];
    }
    if (e.action === DECLARE) return [{ seat: e.seat, move: 'declare', at: placeInDeal(b, 0, e.seat) ?? played }];
    return [];
  });
}

/** A combination in words: "a tierce in hearts (20)", "a carré of Valets (200)". */
function combinationWords(tr: Tr, ctx: CardContext, c: Combination): string {
  if (c.kind === 'carre') return tr('table:be.combo.carre', { rank: nameOf(ctx, c.cards[0]!), count: c.points });
  const name = c.length >= 5 ? 'cent' : c.length === 4 ? 'cinquante' : 'tierce';
  return tr(`table:be.combo.${name}`, { suit: suitWord(ctx, c.suit as Suit), count: c.points });
}

/** A move of `movesBetween` in words: "East says belote.", "You announce a tierce in hearts (20).". */
export function moveText(w: Words, m: GameMove, v: BeloteView): string {
  const { tr, ctx } = w;
  if (m.move === 'belote') return tr('table:be.move.belote', about(w, m.seat));
  const d = v.declarations.find((x) => x.seat === m.seat);
  if (!d || d.combinations === null) return tr('table:be.move.declared', about(w, m.seat));
  const list = listOf(
    ctx.lang,
    d.combinations.map((c) => combinationWords(tr, ctx, c)),
  );
  return tr('table:be.move.declaredShown', { ...about(w, m.seat), list });
}

// ---------------------------------------------------------------------------------------------------------------
// The keys.

/**
 * The contrée level the auction panel shows (Auction.svelte sets it): the digits 1 to 4 bid it in each suit.
 * A plain object, read when a key is pressed.
 */
export const contreeLevel: { value: number } = { value: -1 };

/**
 * A move's key by its string form or its engine form: 0 passes, 1 takes the turned card, 1 to 4 name a suit
 * (the second round, or a contrée bid at the level the panel shows), C contres, S surcontres, R says belote,
 * D declares. Undefined for a move without one (a contrée bid at another level).
 */
export function moveKey(ctx: Pick<CardContext, 'notation'>, text: string, level = -1): string | undefined {
  if (text === 'belote') return 'R';
  if (text === 'declare') return 'D';
  if (!text.startsWith('bid:')) return undefined;
  const bid = text.slice('bid:'.length);
  if (bid === 'pass') return '0';
  if (bid === 'take') return '1';
  if (bid === 'contre') return 'C';
  if (bid === 'surcontre') return 'S';
  const p = bidParts(ctx, bid);
  if (p.suit === null) return undefined;
  if (p.kind === 'take-suit') return String(p.suit + 1);
  const at = p.kind === CAPOT ? LEVEL_VALUES.length : LEVEL_VALUES.indexOf(p.value as never);
  return at === level ? String(p.suit + 1) : undefined;
}

/** The lowest contrée level open now: one above the standing bid. */
export const lowestLevel = (v: BeloteView): number => (v.bid === null ? 0 : v.bid.level + 1);

/** The choices the keys make now (TableGame `choices`): the bids, the belote and the declaration, with keys. */
export function choices(w: Words, legal: readonly ActionInfo[], v: BeloteView): readonly Choice[] {
  const level = v.step === 'auction' ? (contreeLevel.value > lowestLevel(v) ? contreeLevel.value : lowestLevel(v)) : -1;
  return legal
    .filter((a) => bidName(a.action) !== undefined || a.action === BELOTE || a.action === DECLARE)
    .map((a) => {
      return { text: a.text, label: labelOf(w, a.action, a.text), key: moveKey(w.ctx, a.text, level) ?? null };
    });
}

/** A move's whole name, for screen readers. */
export function labelOf(w: Words, action: Action, text: string): string {
  if (action === BELOTE) return w.tr('table:moves.belote');
  if (action === DECLARE) return w.tr('table:moves.declare');
  return callName(w.tr, w.ctx, text.slice(text.indexOf(':') + 1));
}

// ---------------------------------------------------------------------------------------------------------------
// The deal's end.

const suitOfLetter = (ctx: CardContext, letter: string | null): Suit | null =>
  letter === null ? null : (parseSuit(ctx.notation, letter) ?? null);

/** The contract of a finished deal in words: "Hearts", "100 in hearts", "Capot in spades". */
export function playedName(w: Words, r: BeloteReport): string {
  const trump = suitOfLetter(w.ctx, r.trump);
  if (r.contract === null || trump === null) return w.tr('table:be.summary.nobody');
  const p = bidParts(w.ctx, r.contract);
  if (p.kind === CAPOT || p.kind === 'level') return callName(w.tr, w.ctx, r.contract);
  return capitalise(suitWord(w.ctx, trump));
}

/**
 * The deal's end in the players' own terms: made, dedans or litige (or nobody took), each side's card points
 * with the dix de der, the capot, the belote and the announcements, the contrée's multiplier, the points held en
 * litige and each side's score.
 */
export function dealSummary(w: Words, d: DealResult, _o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as unknown as BeloteReport;
  const lines: string[] = [];
  if (r.result === 'passed' || r.taker === null) {
    lines.push(tr('table:be.summary.passedWhy'));
    if (r.litigePending > 0) lines.push(tr('table:be.summary.stillHeld', { count: r.litigePending }));
    return { headline: tr('table:be.summary.passed'), lines };
  }
  const takers = sideOf(r.taker);
  const contract = playedName(w, r);
  const t = { side: sideName(w, takers), contract, ...about(w, r.taker) };
  const headline = tr(`table:be.summary.${r.result}`, t);
  // The contrée's contract names its level ("100-H", "capot-S"); the base ruleset's only its trumps ("H").
  const contree = r.contract !== null && r.contract.includes('-');
  lines.push(
    tr('table:be.summary.points', {
      a: sideName(w, takers),
      b: sideName(w, 1 - takers),
      pa: r.cardPoints[takers] ?? 0,
      pb: r.cardPoints[1 - takers] ?? 0,
    }),
  );
  if (r.capot !== null) lines.push(tr('table:be.summary.capot', { side: sideName(w, r.capot) }));
  else lines.push(tr('table:be.summary.dixDeDer'));
  if (r.belote !== null) lines.push(tr('table:be.summary.belote', { side: sideName(w, r.belote) }));
  r.announcements.forEach((n, side) => {
    if (n > 0) lines.push(tr('table:be.summary.announcements', { side: sideName(w, side), count: n }));
  });
  if (r.multiplier > 1) lines.push(tr('table:be.summary.multiplied', { how: multiplierWords(tr, r.multiplier) }));
  lines.push(tr(`table:be.summary.${contree ? 'contree' : 'base'}.${r.result}`, t));
  if (r.litigePending > 0) lines.push(tr('table:be.summary.held', { count: r.litigePending }));
  lines.push(
    tr('table:be.summary.scores', {
      a: sideName(w, takers),
      b: sideName(w, 1 - takers),
      sa: r.scores[takers] ?? 0,
      sb: r.scores[1 - takers] ?? 0,
    }),
  );
  return { headline, lines };
}

/** Each seat's side's card points and tricks, beside its score. */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as unknown as BeloteReport;
  return [0, 1, 2, 3].map((seat) => {
    const side = sideOf(seat);
    return `${tr('table:be.pile.points', { count: r.cardPoints[side] ?? 0 })} · ${tr('table:be.pile.tricks', { count: r.tricks[side] ?? 0 })}`;
  });
}

/** The score sheet's line: the contract, its taker, how it ended ("100 in hearts · East · dedans · ×2"). */
export function sheetEntry(w: Words, d: DealResult): string {
  const r = d.report as unknown as BeloteReport;
  if (r.taker === null) return w.tr('table:be.sheet.passed');
  return [
    playedName(w, r),
    w.who(r.taker),
    w.tr(r.capot !== null ? 'table:be.sheet.capot' : `table:be.sheet.${r.result}`),
    ...(r.multiplier > 1 ? [`×${r.multiplier}`] : []),
  ].join(' · ');
}

/** The side's points so far under a seat's pile: the partners share one pile of points. */
export function pileText(tr: Tr, v: BeloteView, seat: Seat): string {
  return v.phase === 'auction' ? '' : tr('table:be.pile.points', { count: v.cardPoints[sideOf(seat)] ?? 0 });
}

/** The statistics' counters of engine/belote/stats.ts. */
export const STAT_KEYS = ['took', 'made', 'dedans', 'capot', 'belote', 'contre'] as const;
export const statLabel = (tr: Tr, key: string): string | null =>
  (STAT_KEYS as readonly string[]).includes(key) ? tr(`table:be.stats.${key}`) : null;
