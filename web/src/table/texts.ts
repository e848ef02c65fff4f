/**
 * The table's sentences, built from the i18n strings (namespace `table`) and the card phrases: seat names,
 * contract names, trick explanations, refusals, announcements and deal summaries. Pure: the translator is a
 * parameter, so the tests run them in every language.
 */
import { type Card, RANK_ACE, cardOf, suitOf } from '../../../engine/cards.js';
import type { SchneiderRules } from '../../../engine/bohemian-schneider/index.js';
import { CONTRACTS, bidIndex } from '../../../engine/schafkopf/index.js';
import type { TableEvent } from './events.js';
import { explainSchneiderTrick } from '../../../engine/bohemian-schneider/explain.js';
import { explainSchafkopfTrick } from '../../../engine/schafkopf/explain.js';
import { type CardContext, capitalise, cardPhrase, listOf, nameOf, signed, suitWord } from './phrases.js';
import {
  type DealResult,
  type Refusal,
  type SchafkopfReport,
  type SchneiderReport,
  type SeatState,
  type TrickExplanation,
  isSchafkopf,
} from './types.js';

export type Tr = (key: string, options?: Record<string, unknown>) => string;

/** Where a seat sits on the screen, seen from the human: 0 you (bottom), 1 left, 2 across, 3 right. */
export function position(seat: number, human: number, seats: number): 'you' | 'left' | 'across' | 'right' {
  const r = (seat - human + seats) % seats;
  if (r === 0) return 'you';
  if (seats === 2) return 'across';
  return r === 1 ? 'left' : r === 2 ? 'across' : 'right';
}

export const seatName = (tr: Tr, seat: number, human: number, seats: number): string =>
  tr(`table:seat.${position(seat, human, seats)}`);

const SUIT_INDEX: Record<string, number> = { E: 0, G: 1, H: 2, S: 3 };

/** "Rufer (Daus of acorns)", "Solo in hearts", "Wenz", "Pass". */
export function contractName(tr: Tr, ctx: CardContext, bid: string): string {
  if (bid === 'pass') return tr('table:contract.pass');
  const m = /^(rufer|solo-tout|solo)-([EGHS])$/.exec(bid);
  if (m) {
    const suit = SUIT_INDEX[m[2]!]!;
    if (m[1] === 'rufer') return tr('table:contract.rufer', { ace: nameOf(ctx, cardOf(suit as 0, RANK_ACE)) });
    return tr(`table:contract.${m[1]}`, { suit: suitWord(ctx, suit) });
  }
  return tr(`table:contract.${bid}`);
}

export const contractKind = (bid: string): string => bid.replace(/-[EGHS]$/, '');

/** The explanation of the deal's i-th completed trick: the server's, else computed here. */
export function explanationOf(s: SeatState, i: number): TrickExplanation | null {
  const sent = s.explanations?.[i];
  if (sent) return sent;
  const v = s.view;
  const trick = v.tricks[i];
  if (!trick) return null;
  if (isSchafkopf(v)) return v.contract === null ? null : explainSchafkopfTrick(v.contract, v.tricks[i]!);
  const trumpSuit = v.trumpCard === null ? -1 : suitOf(v.trumpCard);
  return explainSchneiderTrick(v.rules, v.tricks[i]!, trumpSuit);
}

/** Why the trick went the way it did, in one sentence. `cards` are the trick's cards, leader first. */
export function explanationText(tr: Tr, ctx: CardContext, e: TrickExplanation, cards: readonly Card[]): string {
  const led = cards[0]!;
  const answer = cards[1] ?? led;
  const p = (c: Card) => cardPhrase(ctx, c, 'nom');
  const a = (c: Card) => cardPhrase(ctx, c, 'acc');
  const text = tr(`table:trick.explain.${e.reason}`, {
    winner: p(e.winner),
    led: p(led),
    led_acc: a(led),
    answer: p(answer),
    needed: e.needed === undefined ? '' : p(e.needed),
    needed_acc: e.needed === undefined ? '' : a(e.needed),
    beaten: listOf(ctx.lang, e.beaten.map(p)),
    beaten_acc: listOf(ctx.lang, e.beaten.map(a)),
  });
  return capitalise(text);
}

