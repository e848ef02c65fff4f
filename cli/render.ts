/** Text for the terminal game, one renderer per game. */
import type { Action, Seat } from '../engine/action.js';
import { type Card, type Notation, formatCard, rankOf, suitOf } from '../engine/cards.js';
import type { GameId } from '../engine/decks.js';
import type { Phase, Session } from '../engine/game.js';
import type { SchneiderOutcome, SchneiderRules, SchneiderView } from '../engine/bohemian-schneider.js';

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

export const renderers: Record<GameId, Renderer> = {
  'bohemian-schneider': schneider,
  schafkopf: schneider,
};
