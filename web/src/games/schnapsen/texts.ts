/**
 * Schnapsen's sentences at the table: the facts of the deal (trumps, open or strict play, the Bummerl's
 * target), why a card or a move is refused (SN-7 … SN-10, from the engine's own refusals), what each pile
 * counts (SN-11; the opponent's points only when the settings show them), the moves other than cards
 * (exchange, close, marriages) with their keys, and the deal's end explained: how it ended (SN-12, SN-13,
 * SN-15) and the game points and why (SN-14, SN-15). Thresholds and values are the engine's, never written
 * again here.
 */
import type { Action, Seat } from '../../../../engine/action.js';
import { RANK_KING, RANK_OBER, RANK_UNTER, type Suit, cardOf } from '../../../../engine/cards.js';
import type { RuleParams } from '../../../../engine/errors.js';
import type { ActionInfo, DealResult, SeatState } from '../../../../engine/protocol.js';
import { formatAction, readAction } from '../../../../engine/record.js';
import {
  CLOSE,
  EXCHANGE,
  SCHNEIDER_LINE,
  type SchnapsenOutcome,
  type SchnapsenView,
  isMarry,
  marriageValue,
  marriedSuit,
  schnapsen,
} from '../../../../engine/schnapsen/index.js';
import {
  type Choice,
  type Fact,
  type GameMove,
  type PileOptions,
  type Reason,
  type Summary,
  type SummaryOptions,
  type Tr,
  type Words,
  choiceKey,
} from '../../table/game.js';
import { type CardContext, capitalise, cardPhrase, listOf, nameOf, suitWord } from '../../table/phrases.js';
import { aboutDecision, madeByStandIn } from '../../table/stand-in.js';

/** A finished deal's report fields (RECORDS.md; engine/schnapsen schnapsenReport): the trump as its letter. */
export type SchnapsenReport = Pick<
  SchnapsenOutcome,
  'points' | 'tricks' | 'closedBy' | 'winner' | 'endedBy' | 'gamePoints'
> & { readonly trump: string };

/** i18next's context for a sentence whose subject is this seat: its own wording for "you". */
const about = (w: Words, seat: Seat) => ({ who: w.who(seat), context: seat === w.human ? 'you' : undefined });

const card = (ctx: CardContext, suit: Suit, rank: number, grammaticalCase: 'nom' | 'acc' = 'nom'): string =>
  cardPhrase(ctx, cardOf(suit, rank as never), grammaticalCase);

/** The King and the Ober of a suit, named as the pack names them (the Queen of a French pack). */
const pairWords = (ctx: CardContext, suit: Suit) => ({
  king: card(ctx, suit, RANK_KING),
  ober: card(ctx, suit, RANK_OBER),
  king_acc: card(ctx, suit, RANK_KING, 'acc'),
  ober_acc: card(ctx, suit, RANK_OBER, 'acc'),
});

/**
 * Why a card or a move is refused, from the engine's parameters: SN-7's duty in strict play; SN-8, SN-9 and
 * SN-10's reasons for the exchange, the closing and a marriage; SN-10's King or Ober to lead after a marriage.
 */
export const reasons: Readonly<Record<string, Reason>> = {
  'SN-7': (tr, ctx, p) => {
    const suit = typeof p.led === 'number' ? suitWord(ctx, p.led) : '';
    const duty = p.duty === 'win' || p.duty === 'follow' || p.duty === 'trump' ? p.duty : null;
    return duty === null ? tr('table:reason.illegalCard') : tr(`table:reason.sn.strict.${duty}`, { suit });
  },
  'SN-8': (tr, ctx, p) => {
    if (p.reason === 'no-trump-unter' && typeof p.trump === 'number') {
      const trump = p.trump as Suit;
      return tr('table:reason.sn.exchange.no-trump-unter', {
        unter: card(ctx, trump, RANK_UNTER),
        unter_acc: card(ctx, trump, RANK_UNTER, 'acc'),
      });
    }
    return known(tr, 'exchange', p, ['not-leading', 'closed', 'exhausted']);
  },
  'SN-9': (tr, _ctx, p) => known(tr, 'close', p, ['not-leading', 'closed', 'exhausted']),
  'SN-10': (tr, ctx, p) => {
    const suit = typeof p.suit === 'number' ? (p.suit as Suit) : null;
    // A card refused after a marriage: its King or Ober must be led (no `reason` parameter).
    if (p.reason === undefined && suit !== null) {
      return tr('table:reason.sn.marriage.lead', { suit: suitWord(ctx, suit), ...pairWords(ctx, suit) });
    }
    if (p.reason === 'after-marriage') return tr('table:reason.sn.marriage.after-marriage');
    if (p.reason === 'no-pair' && suit !== null) {
      return tr('table:reason.sn.marriage.no-pair', { suit: suitWord(ctx, suit), ...pairWords(ctx, suit) });
    }
    return known(tr, 'marriage', p, ['not-leading', 'one-per-lead']);
  },
};