/** "West takes the trick." / "You take the trick." */
export function wonByText(tr: Tr, winner: number, human: number, seats: number): string {
  return winner === human
    ? tr('table:trick.wonByYou')
    : tr('table:trick.wonBy', { who: seatName(tr, winner, human, seats) });
}

/** Why a card (or a bid) may not be chosen now, in the player's language. */
export function refusalText(tr: Tr, ctx: CardContext, r: Refusal | undefined, s: SeatState): string {
  const v = s.view;
  if (r === undefined) return tr(s.phase === 'over' ? 'table:reason.dealOver' : 'table:reason.illegalCard');
  if (isSchafkopf(v)) {
    if (r.code === 'ILLEGAL_BID') {
      const bid = r.text.replace(/^bid:/, '');
      switch (r.rule) {
        case 'SK-5':
          return tr('table:reason.bidHigher', { contract: contractName(tr, ctx, v.contract ?? 'pass') });
        case 'SK-9': {
          const suit = SUIT_INDEX[bid.slice(-1)] ?? 0;
          const ace = cardOf(suit as 0, RANK_ACE);
          return tr(v.hand.includes(ace) ? 'table:reason.aceHeld' : 'table:reason.acePlain');
        }
        case 'SK-11':
          return tr('table:reason.soloPlain', { suit: suitWord(ctx, SUIT_INDEX[bid.slice(-1)] ?? 0) });
        case 'SK-13':
          return tr('table:reason.sie');
        default:
          return tr('table:reason.illegalBid');
      }
    }
    switch (r.rule) {
      case 'SK-15': {
        const led = v.trick.cards[0];
        const c = v.contract === null ? undefined : CONTRACTS[bidIndex(v.contract)];
        if (led === undefined || c === undefined) return tr('table:reason.illegalCard');
        const trumpLed = ((c.trumps >>> led) & 1) === 1;
        return trumpLed
          ? tr('table:reason.followTrump')
          : tr('table:reason.followSuit', { suit: suitWord(ctx, suitOf(led)) });
      }
      case 'SK-16':
        return tr('table:reason.calledAceMust');
      case 'SK-17':
        return tr('table:reason.calledAceKeep');
      case 'SK-18':
        return tr('table:reason.calledAceLead');
      default:
        return tr('table:reason.illegalCard');
    }
  }
  if (r.rule === 'BS-V2' && v.trick.cards[0] !== undefined) {
    return tr('table:reason.followSuitVariant', { suit: suitWord(ctx, suitOf(v.trick.cards[0])) });
  }
  return tr('table:reason.illegalCard');
}

/** One announcement per event, for the live region (null: nothing to say). */
export function eventText(tr: Tr, ctx: CardContext, e: TableEvent, s: SeatState): string | null {
  const n = isSchafkopf(s.view) ? 4 : 2;
  const who = (seat: number) => seatName(tr, seat, s.seat, n);
  switch (e.kind) {
    case 'deal':
      return e.dealer === s.seat
        ? tr('table:trick.newDealYou', { n: e.deal + 1 })
        : tr('table:trick.newDeal', { n: e.deal + 1, who: who(e.dealer) });
    case 'bid': {
      const bid = contractName(tr, ctx, e.bid);
      return e.seat === s.seat ? tr('table:trick.youBid', { bid }) : tr('table:trick.bids', { who: who(e.seat), bid });
    }
    case 'play': {
      const card = nameOf(ctx, e.card);
      return e.seat === s.seat
        ? tr('table:trick.youPlay', { card })
        : tr('table:trick.plays', { who: who(e.seat), card });
    }
    case 'trick': {
      const trick = s.view.tricks[e.index];
      const x = explanationOf(s, e.index);
      if (!trick) return null;
      const parts = [wonByText(tr, trick.winner, s.seat, n)];
      if (x) parts.push(explanationText(tr, ctx, x, trick.cards));
      if ('points' in trick) parts.push(tr('table:trick.withPoints', { count: trick.points }));
      return parts.join(' ');
    }
    case 'partner':
      return tr('table:trick.partnerRevealed', { who: who(e.seat) });
    case 'draw':
      return tr('table:trick.youDraw', {
        cards: listOf(
          ctx.lang,
          e.cards.map((c) => nameOf(ctx, c)),
        ),
      });
    case 'over': {
      const last = s.history[s.history.length - 1];
      return last ? dealSummary(tr, ctx, last, summaryOptions(s)).headline : tr('table:status.dealOver');
    }
    case 'end':
      return tr('table:end.title');
    case 'turn':
      return tr('table:trick.yourTurn');
  }
}

