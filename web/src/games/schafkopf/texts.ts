/**
 * Schafkopf's sentences at the table: contracts, trumps, the facts of the deal, the reasons a bid or a card
 * is refused (from the engine's parameters: SK-5, SK-9, SK-11, SK-13, SK-15 … SK-18), the deal's score
 * explained (SK-20 … SK-24) and the auction's choices. What a contract is comes from the engine's table of
 * bids, never from its name.
 */
import type { Seat } from '../../../../engine/action.js';
import { actionBid } from '../../../../engine/action.js';
import { type Suit, suitOf } from '../../../../engine/cards.js';
import type { RuleParams } from '../../../../engine/errors.js';
import type { ActionInfo, DealResult, SeatState } from '../../../../engine/protocol.js';
import {
  BASE_VALUE,
  BIDS,
  type Bid,
  CONTRACTS,
  type SchafkopfOutcome,
  type SchafkopfView,
  bidIndex,
  calledAceOf,
} from '../../../../engine/schafkopf/index.js';
import {
  type Choice,
  type Fact,
  type Reason,
  type Summary,
  type SummaryOptions,
  type Tr,
  type Words,
  choiceKey,
} from '../../table/game.js';
import { type CardContext, capitalise, listOf, nameOf, suitWord } from '../../table/phrases.js';
import { madeByStandIn } from '../../table/stand-in.js';

/** A finished deal's report fields (RECORDS.md). */
export type SchafkopfReport = Omit<SchafkopfOutcome, 'dealer'>;

const bidNamed = (name: string): Bid | undefined => BIDS[bidIndex(name)];

/** "Rufer with the Daus of acorns", "Solo in hearts", "Wenz", "Pass". */
export function contractName(tr: Tr, ctx: CardContext, bid: string): string {
  const b = bidNamed(bid);
  if (b === undefined) return bid;
  if (b.kind === null) return tr('table:contract.pass');
  if (b.kind === 'rufer') return tr('table:contract.rufer', { ace: nameOf(ctx, calledAceOf(bidIndex(bid))) });
  if (b.suit >= 0) return tr(`table:contract.${b.kind}`, { suit: suitWord(ctx, b.suit) });
  return tr(`table:contract.${b.kind}`);
}

/** The trumps of a contract in words (SK-14). */
export function trumpsText(tr: Tr, ctx: CardContext, contract: string): string | null {
  const b = bidNamed(contract);
  switch (b?.kind) {
    case 'rufer':
      return tr('table:info.trumpsRufer');
    case 'wenz':
    case 'wenz-tout':
      return tr('table:info.trumpsWenz');
    case 'sie':
      return tr('table:info.trumpsSie');
    case 'solo':
    case 'solo-tout':
      return tr('table:info.trumpsSolo', { suit: suitWord(ctx, b.suit) });
    default:
      return null;
  }
}

const suitParam = (params: RuleParams, name: string): Suit | null => {
  const v = params[name];
  return typeof v === 'number' && v >= 0 && v < 4 ? (v as Suit) : null;
};

/** The sentences for the rules that refuse a bid or a card, from what the engine says of the refusal. */
export const reasons: Readonly<Record<string, Reason>> = {
  'SK-5': (tr, ctx, p) =>
    tr('table:reason.bidHigher', { contract: contractName(tr, ctx, typeof p.highest === 'string' ? p.highest : '') }),
  'SK-9': (tr, _ctx, p) => tr(p.aceHeld === true ? 'table:reason.aceHeld' : 'table:reason.acePlain'),
  'SK-11': (tr, ctx, p) => {
    const suit = suitParam(p, 'suit');
    return suit === null ? tr('table:reason.illegalBid') : tr('table:reason.soloPlain', { suit: suitWord(ctx, suit) });
  },
  'SK-13': (tr) => tr('table:reason.sie'),
  'SK-15': (tr, ctx, p) => {
    if (p.led === 'trump') return tr('table:reason.followTrump');
    const led = suitParam(p, 'led');
    return led === null ? tr('table:reason.illegalCard') : tr('table:reason.followSuit', { suit: suitWord(ctx, led) });
  },
  'SK-16': (tr) => tr('table:reason.calledAceMust'),
  'SK-17': (tr) => tr('table:reason.calledAceKeep'),
  'SK-18': (tr) => tr('table:reason.calledAceLead'),
};

