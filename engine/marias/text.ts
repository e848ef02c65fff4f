/** The terminal game's text for Mariáš (cli `play`): you and two players, Left and Right. */
import { type Action, type Seat, actionArg } from '../action.js';
import { type Card, type Notation, type Suit, formatCard, suitLetter } from '../cards.js';
import type { GameText, Session } from '../game.js';
import { choiceName } from '../moves.js';
import { argCards } from '../moves.js';
import { cardLabel } from '../text.js';
import {
  type MariasOutcome,
  type MariasRules,
  type MariasView,
  bidName,
  isCardPlay,
  isDiscard,
  isMarry,
  isTrumpMove,
} from './index.js';

const SEAT_NAMES = ['You', 'Left', 'Right'];
/** Seat names relative to the human (seats are numbered clockwise: the next seat is on his left). */
const name = (seat: Seat, human: Seat): string => SEAT_NAMES[(seat - human + 3) % 3]!;
const label = (notation: Notation, card: Card): string => cardLabel(notation, card);

function actionLabel(notation: Notation, action: Action): string {
  if (isCardPlay(action)) return label(notation, action);
  if (isTrumpMove(action)) return `trump:${formatCard(notation, action % 4096)}`;
  if (isDiscard(action)) {
    const cards = argCards(2, actionArg(action)).map((c) => formatCard(notation, c));
    return `discard:${cards.sort().join(',')}`;
  }
  if (isMarry(action)) return `marry:${suitLetter(notation, actionArg(action) as Suit)}`;
  return `bid:${choiceName(notation, bidName(action) ?? '?')}`;
}

const totals = (session: Session<MariasRules>, human: Seat): string =>
  [0, 1, 2].map((s) => `${name(s, human)} ${session.totals[s]}`).join(', ');

export const mariasText: GameText<MariasRules, MariasView, MariasOutcome> = {
  welcome: (rules) =>
    [
      `Mariáš (${rules.ruleset === 'cardavia' ? 'volený' : 'licitovaný'}), ${rules.target} deals: you against Left and Right.`,
      'Type a move (trump:HK, discard:E7,G8, bid:barva, bid:dobra, marry:H, play:HA) or its number; q quits.',
    ].join('\n'),
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} of ${session.rules.target} · dealer: ${name(session.dealer, human)} · ${totals(session, human)} ===`,
  view(v, notation, legal) {
    const lines: string[] = [];
    const game = v.contract === null ? 'no game yet' : `${v.contract} by ${name(v.declarer!, v.seat)}`;
    const trump = v.trump === null ? '' : ` · trumps ${suitLetter(notation, v.trump)}`;
    lines.push(`Step: ${v.step} · ${game}${trump}`);
    if (v.trumpCard !== null) lines.push(`Trump card: ${label(notation, v.trumpCard)}`);
    if (v.talon !== null) lines.push(`Your talon: ${v.talon.map((c) => label(notation, c)).join('  ')}`);
    const onTable = v.trick.cards.map((c, i) => `${name((v.trick.leader + i) % 3, v.seat)} ${label(notation, c)}`);
    if (v.phase === 'play')
      lines.push(
        onTable.length > 0 ? `On the table: ${onTable.join(', ')}` : `${name(v.trick.leader, v.seat)} to lead.`,
      );
    lines.push('Your hand: ' + v.hand.map((c) => label(notation, c)).join('  '));
    lines.push('Your moves: ' + legal.map((a, i) => `[${i + 1}] ${actionLabel(notation, a)}`).join('  '));
    return lines.join('\n');
  },
  prompt: (phase) => (phase === 'auction' ? 'Your call: ' : 'Your move: '),
  exampleCode: () => 'HA',
  afterAction(v, notation, seat, action) {
    const who = name(seat, v.seat);
    if (isTrumpMove(action) && seat !== v.seat) return `${who} sets a trump card aside.`;
    if (isDiscard(action) && seat !== v.seat) return `${who} discards two cards.`;
    if (!isCardPlay(action)) return `${who}: ${actionLabel(notation, action)}.`;
    const played = `${who} ${seat === v.seat ? 'play' : 'plays'} ${label(notation, action)}.`;
    if (v.trick.cards.length > 0 || v.tricks.length === 0) return played;
    const last = v.tricks[v.tricks.length - 1]!;
    return `${played} ${name(last.winner, v.seat)} ${last.winner === v.seat ? 'take' : 'takes'} the trick.`;
  },
  dealEnd: (o, session, human) => {
    const parts = o.components.map(
      (c) => `${c.silent ? 'silent ' : ''}${c.name} ${c.wonBy === 'declarer' ? '+' : '−'}${c.units}`,
    );
    return `Deal over: ${o.contract} by ${name(o.declarer, human)} (${parts.join(', ')}), worth ${o.value}. Totals: ${totals(session, human)}.`;
  },
  sessionEnd: (session, human) =>
    session.winner === 'draw'
      ? 'The session ends in a draw.'
      : session.winner === human
        ? 'You win the session!'
        : `${name(session.winner!, human)} wins the session.`,
};
