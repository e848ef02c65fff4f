/** The terminal game's text for Belote (cli `play`): you and your partner across the table against two. */
import type { Action, Seat } from '../action.js';
import { type Card, type Notation, type Suit, formatCard, suitLetter } from '../cards.js';
import type { GameText, Session } from '../game.js';
import { choiceName } from '../moves.js';
import { cardLabel, cardPlayedLine } from '../text.js';
import {
  BELOTE,
  type BeloteOutcome,
  type BeloteRules,
  type BeloteView,
  DECLARE,
  bidName,
  contractName,
  isCardPlay,
} from './index.js';
import { bidValue, sideOf } from './scoring.js';

const SEAT_NAMES = ['You', 'Left', 'Partner', 'Right'];
/** Seat names relative to the human (seats are numbered clockwise; play goes to the right, BE-3). */
const name = (seat: Seat, human: Seat): string => SEAT_NAMES[(seat - human + 4) % 4]!;
const label = (notation: Notation, card: Card): string => cardLabel(notation, card);

function actionLabel(notation: Notation, action: Action): string {
  if (action === BELOTE) return 'belote';
  if (action === DECLARE) return 'declare';
  if (isCardPlay(action)) return label(notation, action);
  return `bid:${choiceName(notation, bidName(action) ?? '?')}`;
}

const scores = (session: Session<BeloteRules>, human: Seat): string =>
  `your side ${session.totals[sideOf(human)]} – ${session.totals[1 - sideOf(human)]} the other side`;

const suitName = (notation: Notation, suit: Suit): string => suitLetter(notation, suit);

export const beloteText: GameText<BeloteRules, BeloteView, BeloteOutcome> = {
  welcome: (rules) =>
    [
      `Belote (${rules.ruleset === 'contree' ? 'contrée' : 'classic'}${rules.variants.length > 0 ? ', with announcements' : ''}), a match to ${rules.target}: you and your partner (across) against Left and Right. Play goes to the right.`,
      'Type a move (bid:take, bid:take-H, bid:80-S, bid:contre, belote, declare, play:HA) or its number; q quits.',
    ].join('\n'),
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${name(session.dealer, human)} · ${scores(session, human)} ===`,
  view(v, notation, legal) {
    const lines: string[] = [];
    const trump = v.trump === null ? 'no trumps yet' : `trumps ${suitName(notation, v.trump)}`;
    const taker = v.taker === null ? '' : ` · taker ${name(v.taker, v.seat)}`;
    const bid =
      v.bid === null || v.phase !== 'auction'
        ? ''
        : ` · bid ${v.bid.level === 9 ? 'capot' : bidValue(v.bid.level)}-${suitName(notation, v.bid.suit)} by ${name(v.bid.bidder, v.seat)}`;
    const contre = v.multiplier > 1 ? ` · ×${v.multiplier}` : '';
    lines.push(`Step: ${v.step} · ${trump}${taker}${bid}${contre}`);
    if (v.turnedCard !== null) lines.push(`Turned card: ${label(notation, v.turnedCard)}`);
    if (v.phase === 'play') {
      const onTable = v.trick.cards.map(
        (c, i) => `${name((v.trick.leader + 3 * i) % 4, v.seat)} ${label(notation, c)}`,
      );
      lines.push(
        onTable.length > 0 ? `On the table: ${onTable.join(', ')}` : `${name(v.trick.leader, v.seat)} to lead.`,
      );
      for (const d of v.declarations) {
        if (d.combinations !== null && d.seat !== v.seat) {
          const combos = d.combinations.map((c) => c.cards.map((x) => formatCard(notation, x)).join(' '));
          lines.push(`${name(d.seat, v.seat)} declared: ${combos.join(' · ')}`);
        }
      }
    }
    lines.push('Your hand: ' + v.hand.map((c) => label(notation, c)).join('  '));
    lines.push('Your moves: ' + legal.map((a, i) => `[${i + 1}] ${actionLabel(notation, a)}`).join('  '));
    return lines.join('\n');
  },
  prompt: (phase) => (phase === 'auction' ? 'Your call: ' : 'Your move: '),
  exampleCode: () => 'HA',
  afterAction: (v, notation, seat, action) =>
    isCardPlay(action)
      ? cardPlayedLine(v, notation, seat, action, name)
      : `${name(seat, v.seat)}: ${actionLabel(notation, action)}.`,
  dealEnd: (o, session, human) => {
    if (o.result === 'passed') return `Nobody took: the deal passes. Score: ${scores(session, human)}.`;
    const mine = sideOf(human);
    const contract = contractName(o, 'french');
    return `Deal over: ${contract} by ${name(o.taker!, human)}, ${o.result} · your side +${o.scores[mine]}, the other side +${o.scores[1 - mine]}. Score: ${scores(session, human)}.`;
  },
  sessionEnd: (session, human) =>
    session.winner === sideOf(human) ? 'Your side wins the match!' : 'The other side wins the match.',
};
