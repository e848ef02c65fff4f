/**
 * Watten's sentences at the table (WA-1 … WA-16): the facts of the deal (its value at all times, the Schlag,
 * the trump and the Rechte once named, the tricks and the points each side still needs), the announcements and
 * the stake moves with their keys, why a move or a card is refused (from the engine's own refusals: WA-4, WA-8,
 * WA-11 … WA-13), the raises and answers of every seat told among the events, and the deal's end explained:
 * three tricks or a fold, the value and the game points. Values, limits and targets are the engine's, never
 * written again here.
 */
import { type Action, type Seat, actionArg } from '../../../../engine/action.js';
import { RANK_6, type Rank, type Suit, formatRank, parseCard, parseRank, parseSuit } from '../../../../engine/cards.js';
import type { ActionInfo, DealResult, SeatState, TableInfo } from '../../../../engine/protocol.js';
import {
  BASE_VALUE,
  FOLD,
  HOLD,
  RAISE,
  type WattenOutcome,
  type WattenRaise,
  type WattenView,
  isSchlagAction,
  isTrumpAction,
  sideOfSeat,
} from '../../../../engine/watten/index.js';
import { rankName } from '../../cards/index.js';
import {
  type Choice,
  type Fact,
  type GameMove,
  type Reason,
  type Summary,
  type SummaryOptions,
  type Tr,
  type Words,
  choiceKey,
} from '../../table/game.js';
import { type CardContext, capitalise, cardPhrase, listOf, nameOf, suitWord } from '../../table/phrases.js';

/** A finished deal's report fields (RULES.md, Watten, "Records and the referee"): letters and a card code. */
export interface WattenReport {
  readonly schlag: string;
  readonly trump: string;
  readonly rechte: string;
  readonly value: number;
  readonly tricks: readonly number[];
  readonly endedBy: WattenOutcome['endedBy'];
  readonly foldedBy: Seat | null;
  readonly winner: number;
  readonly gamePoints: readonly number[];
}

/** i18next's context for a sentence whose subject is this seat: its own wording for "you". */
const about = (w: Words, seat: Seat) => ({ who: w.who(seat), context: seat === w.human ? 'you' : undefined });

/** The seats of a side (WA-2: seats 0 and 2, seats 1 and 3). */
const seatsOf = (side: number): [Seat, Seat] => [side, side + 2];

/** The human's side, or -1 for a spectator. */
const mySide = (w: Words): number => (w.human >= 0 ? sideOfSeat(w.human) : -1);

/**
 * A side as the subject of a sentence: "you and North" (context `you`, the verb in the form "you" takes), or
 * "West and East".
 */
export function sideWho(w: Words, side: number): { who: string; partner?: string; context?: 'you' } {
  const [a, b] = seatsOf(side);
  if (side === mySide(w)) {
    const partner = w.who(w.human === a ? b : a);
    return { who: w.tr('table:info.wa.withPartner', { partner }), partner, context: 'you' };
  }
  return { who: listOf(w.ctx.lang, [w.who(a), w.who(b)]) };
}

/** A Schlag's name: "Unter", "Daus", "Ten", and the six as the Weli (WA-4: 6 names the Weli). */
export function schlagName(tr: Tr, ctx: CardContext, rank: Rank): string {
  if (rank === RANK_6) return tr('table:info.wa.weliSchlag');
  return capitalise(rankName('german', formatRank('german', rank), ctx.lang, ctx.game));
}

/** The value a raise at this place in the list would make: 2, plus the raises held before it, plus one. */
export function raisedValue(raises: readonly WattenRaise[], i: number): number {
  return BASE_VALUE + raises.slice(0, i).filter((r) => r.answer === 'hold').length + 1;
}

/** What a side still needs to reach the target, from the session's totals (WA-12 b): after a deal, its points too. */
const needs = (v: WattenView, totals: readonly number[], side: number): number =>
  Math.max(0, v.target - (totals[side] ?? 0));

/**
 * The facts bar: the value at all times (and what a waiting raise would make), the Schlag, the trump and the
 * Rechte once named, the tricks of each side and what each side still needs of the target. At a daily
 * challenge's table each deal stands alone, dealt as a session's first (engine/challenge.ts): what is still
 * needed there, and what caps the raising (WA-12 b), is the deal's own start, not the day's running totals.
 */