/** The facts of the deal once the auction is over: the game, the declarer, the called Ace and partner, trumps. */
export function facts(w: Words, s: SeatState<SchafkopfView>): readonly Fact[] {
  const v = s.view;
  if (v.contract === null || v.phase === 'auction') return [];
  const { tr, ctx } = w;
  const out: Fact[] = [
    { term: 'table:info.contract', text: contractName(tr, ctx, v.contract), className: 'contract' },
    { term: 'table:info.declarer', text: w.who(v.declarer ?? 0) },
  ];
  if (v.calledAce !== null) {
    out.push({
      term: 'table:info.calledAce',
      text: nameOf(ctx, v.calledAce),
      className: 'called-ace',
      card: v.calledAce,
    });
    // The view names the partner once he is known (SK-19), and always to the partner himself, who learns
    // from `partnerRevealed` whether the others know it yet.
    const partner =
      v.partner === null
        ? tr('table:info.partnerUnknown')
        : v.partner === w.human && !v.partnerRevealed
          ? tr('table:info.partnerYou')
          : w.who(v.partner);
    out.push({ term: 'table:info.partner', text: partner, className: 'partner' });
  }
  out.push({ term: 'table:info.trumps', text: trumpsText(tr, ctx, v.contract) ?? '' });
  return out;
}

/** A bid the human may make, as the auction panel shows it. */
export interface BidChoice extends Choice {
  readonly bid: string;
  /** What the button shows: the kind of game, then the suit's sign. */
  readonly short: string;
  readonly suit: Suit | null;
  readonly pass: boolean;
}

/** The legal bids: the pass on key 0, then the games on 1–9 and letters (`choiceKey`) in the engine's order. */
export function bidChoices(w: Words, legal: readonly ActionInfo[]): readonly BidChoice[] {
  const bids = legal.flatMap((a) => {
    const bid = BIDS[actionBid(a.action)];
    return bid ? [{ text: a.text, bid }] : [];
  });
  const choice = ({ text, bid }: { text: string; bid: Bid }, key: string | null): BidChoice => ({
    text,
    bid: bid.name,
    label: contractName(w.tr, w.ctx, bid.name),
    short: bid.kind === null ? w.tr('table:contract.pass') : w.tr(`table:contract.short.${bid.kind}`),
    suit: bid.suit === -1 ? null : bid.suit,
    pass: bid.kind === null,
    key,
  });
  const games = bids.filter((b) => b.bid.kind !== null);
  return [
    ...bids.filter((b) => b.bid.kind === null).map((b) => choice(b, '0')),
    ...games.map((b, i) => choice(b, choiceKey(i))),
  ];
}

/**
 * The deal's score in the players' own terms, each fact once: who played what, the card points of each side
 * named by its role, Schneider or Schwarz as made this deal (by how little the losers took), the Laufende
 * and which side held them, the value and the settlement. Who won is the headline.
 */
