/** The terminal game's text for Schnapsen (cli `play`). */
import { type Action, actionKind } from '../action.js';
import { type Notation, type Suit, SUIT_SYMBOLS, suitLetter } from '../cards.js';
import type { GameText } from '../game.js';
import { cardLabel, seatName } from '../text.js';
import {
  CLOSE,
  EXCHANGE,
  type SchnapsenOutcome,
  type SchnapsenRules,
  type SchnapsenView,
  isMarry,
  marriedSuit,
  marriageValue,
} from './index.js';

const suitLabel = (notation: Notation, suit: Suit): string =>
  `${SUIT_SYMBOLS[notation][suit]} (${suitLetter(notation, suit)})`;

/** A legal action as the player reads it beside its number. */
function actionLabel(v: SchnapsenView, notation: Notation, action: Action): string {
  if (action === EXCHANGE) return 'exchange (give the trump Unter for the trump card)';
  if (action === CLOSE) return 'close (no more drawing; you undertake to reach 66)';
  if (isMarry(action)) {
    const suit = marriedSuit(action);
    return `marry:${suitLetter(notation, suit)} (announce ${marriageValue(suit, v.trump)})`;
  }
  return cardLabel(notation, action);
}

const ENDED_BY: Record<SchnapsenOutcome['endedBy'], string> = {
  '66': 'reached 66',
  'last-trick': 'took the last trick',
  closing: 'won because the closer failed',
};

export const schnapsenText: GameText<SchnapsenRules, SchnapsenView, SchnapsenOutcome> = {
  welcome: (rules) =>
    [
      `Schnapsen, a Bummerl to ${rules.target}, against the built-in opponent.`,
      'Reach 66 first. Type a card code, exchange, close, marry:H (a suit letter), or a number; q quits.',
    ].join('\n'),
  dealStart(session, human) {
    const t = session.totals;
    return `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${seatName(session.dealer, human)} · Bummerl: you ${t[human]} – ${t[1 - human]} opponent ===`;
  },
  view(v, notation, legal) {
    const me = v.seat;
    const lines: string[] = [];
    const under =
      v.trumpCard === null
        ? 'the talon is exhausted'
        : `${v.talonCount} in the talon, ${cardLabel(notation, v.trumpCard)} under it${v.closedBy !== null ? ' (turned down)' : ''}`;
    const closed = v.closedBy === null ? '' : ` · closed by ${seatName(v.closedBy, me).toLowerCase()}`;
    lines.push(`Trump ${suitLabel(notation, v.trump)} · ${under}${closed}`);
    const pending = v.pending[me]! > 0 ? ` (+${v.pending[me]} pending)` : '';
    lines.push(
      `Your points: ${v.points[me]}${pending} in ${v.trickCounts[me]} trick(s) · opponent: ${v.trickCounts[1 - me]} trick(s)`,
    );
    // SN-10: the marriages announced this deal, each player's, as both saw them.
    for (const [who, seat] of [
      ['Your', me],
      ["Opponent's", 1 - me],
    ] as const) {
      const shown = v.marriages.filter((m) => m.seat === seat).map((m) => suitLabel(notation, m.suit));
      if (shown.length > 0) lines.push(`${who} marriages: ${shown.join(', ')}`);
    }
    if (v.trick.cards.length > 0) lines.push(`To answer: ${cardLabel(notation, v.trick.cards[0]!)}.`);
    else lines.push(v.announced !== null ? 'Lead the King or Ober of your marriage.' : 'You lead.');
    lines.push('Your moves: ' + legal.map((a, i) => `[${i + 1}] ${actionLabel(v, notation, a)}`).join('  '));
    const unplayable = v.hand.filter((c) => !legal.includes(c));
    if (unplayable.length > 0) {
      lines.push('Not playable now: ' + unplayable.map((c) => cardLabel(notation, c)).join('  '));
    }
    return lines.join('\n');
  },
  prompt: () => 'Your move: ',
  exampleCode: () => 'HA',
  afterAction(v, notation, seat, action) {
    const who = seatName(seat, v.seat);
    if (action === EXCHANGE) return `${who} exchanged the trump Unter for the trump card.`;
    if (action === CLOSE) return `${who} closed the talon.`;
    if (isMarry(action)) {
      const suit = marriedSuit(action);
      return `${who} announced the marriage in ${suitLabel(notation, suit)} (${marriageValue(suit, v.trump)}).`;
    }
    if (actionKind(action) !== 0) return null;
    if (v.trick.cards.length === 1) return seat === v.seat ? null : `Opponent leads ${cardLabel(notation, action)}.`;
    const last = v.tricks.at(-1);
    if (!last) return null;
    const [led, answer] = last.cards;
    return `${who} played ${cardLabel(notation, action)}. Trick ${cardLabel(notation, led!)} / ${cardLabel(notation, answer!)} goes to ${seatName(last.winner, v.seat).toLowerCase()}.`;
  },
  dealEnd(o, session, human) {
    const winner = seatName(o.winner, human);
    const closed = o.closedBy === null ? '' : ` The talon was closed by ${seatName(o.closedBy, human).toLowerCase()}.`;
    return [
      `Deal over: ${winner} ${ENDED_BY[o.endedBy]}.${closed} Points: you ${o.points[human]} – ${o.points[1 - human]} opponent.`,
      `${winner} ${o.winner === human ? 'score' : 'scores'} ${o.gamePoints[o.winner]} game point(s). Bummerl: you ${session.totals[human]} – ${session.totals[1 - human]} opponent.`,
    ].join('\n');
  },
  sessionEnd: (session, human) =>
    session.winner === human ? 'You win the Bummerl!' : 'The opponent wins the Bummerl: you have a Bummerl.',
};