/** The sentence of a refusal reason this rule gives, else the plain one. */
function known(tr: Tr, move: string, p: RuleParams, reasonsOfMove: readonly string[]): string {
  const reason = typeof p.reason === 'string' && reasonsOfMove.includes(p.reason) ? p.reason : null;
  return reason === null ? tr('table:reason.illegalCard') : tr(`table:reason.sn.${move}.${reason}`);
}

/** The trumps (SN-3), open or strict play and why (SN-5, SN-7), and the Bummerl's target (SN-16). */
export function facts(w: Words, s: SeatState<SchnapsenView>): readonly Fact[] {
  const v = s.view;
  const play = !v.strict
    ? w.tr('table:info.sn.open')
    : v.closedBy !== null
      ? w.tr('table:info.sn.strictClosed', about(w, v.closedBy))
      : w.tr('table:info.sn.strictExhausted');
  return [
    { term: 'table:info.trumps', text: suitWord(w.ctx, v.trump) },
    { term: 'table:info.sn.play', text: play, className: v.strict ? 'strict' : 'open' },
    {
      term: 'table:setup.matchLength',
      text: w.tr('table:info.sn.bummerl', { count: v.rules.target }),
      session: true,
    },
  ];
}

/** SN-11: a seat's credited points; the opponent's only when the settings show them. */
export function pileText(tr: Tr, v: SchnapsenView, seat: Seat, o: PileOptions): string {
  if (seat !== v.seat && !o.opponentsPoints) return '';
  return tr('table:pile.sn.points', { count: v.points[seat] ?? 0 });
}

/**
 * SN-10: the marriages a seat has announced (shown to both), and its points still pending (credited with its
 * first trick).
 */
export function pileNote(tr: Tr, ctx: CardContext, v: SchnapsenView, seat: Seat): string | null {
  const own = v.marriages.filter((m) => m.seat === seat);
  if (own.length === 0) return null;
  // Short, for the seat's corner: "hearts 20, acorns 40" (the buttons and announcements say it in full).
  const list = listOf(
    ctx.lang,
    own.map((m) => `${suitWord(ctx, m.suit)} ${marriageValue(m.suit, v.trump)}`),
  );
  const pending = v.pending[seat] ?? 0;
  const shown = tr('table:pile.sn.marriages', { list });
  return pending > 0 ? `${shown} · ${tr('table:pile.sn.pending', { count: pending })}` : shown;
}

/** "Marriage in hearts (20)", "Trump marriage (40)" (SN-10). */
export function marriageName(tr: Tr, ctx: CardContext, suit: Suit, trump: Suit): string {
  const value = marriageValue(suit, trump);
  return suit === trump
    ? tr('table:moves.trumpMarriage', { value })
    : tr('table:moves.marriage', { suit: suitWord(ctx, suit), value });
}

/**
 * The key of each move other than a card, the same whatever else is legal, so a player learns them: 1 the
 * exchange, 2 closing, then one per suit for the marriages.
 */
export function moveKey(action: Action): string | null {
  if (action === EXCHANGE) return choiceKey(0);
  if (action === CLOSE) return choiceKey(1);
  if (isMarry(action)) return choiceKey(2 + marriedSuit(action));
  return null;
}

/** A move's short name, as its button shows it. */
export function moveShort(tr: Tr, ctx: CardContext, action: Action, v: SchnapsenView): string {
  if (action === EXCHANGE) return tr('table:moves.exchange');
  if (action === CLOSE) return tr('table:moves.close');
  return marriageName(tr, ctx, marriedSuit(action), v.trump);
}