export function facts(w: Words, s: SeatState<WattenView>, info?: Pick<TableInfo, 'challenge'>): readonly Fact[] {
  const v = s.view;
  const totals = info?.challenge ? v.totals : s.session.totals;
  const { tr, ctx } = w;
  const open = tr('table:info.wa.open');
  const value =
    v.pendingRaise === null
      ? tr('table:info.wa.points', { count: v.value })
      : tr('table:info.wa.pending', { count: v.value, next: v.value + 1 });
  const out: Fact[] = [
    { term: 'table:info.wa.value', text: value, className: 'wa-value' },
    { term: 'table:info.wa.schlag', text: v.schlag === null ? open : schlagName(tr, ctx, v.schlag) },
    { term: 'table:info.wa.trump', text: v.trump === null ? open : capitalise(suitWord(ctx, v.trump)) },
  ];
  if (v.rechte !== null) {
    out.push({ term: 'table:info.wa.rechte', text: nameOf(ctx, v.rechte), className: 'wa-rechte', card: v.rechte });
  }
  const mine = mySide(w);
  if (mine >= 0) {
    out.push({
      term: 'table:info.wa.tricks',
      text: tr('table:info.wa.usThem', { us: v.sideTricks[mine], them: v.sideTricks[1 - mine] }),
    });
    out.push({
      term: 'table:info.wa.needs',
      text: tr('table:info.wa.usThem', { us: needs(v, totals, mine), them: needs(v, totals, 1 - mine) }),
    });
  } else {
    const both = (figure: (side: number) => number) =>
      [0, 1].map((side) => `${sideWho(w, side).who} ${figure(side)}`).join(' · ');
    out.push({ term: 'table:info.wa.tricks', text: both((side) => v.sideTricks[side] ?? 0) });
    out.push({ term: 'table:info.wa.needs', text: both((side) => needs(v, totals, side)) });
  }
  return out;
}

const REASONS_WA11 = ['pending', 'answer'] as const;
const REASONS_WA12 = ['alternation', 'cap'] as const;

/**
 * Why a move or a card is refused, from the engine's parameters: WA-4 (the announcements' order and the
 * phase), WA-8 (the trump duty), WA-11 (a raise waiting for its answer, no counter-raise, no raise to answer),
 * WA-12 (alternation, the cap by the points still needed) and WA-13 (the last trick's condition).
 */
export const reasons: Readonly<Record<string, Reason>> = {
  'WA-4': (tr, _ctx, p) => {
    if (p.due === 'schlag') return tr('table:reason.wa.schlagFirst');
    if (p.due === 'trump') return tr('table:reason.wa.trumpDue');
    return tr(p.phase === 'auction' ? 'table:reason.wa.announceFirst' : 'table:reason.wa.announced');
  },
  'WA-8': (tr) => tr('table:reason.wa.trumpDuty'),
  'WA-11': (tr, _ctx, p) => {
    if (p.pending === true) return tr('table:reason.wa.answerFirst');
    const reason = REASONS_WA11.find((r) => r === p.reason);
    return reason === undefined ? tr('table:reason.wa.nothingToAnswer') : tr(`table:reason.wa.raise.${reason}`);
  },
  'WA-12': (tr, _ctx, p) => {
    const reason = REASONS_WA12.find((r) => r === p.reason);
    if (reason === undefined) return tr('table:reason.illegalCard');
    const value = typeof p.value === 'number' ? p.value : BASE_VALUE;
    return tr(`table:reason.wa.raise.${reason}`, { next: value + 1, count: typeof p.needs === 'number' ? p.needs : 0 });
  },
  'WA-13': (tr) => tr('table:reason.wa.raise.last-trick'),
};

/** The key of each move other than a card, the same whatever else is legal, so a player learns them. */
export function moveKey(action: Action): string | null {
  if (action === RAISE) return 'R';
  if (action === HOLD) return 'O';
  if (action === FOLD) return 'F';
  // WA-4: a Schlag by its own letter (A K O U T 9 8 7, 6 for the Weli), a trump suit by its digit.
  if (isSchlagAction(action)) return formatRank('german', actionArg(action));
  if (isTrumpAction(action)) return choiceKey(actionArg(action));
  return null;
}