/** The summary options a state message gives for its last finished deal. */
export function summaryOptions(s: SeatState): SummaryOptions {
  const v = s.view;
  const last = s.history[s.history.length - 1];
  const hands = s.lastDeal && last && s.lastDeal.deal === last.deal ? s.lastDeal.hands : undefined;
  return {
    human: s.seat,
    seats: isSchafkopf(v) ? 4 : 2,
    ...(isSchafkopf(v) ? {} : { rules: v.rules }),
    ...(hands ? { hands } : {}),
  };
}

export interface Summary {
  readonly headline: string;
  readonly lines: readonly string[];
}

export interface SummaryOptions {
  readonly human: number;
  readonly seats: number;
  /** Bohemian Schneider: the rules (thresholds, cumulative scoring, tie rule). */
  readonly rules?: SchneiderRules;
  /** Schafkopf: the hands as dealt (lastDeal), to say which side held the Laufende. */
  readonly hands?: readonly (readonly Card[])[];
}

const BASE_VALUE: Record<string, number> = { rufer: 1, wenz: 5, solo: 5, 'wenz-tout': 10, 'solo-tout': 10, sie: 20 };

/** The deal's score, explained: honours and thresholds, or contract, points, Schneider, Laufende, value. */
export function dealSummary(tr: Tr, ctx: CardContext, d: DealResult, o: SummaryOptions): Summary {
  const who = (seat: number) => seatName(tr, seat, o.human, o.seats);
  if ('honours' in d.report) return schneiderSummary(tr, d.report, d, o, who);
  return schafkopfSummary(tr, ctx, d.report, o, who);
}

function schneiderSummary(
  tr: Tr,
  r: SchneiderReport,
  d: DealResult,
  o: SummaryOptions,
  who: (s: number) => string,
): Summary {
  const short = o.rules?.variants.includes('short-deck') ?? false;
  const cumulative = o.rules?.variants.includes('cumulative') ?? false;
  const total = short ? 16 : 20;
  const winner = r.honours[0]! === r.honours[1]! ? null : r.honours[0]! > r.honours[1]! ? 0 : 1;
  const lines = [0, 1].map((s) => tr('table:summary.bs.took', { who: who(s), count: r.honours[s], total }));
  if (winner === null) {
    if (o.rules?.ruleset === 'cardrulesplus') lines.push(tr('table:summary.bs.tieRedeal'));
    return { headline: tr('table:summary.tie'), lines };
  }
  const won = r.honours[winner]!;
  if (cumulative) {
    lines.push(tr('table:summary.bs.cumulative', { a: won, b: r.honours[1 - winner], diff: d.scores[winner] }));
  } else if (won === total) {
    lines.push(tr('table:summary.bs.band3', { total }));
  } else if (won >= (short ? 13 : 16)) {
    lines.push(tr('table:summary.bs.band2', { from: short ? 13 : 16, to: total - 1 }));
  } else {
    lines.push(tr('table:summary.bs.band1', { from: total / 2 + 1, to: short ? 12 : 15 }));
  }
  const headline = winner === o.human ? tr('table:summary.youWin') : tr('table:summary.theyWin', { who: who(winner) });
  return { headline, lines };
}