/** A move's full name, read by screen readers: what it gives and takes. */
export function moveLabel(tr: Tr, ctx: CardContext, action: Action, v: SchnapsenView): string {
  if (action === EXCHANGE) {
    // The card an exchange takes is the one turned at the deal (once exchanged, the Unter lies there instead).
    const bottom = v.turnedCard;
    return tr('table:moves.exchangeLabel', {
      unter: card(ctx, v.trump, RANK_UNTER),
      unter_acc: card(ctx, v.trump, RANK_UNTER, 'acc'),
      card: cardPhrase(ctx, bottom),
      card_acc: cardPhrase(ctx, bottom, 'acc'),
    });
  }
  if (action === CLOSE) return tr('table:moves.closeLabel');
  return moveShort(tr, ctx, action, v);
}

/** The moves other than cards among the legal actions (SN-8, SN-9, SN-10), with their keys and names. */
export function moveChoices(w: Words, legal: readonly ActionInfo[], v: SchnapsenView): readonly Choice[] {
  return legal.flatMap((a) => {
    const key = moveKey(a.action);
    if (key === null) return [];
    return [
      { text: a.text, label: moveLabel(w.tr, w.ctx, a.action, v), key, listed: moveShort(w.tr, w.ctx, a.action, v) },
    ];
  });
}

/**
 * The exchanges, closings and marriages made between two views of a deal (SN-8, SN-9, SN-10), in the order they
 * are made at a lead: the exchange before a closing (closed, no exchange), the marriages last. The move's word
 * is the engine's move name; a marriage's carries its suit (`marry-2`).
 */
export function movesBetween(a: SchnapsenView, b: SchnapsenView): GameMove[] {
  const out: GameMove[] = [];
  if (a.exchangedBy === null && b.exchangedBy !== null) out.push({ seat: b.exchangedBy, move: 'exchange' });
  if (a.closedBy === null && b.closedBy !== null) out.push({ seat: b.closedBy, move: 'close' });
  for (const m of b.marriages.slice(a.marriages.length)) out.push({ seat: m.seat, move: `marry-${m.suit}` });
  return out;
}

/** A move of `movesBetween` in words: "West closed the talon: strict play from now on." */
export function moveText(w: Words, m: GameMove, v: SchnapsenView): string {
  if (m.move === 'exchange') {
    const under = v.trumpCard ?? cardOf(v.trump, RANK_UNTER);
    return w.tr('table:moves.exchangedNews', { ...about(w, m.seat), card: nameOf(w.ctx, under) });
  }
  if (m.move === 'close') return w.tr('table:moves.closedNews', about(w, m.seat));
  const suit = Number(m.move.slice('marry-'.length)) as Suit;
  return w.tr('table:moves.announces', { ...about(w, m.seat), marriage: marriageName(w.tr, w.ctx, suit, v.trump) });
}

/**
 * The suit of the marriage whose announcement ended the deal (SN-12: 66 reached by announcing it), from the
 * deal's moves, written in the table's notation; null when the deal ended otherwise or its moves are unknown.
 */
function endedByMarriage(w: Words, o: SummaryOptions): Suit | null {
  const last = o.actions?.[o.actions.length - 1];
  if (last === undefined) return null;
  const action = readAction(schnapsen, w.ctx.notation, last);
  return action.ok && isMarry(action.value) ? marriedSuit(action.value) : null;
}

/**
 * The deal's end in the players' own terms: how it ended (66 after a trick or by a marriage, the last trick,
 * a closing that failed: SN-12, SN-13, SN-15), whether a closing succeeded, and the winner's game points
 * with the reason (SN-14: the loser's tricks and points; SN-15: as they stood at the closing, or the
 * penalty of a failed closing).
 */