/** A stake move's words, as its button shows them (short) and in full (label), for this view. */
export function stakeWords(tr: Tr, action: Action, v: WattenView): { short: string; label: string } {
  if (action === RAISE) {
    return {
      short: tr('table:moves.wa.raise', { next: v.value + 1 }),
      label: tr('table:moves.wa.raiseLabel', { next: v.value + 1, count: v.value }),
    };
  }
  if (action === HOLD) {
    return {
      short: tr('table:moves.wa.hold', { next: v.value + 1 }),
      label: tr('table:moves.wa.holdLabel', { next: v.value + 1 }),
    };
  }
  return {
    short: tr('table:moves.wa.fold', { count: v.value }),
    label: tr('table:moves.wa.foldLabel', { count: v.value }),
  };
}

/** An announcement's words: "Schlag: Unter", "Trumps: hearts". */
export function announcementName(tr: Tr, ctx: CardContext, action: Action): string {
  if (isSchlagAction(action)) return schlagName(tr, ctx, actionArg(action) as Rank);
  return capitalise(suitWord(ctx, actionArg(action)));
}

/** The choices among the legal actions other than a card (the announcements, the stake), with their keys. */
export function moveChoices(w: Words, legal: readonly ActionInfo[], v: WattenView): readonly Choice[] {
  return legal.flatMap((a) => {
    const key = moveKey(a.action);
    if (key === null) return [];
    if (isSchlagAction(a.action) || isTrumpAction(a.action)) {
      const name = announcementName(w.tr, w.ctx, a.action);
      const what = isSchlagAction(a.action) ? 'table:info.wa.schlag' : 'table:info.wa.trump';
      return [{ text: a.text, label: `${w.tr(what)}: ${name}`, key, listed: name }];
    }
    const { short, label } = stakeWords(w.tr, a.action, v);
    return [{ text: a.text, label, key, listed: short }];
  });
}

/** The announcements so far as the deal's calls: the forehand's Schlag, then the dealer's trump (WA-4). */
export function calls(v: WattenView): { seat: Seat; bid: string }[] {
  const out: { seat: Seat; bid: string }[] = [];
  if (v.schlag !== null) out.push({ seat: (v.dealer + 1) % 4, bid: `schlag-${v.schlag}` });
  if (v.trump !== null) out.push({ seat: v.dealer, bid: `trump-${v.trump}` });
  return out;
}

/** A call of `calls` in words: "Schlag: Unter", "Trumps: hearts". */
export function callName(tr: Tr, ctx: CardContext, bid: string): string {
  const m = /^(schlag|trump)-(\d)$/.exec(bid);
  if (m === null) return bid;
  const n = Number(m[2]);
  return m[1] === 'schlag'
    ? tr('table:info.wa.schlagCall', { rank: schlagName(tr, ctx, n as Rank) })
    : tr('table:info.wa.trumpCall', { suit: suitWord(ctx, n) });
}

/**
 * The raises and answers made between two views of a deal (WA-11), in the order made: `raise-<i>`,
 * `hold-<i>`, `fold-<i>`, where i is the raise's place in the deal's list.
 */
export function movesBetween(a: WattenView, b: WattenView): GameMove[] {
  const out: GameMove[] = [];
  b.raises.forEach((r, i) => {
    const before = a.raises[i];
    // Made before the card of that place in the deal: a raise mid-trick is told in its place among the cards.
    const at = r.trick * 4 + r.cardsOnTable;
    if (before === undefined) out.push({ seat: r.seat, move: `raise-${i}`, at });
    if (r.answer !== null && (before === undefined || before.answer === null)) {
      out.push({ seat: (r.seat + 1) % 4, move: `${r.answer}-${i}`, at });
    }
  });
  return out;
}

