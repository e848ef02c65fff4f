/** Text for the terminal game, one renderer per game. */
import type { Action, Seat } from '../engine/action.js';
import { type Card, type Notation, formatCard, rankOf, suitOf } from '../engine/cards.js';
import type { GameId } from '../engine/decks.js';
import type { Phase, Session } from '../engine/game.js';
import type { SchneiderOutcome, SchneiderRules, SchneiderView } from '../engine/bohemian-schneider.js';
import { BIDS, CONTRACTS, type SchafkopfOutcome, type SchafkopfView, bidIndex } from '../engine/schafkopf.js';
import { actionBid, isBid } from '../engine/action.js';

export interface Renderer {
  welcome(rules: unknown, seed: string): string;
  dealStart(session: Session<unknown>, human: Seat): string;
  view(view: unknown, notation: Notation, legal: readonly Action[]): string;
  prompt(phase: Phase): string;
  exampleCode(notation: Notation): string;
  afterAction(view: unknown, notation: Notation, seat: Seat, action: Action): string | null;
  dealEnd(outcome: unknown, session: Session<unknown>, human: Seat): string;
  sessionEnd(session: Session<unknown>, human: Seat): string;
}

const SUIT_SIGNS = ['♣', '♠', '♥', '♦'];
const RANK_LABELS: Record<Notation, readonly string[]> = {
  german: ['7', '8', '9', '10', 'U', 'O', 'K', 'A'],
  french: ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'],
};

/** "10♠ (ST)": the rank and suit sign a player reads, with the code he can type. */
export function cardLabel(notation: Notation, card: Card): string {
  return `${RANK_LABELS[notation][rankOf(card)]}${SUIT_SIGNS[suitOf(card)]} (${formatCard(notation, card)})`;
}

const seatName = (seat: Seat, human: Seat) => (seat === human ? 'You' : 'Opponent');

const schneider: Renderer = {
  welcome(rules) {
    const r = rules as SchneiderRules;
    const variants = r.variants.length > 0 ? ` with ${r.variants.join(', ')}` : '';
    return [
      `Bohemian Schneider (${r.ruleset} rules${variants}) against the built-in opponent.`,
      'Take honours (A K Q J 10) with your tricks. Type a card code or its number; q quits.',
    ].join('\n');
  },
  dealStart(session, human) {
    const t = session.totals;
    return `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${seatName(session.dealer, human)} · score: you ${t[human]} – ${t[1 - human]} opponent ===`;
  },
  view(view, notation, legal) {
    const v = view as SchneiderView;
    const lines: string[] = [];
    const trump = v.trumpCard !== null ? ` · trump card ${cardLabel(notation, v.trumpCard)}` : '';
    lines.push(
      `Talon: ${v.talonCount} cards${trump} · honours: you ${v.honours[v.seat]} – ${v.honours[1 - v.seat]} opponent`,
    );
    if (v.trick.cards.length > 0) lines.push(`Opponent led ${cardLabel(notation, v.trick.cards[0]!)}.`);
    else lines.push('You lead.');
    lines.push('Your hand: ' + legal.map((a, i) => `[${i + 1}] ${cardLabel(notation, a)}`).join('  '));
    const unplayable = v.hand.filter((c) => !legal.includes(c));
    if (unplayable.length > 0)
      lines.push('Not playable now: ' + unplayable.map((c) => cardLabel(notation, c)).join('  '));
    return lines.join('\n');
  },
  prompt: () => 'Your card: ',
  exampleCode: (notation) => (notation === 'french' ? 'SJ' : 'EU'),
  afterAction(view, notation, seat, action) {
    const v = view as SchneiderView;
    const last = v.tricks[v.tricks.length - 1];
    if (v.trick.cards.length === 1) return seat === v.seat ? null : `Opponent leads ${cardLabel(notation, action)}.`;
    if (!last) return null;
    const led = last.cards[0]!;
    const answer = last.cards[1]!;
    return `${seatName(seat, v.seat)} played ${cardLabel(notation, action)}. Trick ${cardLabel(notation, led)} / ${cardLabel(notation, answer)} goes to ${seatName(last.winner, v.seat).toLowerCase()}.`;
  },
  dealEnd(outcome, session, human) {
    const o = outcome as SchneiderOutcome;
    const who =
      o.winner === null
        ? 'Nobody wins the deal'
        : `${seatName(o.winner, human)} win${o.winner === human ? '' : 's'} ${o.gamePoints[o.winner]} game point(s)`;
    return `Deal over: honours you ${o.honours[human]} – ${o.honours[1 - human]} opponent. ${who}. Totals: you ${session.totals[human]} – ${session.totals[1 - human]} opponent.`;
  },
  sessionEnd(session, human) {
    const w = session.winner;
    return w === 'draw'
      ? 'The session ends in a draw.'
      : w === human
        ? 'You win the session!'
        : 'The opponent wins the session.';
  },
};

const SEAT_NAMES = ['You', 'Left', 'Across', 'Right'];
/** Seat names relative to the human at seat 0 (seats are numbered clockwise). */
const sk = (seat: Seat) => SEAT_NAMES[seat]!;

