/** The terminal game's text for Bohemian Schneider (cli `play`). */
import type { GameText } from '../game.js';
import { cardLabel, seatName } from '../text.js';
import type { SchneiderOutcome, SchneiderRules, SchneiderView } from './index.js';

export const schneiderText: GameText<SchneiderRules, SchneiderView, SchneiderOutcome> = {
  welcome(r) {
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
  view(v, notation, legal) {
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
  afterAction(v, notation, seat, action) {
    const last = v.tricks[v.tricks.length - 1];
    if (v.trick.cards.length === 1) return seat === v.seat ? null : `Opponent leads ${cardLabel(notation, action)}.`;
    if (!last) return null;
    const led = last.cards[0]!;
    const answer = last.cards[1]!;
    return `${seatName(seat, v.seat)} played ${cardLabel(notation, action)}. Trick ${cardLabel(notation, led)} / ${cardLabel(notation, answer)} goes to ${seatName(last.winner, v.seat).toLowerCase()}.`;
  },
  dealEnd(o, session, human) {
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