/** A move of `movesBetween` in words: "West raises (bieten): 3 if held, 2 if you fold." */
export function moveText(w: Words, m: GameMove, v: WattenView): string {
  const [kind, index] = m.move.split('-') as [string, string];
  const next = raisedValue(v.raises, Number(index));
  const raiser = v.raises[Number(index)]?.seat ?? m.seat;
  if (kind === 'raise') return w.tr('table:moves.wa.raised', { ...about(w, m.seat), next, count: next - 1 });
  if (kind === 'hold') return w.tr('table:moves.wa.held', { ...about(w, m.seat), count: next });
  return w.tr('table:moves.wa.folded', {
    ...about(w, m.seat),
    count: next - 1,
    side: sideWho(w, sideOfSeat(raiser)).who,
  });
}

/** The deal's Schlag, trump and Rechte from its report, in words. */
function announcedLine(w: Words, r: WattenReport): string {
  const { tr, ctx } = w;
  const schlag = schlagName(tr, ctx, rankOfLetter(r.schlag));
  const trump = suitOfLetter(r.trump);
  const rechte = parseCard('german', r.rechte);
  return tr('table:summary.wa.announced', {
    schlag,
    trump: trump === null ? r.trump : suitWord(ctx, trump),
    rechte: rechte === undefined ? r.rechte : cardPhrase(ctx, rechte),
  });
}

const suitOfLetter = (letter: string): Suit | null => parseSuit('german', letter) ?? null;
const rankOfLetter = (letter: string): Rank => parseRank('german', letter) ?? (RANK_6 as Rank);

/**
 * The deal's end in the players' own terms: who won it and how (three tricks, or a fold against a raise: WA-10,
 * WA-11), the announcements, the value (2 and the raises held) and the game points toward the target (WA-14,
 * WA-15). Who won is the headline.
 */
export function dealSummary(w: Words, d: DealResult, o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as unknown as WattenReport;
  const winners = sideWho(w, r.winner);
  const headline = tr('table:summary.wa.won', winners);
  const lines: string[] = [];
  if (r.endedBy === 'fold' && r.foldedBy !== null) {
    lines.push(tr('table:summary.wa.byFold', { ...about(w, r.foldedBy), side: winners.who }));
  } else {
    const tricks = (side: number) => seatsOf(side).reduce((n, seat) => n + (r.tricks[seat] ?? 0), 0);
    lines.push(tr('table:summary.wa.byTricks', { ...winners, a: tricks(r.winner), b: tricks(1 - r.winner) }));
  }
  lines.push(announcedLine(w, r));
  const raised = r.value - BASE_VALUE;
  lines.push(
    raised === 0
      ? tr('table:summary.wa.valueBase', { count: r.value })
      : tr('table:summary.wa.valueRaised', { value: r.value, base: BASE_VALUE, count: raised }),
  );
  const target = typeof o.rules.target === 'number' ? o.rules.target : null;
  const total = d.totals[r.winner] ?? 0;
  const gp = r.gamePoints[r.winner] ?? r.value;
  lines.push(
    target === null
      ? tr('table:summary.wa.scores', { ...winners, count: gp, total })
      : tr('table:summary.wa.scoresTo', { ...winners, count: gp, total, target }),
  );
  return { headline, lines };
}

/** Each seat's tricks, beside its game points in the deal summary's table. */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as unknown as WattenReport;
  return r.tricks.map((n) => tr('table:pile.tricks', { count: n }));
}

/** The score sheet's line: the Schlag and trump, and how it ended ("Unter · Hearts · 3 tricks", "… · West folded"). */
export function sheetEntry(w: Words, d: DealResult): string {
  const { tr, ctx } = w;
  const r = d.report as unknown as WattenReport;
  const trump = suitOfLetter(r.trump);
  const how =
    r.endedBy === 'fold' && r.foldedBy !== null
      ? tr('table:sheet.wa.folded', about(w, r.foldedBy))
      : tr('table:sheet.wa.tricks');
  return [
    schlagName(tr, ctx, rankOfLetter(r.schlag)),
    trump === null ? r.trump : capitalise(suitWord(ctx, trump)),
    how,
  ].join(' · ');
}

/** The statistics' counters of the engine's statKeys (engine/watten, wattenStatKeys). */
export const STAT_KEYS = ['folded', 'won-by-fold', 'won-raised'] as const;
export const statLabel = (tr: Tr, key: string): string | null =>
  (STAT_KEYS as readonly string[]).includes(key) ? tr(`table:stats.wa.${key}`) : null;