export function dealSummary(w: Words, d: DealResult, o: SummaryOptions): Summary {
  const { tr, ctx } = w;
  const r = d.report as SchafkopfReport;
  if (r.contract === null || r.declarer === null) {
    return { headline: capitalise(tr('table:sheet.allPass')), lines: [tr('table:summary.sk.allPassed')] };
  }
  const c = CONTRACTS[bidIndex(r.contract)]!;
  const kind = c.kind;
  const contract = contractName(tr, ctx, r.contract);
  const declarer = w.who(r.declarer);
  const side: Seat[] = [r.declarer, ...(r.partner === null ? [] : [r.partner])];
  // The declarer's side by its role: "declarer and partner" in a Rufer, "declarer" alone against three.
  const role = side.length > 1 ? 'rufer' : 'alone';
  const humanWins = side.includes(w.human) === r.declarerWins;
  const headline = humanWins
    ? tr('table:summary.youWin')
    : r.declarerWins
      ? side.length > 1
        ? tr('table:summary.theyWinMany', { who: listOf(ctx.lang, side.map(w.who)) })
        : tr('table:summary.theyWin', { who: declarer })
      : tr('table:summary.sk.defendersWin');
  const lines: string[] = [];
  const you = r.declarer === w.human;
  if (kind === 'sie') {
    lines.push(you ? tr('table:summary.sk.sieYou') : tr('table:summary.sk.sie', { declarer }));
  } else {
    const partner = r.partner === null ? '' : w.who(r.partner);
    const key =
      r.partner === null
        ? you
          ? 'playedYou'
          : 'played'
        : you
          ? 'playedYouWith'
          : r.partner === w.human
            ? 'playedWithYou'
            : 'playedWith';
    // The contract was named by the AI where it bid for the human while she was away (issue 30).
    const byAi = you && madeByStandIn(o, o.actions?.lastIndexOf(`bid:${r.contract}`));
    lines.push(tr(`table:summary.sk.${key}`, { contract, declarer, partner, context: byAi ? 'standIn' : undefined }));
    if (c.tout) {
      // SK-12: a Tout is won by taking every trick.
      lines.push(tr(r.declarerWins ? 'table:summary.sk.toutWon' : 'table:summary.sk.toutLost'));
    } else {
      const points = side.reduce((sum, p) => sum + r.cardPoints[p]!, 0);
      const others = r.cardPoints.reduce((sum, p) => sum + p, 0) - points;
      lines.push(tr(`table:summary.sk.sides.${role}`, { a: points, b: others }));
      // SK-22: Schneider or Schwarz as made this deal, told by what the losing side took.
      const loser = r.declarerWins ? 'defenders' : role;
      if (r.schwarz) lines.push(tr(`table:summary.sk.schwarzMade.${loser}`));
      else if (r.schneider) {
        lines.push(tr(`table:summary.sk.schneiderMade.${loser}`, { points: r.declarerWins ? others : points }));
      }
    }
  }
  const add = r.laufende * c.laufendeWeight;
  const parts = [tr('table:summary.sk.base', { base: BASE_VALUE[kind], contract: tr(`table:contract.short.${kind}`) })];
  if (r.schwarz) parts.push(tr('table:summary.sk.schwarzPart'));
  else if (r.schneider) parts.push(tr('table:summary.sk.schneiderPart'));
  if (r.laufende > 0) {
    const holder = o.hands?.findIndex((h) => h.includes(c.trumpOrder[0]!)) ?? -1;
    // SK-23: the run counts for whichever side holds it; the hands as dealt say which. A Sie's eight are the
    // declarer's own, as its first line says.
    if (kind !== 'sie') {
      lines.push(
        holder < 0
          ? tr('table:summary.sk.laufendeOnly', { count: r.laufende })
          : tr(`table:summary.sk.laufendeHeld.${side.includes(holder) ? role : 'defenders'}`, { count: r.laufende }),
      );
    }
    parts.push(tr('table:summary.sk.laufendePart', { add }));
  }
  lines.push(tr('table:summary.sk.value', { parts: parts.join(' + '), value: r.value }));
  // SK-24: a Rufer is two against two at the value; any other game one against three at three times it.
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

/** Each seat's card points and tricks, beside its score in the deal summary (none after an all-pass deal). */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as SchafkopfReport;
  if (r.contract === null) return [];
  return r.cardPoints.map(
    (p, i) => `${tr('table:pile.points', { count: p })} · ${tr('table:pile.tricks', { count: r.tricks[i] })}`,
  );
}

/** One short line of the score sheet: "Rufer · Acorns · You", "Solo · Hearts · West", "Wenz · North", or "All passed". */
export function sheetEntry(w: Words, d: DealResult): string {
  const r = d.report as SchafkopfReport;
  if (r.contract === null) return capitalise(w.tr('table:sheet.allPass'));
  const b = bidNamed(r.contract);
  if (b === undefined || b.kind === null) return r.contract;
  // The Rufer's suit is its called Ace's (SK-9); a Solo's is its trump suit (SK-11).
  const ace = b.kind === 'rufer' ? calledAceOf(bidIndex(r.contract)) : -1;
  const suit = ace !== -1 ? suitOf(ace) : b.suit >= 0 ? b.suit : null;
  return [
    w.tr(`table:contract.short.${b.kind}`),
    ...(suit === null ? [] : [capitalise(suitWord(w.ctx, suit))]),
    w.who(r.declarer ?? 0),
  ].join(' · ');
}