/** Players sort trumps first, highest first, then each suit high to low (for the contract being played). */
function sortForContract(cards: readonly Card[], contract: string | null): Card[] {
  const rules = CONTRACTS[contract === null ? bidIndex('rufer-E') : bidIndex(contract)]!;
  const key = (c: Card) => (rules.power[c]! >= 100 ? 1000 + rules.power[c]! : (3 - suitOf(c)) * 10 + rules.power[c]!);
  return [...cards].sort((a, b) => key(b) - key(a));
}

function actionLabel(notation: Notation, action: Action): string {
  return isBid(action) ? BIDS[actionBid(action)]!.name : cardLabel(notation, action);
}

const schafkopfRenderer: Renderer = {
  welcome: () =>
    [
      'Schafkopf: you and three built-in players. Bid (pass, rufer-E, wenz, solo-H, …) and play by code or number; q quits.',
      "The declarer's side needs 61 of the 120 card points.",
    ].join('\n'),
  dealStart(session) {
    const t = session.totals;
    return `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${sk(session.dealer)} · scores: ${t.map((v, i) => `${sk(i)} ${v}`).join(', ')} ===`;
  },
  view(view, notation, legal) {
    const v = view as SchafkopfView;
    const lines: string[] = [];
    if (v.phase === 'auction') {
      const said = v.auction.map((a) => `${sk(a.seat)}: ${a.bid}`).join(', ');
      lines.push(`Auction so far: ${said || 'nobody has spoken'}.`);
      lines.push(
        'Your hand: ' +
          sortForContract(v.hand, null)
            .map((c) => cardLabel(notation, c))
            .join('  '),
      );
      lines.push('Your bids: ' + legal.map((a, i) => `[${i + 1}] ${actionLabel(notation, a)}`).join('  '));
      return lines.join('\n');
    }
    const called = v.calledAce !== null ? `, calling ${cardLabel(notation, v.calledAce)}` : '';
    const partner = v.partner !== null ? ` · partner: ${sk(v.partner)}` : '';
    lines.push(
      `Contract: ${v.contract} by ${sk(v.declarer!)}${called}${partner} · card points: ${v.cardPoints.map((p, i) => `${sk(i)} ${p}`).join(', ')}`,
    );
    const onTable = v.trick.cards.map((c, i) => `${sk((v.trick.leader + i) % 4)} ${cardLabel(notation, c)}`);
    lines.push(onTable.length > 0 ? `On the table: ${onTable.join(', ')}` : 'You lead.');
    const sorted = sortForContract(v.hand, v.contract);
    lines.push('Playable: ' + legal.map((a, i) => `[${i + 1}] ${cardLabel(notation, a)}`).join('  '));
    const other = sorted.filter((c) => !legal.includes(c));
    if (other.length > 0) lines.push('Not playable now: ' + other.map((c) => cardLabel(notation, c)).join('  '));
    return lines.join('\n');
  },
  prompt: (phase) => (phase === 'auction' ? 'Your bid: ' : 'Your card: '),
  exampleCode: () => 'EO',
  afterAction(view, notation, seat, action) {
    const v = view as SchafkopfView;
    if (isBid(action)) {
      const line = `${sk(seat)} ${seat === 0 ? 'say' : 'says'} ${actionLabel(notation, action)}.`;
      if (v.phase === 'play')
        return `${line}\n${sk(v.declarer!)} ${v.declarer === 0 ? 'play' : 'plays'} ${v.contract}.`;
      return line;
    }
    const played = `${sk(seat)} ${seat === 0 ? 'play' : 'plays'} ${cardLabel(notation, action)}.`;
    if (v.trick.cards.length > 0) return played;
    const last = v.tricks[v.tricks.length - 1]!;
    return `${played} ${sk(last.winner)} ${last.winner === 0 ? 'take' : 'takes'} the trick (${last.points} points).`;
  },
  dealEnd(outcome, session) {
    const o = outcome as SchafkopfOutcome;
    if (o.contract === null) return 'Everybody passed: the next dealer deals anew.';
    const side = o.partner !== null ? `${sk(o.declarer!)} and ${sk(o.partner)}` : sk(o.declarer!);
    const sidePoints = o.cardPoints[o.declarer!]! + (o.partner !== null ? o.cardPoints[o.partner]! : 0);
    const extras = [
      o.schwarz ? 'Schwarz' : o.schneider ? 'Schneider' : '',
      o.laufende > 0 ? `${o.laufende} Laufende` : '',
    ]
      .filter((x) => x !== '')
      .join(', ');
    return [
      `${o.contract}: ${side} ${o.declarerWins ? 'win' : 'lose'} with ${sidePoints} card points${extras ? ` (${extras})` : ''}; value ${o.value}.`,
      `This deal: ${o.scores.map((v, i) => `${sk(i)} ${v > 0 ? '+' : ''}${v}`).join(', ')}.`,
      `Totals: ${session.totals.map((v, i) => `${sk(i)} ${v}`).join(', ')}.`,
    ].join('\n');
  },
  sessionEnd: (session) => `Final totals: ${session.totals.map((v, i) => `${sk(i)} ${v}`).join(', ')}.`,
};

export const renderers: Record<GameId, Renderer> = {
  'bohemian-schneider': schneider,
  schafkopf: schafkopfRenderer,
};