function schafkopfSummary(
  tr: Tr,
  ctx: CardContext,
  r: SchafkopfReport,
  o: SummaryOptions,
  who: (s: number) => string,
): Summary {
  if (r.contract === null || r.declarer === null) {
    return { headline: capitalise(tr('table:sheet.allPass')), lines: [tr('table:summary.sk.allPassed')] };
  }
  const kind = contractKind(r.contract);
  const contract = contractName(tr, ctx, r.contract);
  const declarer = who(r.declarer);
  const side = [r.declarer, ...(r.partner === null ? [] : [r.partner])];
  const humanWins = side.includes(o.human) === r.declarerWins;
  const headline = humanWins
    ? tr('table:summary.youWin')
    : r.declarerWins
      ? side.length > 1
        ? tr('table:summary.theyWinMany', { who: listOf(ctx.lang, side.map(who)) })
        : tr('table:summary.theyWin', { who: declarer })
      : tr('table:summary.sk.defendersWin');
  const lines: string[] = [];
  const you = r.declarer === o.human;
  if (kind === 'sie') {
    lines.push(you ? tr('table:summary.sk.sieYou') : tr('table:summary.sk.sie', { declarer }));
  } else {
    const partner = r.partner === null ? '' : who(r.partner);
    const key =
      r.partner === null
        ? you
          ? 'playedYou'
          : 'played'
        : you
          ? 'playedYouWith'
          : r.partner === o.human
            ? 'playedWithYou'
            : 'playedWith';
    lines.push(tr(`table:summary.sk.${key}`, { contract, declarer, partner }));
    if (kind === 'wenz-tout' || kind === 'solo-tout') {
      lines.push(tr(r.declarerWins ? 'table:summary.sk.toutWon' : 'table:summary.sk.toutLost'));
    } else {
      const points = side.reduce((sum, p) => sum + r.cardPoints[p]!, 0);
      lines.push(tr('table:summary.sk.points', { points }));
      lines.push(tr(r.declarerWins ? 'table:summary.sk.declarerWins' : 'table:summary.sk.defendersWin'));
      if (r.schwarz) lines.push(tr('table:summary.sk.schwarz'));
      else if (r.schneider) lines.push(tr('table:summary.sk.schneider'));
    }
  }
  const c = CONTRACTS[bidIndex(r.contract)]!;
  const add = r.laufende * c.laufendeWeight;
  const parts = [tr('table:summary.sk.base', { base: BASE_VALUE[kind], contract: tr(`table:contract.short.${kind}`) })];
  if (r.schwarz) parts.push(tr('table:summary.sk.schwarzPart'));
  else if (r.schneider) parts.push(tr('table:summary.sk.schneiderPart'));
  if (r.laufende > 0) {
    const holder = o.hands?.findIndex((h) => h.includes(c.trumpOrder[0]!)) ?? -1;
    // SK-23: the run counts for whichever side holds it; the hands as dealt say which.
    lines.push(
      holder < 0
        ? tr('table:summary.sk.laufendeOnly', { count: r.laufende, add })
        : tr('table:summary.sk.laufende', {
            count: r.laufende,
            add,
            side: tr(side.includes(holder) ? 'table:summary.sk.sideDeclarer' : 'table:summary.sk.sideDefenders'),
          }),
    );
    parts.push(tr('table:summary.sk.laufendePart', { add }));
  }
  lines.push(tr('table:summary.sk.value', { parts: parts.join(' + '), value: r.value }));
  if (kind === 'rufer') lines.push(tr('table:summary.sk.settleRufer', { value: r.value }));
  else {
    lines.push(
      tr(r.declarerWins ? 'table:summary.sk.settleSoloWin' : 'table:summary.sk.settleSoloLose', {
        value: r.value,
        triple: 3 * r.value,
      }),
    );
  }
  return { headline, lines };
}

export { signed };