export function dealSummary(w: Words, d: DealResult, o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as SchnapsenReport;
  const winner = r.winner;
  const loser = 1 - winner;
  const points = r.points[winner]!;
  const lines: string[] = [];
  if (r.endedBy === '66') {
    const suit = endedByMarriage(w, o);
    lines.push(
      suit === null
        ? tr('table:summary.sn.trick66', { ...about(w, winner), points })
        : tr('table:summary.sn.marriage66', {
            // The announcement was the deal's last move: the AI's, where it made it for the human (issue 30).
            ...aboutDecision(w, winner, madeByStandIn(o, (o.actions?.length ?? 0) - 1)),
            points,
            suit: suitWord(w.ctx, suit),
          }),
    );
  } else if (r.endedBy === 'last-trick') {
    lines.push(tr('table:summary.sn.lastTrick', about(w, winner)));
  } else {
    lines.push(tr('table:summary.sn.closingFailed', closer(w, r.closedBy ?? loser, o)));
  }
  if (r.closedBy !== null && r.endedBy !== 'closing') {
    lines.push(tr(`table:summary.sn.${winner === r.closedBy ? 'closedWon' : 'closedLost'}`, closer(w, r.closedBy, o)));
  }
  const gp = r.gamePoints[winner]!;
  const why = gamePointsWhy(w, r, gp);
  lines.push(`${tr('table:summary.sn.gamePoints', { who: w.who(winner), count: gp })} ${why}`);
  const headline =
    winner === w.human ? tr('table:summary.youWin') : tr('table:summary.theyWin', { who: w.who(winner) });
  return { headline, lines };
}

/** The subject of a sentence about the closing (SN-9): its closer, or the AI where it closed for the human. */
function closer(w: Words, seat: Seat, o: SummaryOptions) {
  return aboutDecision(w, seat, madeByStandIn(o, o.actions?.indexOf(formatAction(schnapsen, w.ctx.notation, CLOSE))));
}

/** Why the winner scores so many game points (SN-14, SN-15). */
function gamePointsWhy(w: Words, r: SchnapsenReport, gp: number): string {
  const { tr } = w;
  const winner = r.winner;
  const loser = 1 - winner;
  const schneider = SCHNEIDER_LINE;
  if (r.closedBy === null) {
    // SN-14: Schwarz (no trick), Schneider (fewer than 33), else one.
    if (gp === 3) return tr('table:summary.sn.why.schwarz', about(w, loser));
    const key = gp === 2 ? 'schneider' : 'simple';
    return tr(`table:summary.sn.why.${key}`, { ...about(w, loser), points: r.points[loser], line: schneider });
  }
  if (winner === r.closedBy) {
    // SN-15: the closer scores by SN-14, judged on his opponent as he stood at the closing.
    const key = gp === 3 ? 'closedSchwarz' : gp === 2 ? 'closedSchneider' : 'closedSimple';
    return tr(`table:summary.sn.why.${key}`, { ...about(w, loser), line: schneider });
  }
  // SN-15: a failed closing gives the opponent 2, or 3 if he had no trick when the talon was closed.
  return gp === 3
    ? tr('table:summary.sn.why.failedSchwarz', about(w, winner))
    : tr('table:summary.sn.why.failed', { count: gp });
}

/** Each seat's credited points and tricks, beside its game points in the deal summary. */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as SchnapsenReport;
  return r.points.map(
    (p, i) => `${tr('table:pile.sn.points', { count: p })} · ${tr('table:pile.tricks', { count: r.tricks[i] })}`,
  );
}

/** The Bummerl sheet's line: who closed, how the deal ended, Schneider or Schwarz ("66 · Schneider"). */
export function sheetEntry(w: Words, d: DealResult): string {
  const { tr } = w;
  const r = d.report as SchnapsenReport;
  const parts: string[] = [];
  if (r.closedBy !== null) {
    const failed = r.winner !== r.closedBy;
    parts.push(tr(`table:sheet.sn.${failed ? 'closedFailed' : 'closed'}`, about(w, r.closedBy)));
  }
  parts.push(tr(`table:sheet.sn.ended.${r.endedBy}`));
  const gp = r.gamePoints[r.winner]!;
  // Schneider and Schwarz name the winner's game points; a failed closing's penalty is named by its part.
  if (r.closedBy === null || r.winner === r.closedBy) {
    if (gp === 3) parts.push(tr('table:sheet.sn.schwarz'));
    else if (gp === 2) parts.push(tr('table:sheet.sn.schneider'));
  }
  return capitalise(parts.join(' · '));
}
