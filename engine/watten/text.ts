/** The terminal game's text for Watten (cli `play`): you and your partner across the table against two. */
import { type Action, type Seat, actionArg } from '../action.js';
import {
  type Card,
  type Notation,
  type Rank,
  type Suit,
  RANK_6,
  SUIT_SYMBOLS,
  formatRank,
  rankOf,
  suitLetter,
  suitOf,
} from '../cards.js';
import type { GameText, Session } from '../game.js';
import { cardLabel } from '../text.js';
import {
  FOLD,
  HOLD,
  RAISE,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  type WattenOutcome,
  type WattenRules,
  type WattenView,
  sideOfSeat,
} from './index.js';

const SEAT_NAMES = ['You', 'Left', 'Partner', 'Right'];
/** Seat names relative to the human (seats are numbered clockwise). */
const name = (seat: Seat, human: Seat): string => SEAT_NAMES[(seat - human + 4) % 4]!;
const sideName = (side: number, human: Seat): string => (side === sideOfSeat(human) ? 'your side' : 'the other side');

/** A card as the player reads it; the Weli, a six, has no label in the shared table. */
const label = (notation: Notation, card: Card): string =>
  rankOf(card) === RANK_6 ? `Weli ${SUIT_SYMBOLS[notation][suitOf(card)]!} (S6)` : cardLabel(notation, card);
const rankName = (notation: Notation, rank: Rank): string =>
  rank === RANK_6 ? '6 (the Weli)' : formatRank(notation, rank);

function actionLabel(notation: Notation, action: Action): string {
  if (action === RAISE) return 'raise (bieten: one point more)';
  if (action === HOLD) return 'hold (halten: play on for one more)';
  if (action === FOLD) return 'fold (gehen: give up the deal at its old value)';
  if (isSchlagAction(action)) return `schlag:${formatRank(notation, actionArg(action))}`;
  if (isTrumpAction(action)) return `trump:${suitLetter(notation, actionArg(action) as Suit)}`;
  return label(notation, action);
}

const scores = (session: Session<WattenRules>, human: Seat): string =>
  `your side ${session.totals[human]} – ${session.totals[(human + 1) % 4]} the other side`;

export const wattenText: GameText<WattenRules, WattenView, WattenOutcome> = {
  welcome: (rules) =>
    [
      `Watten, a game to ${rules.target}: you and your partner (across) against Left and Right.`,
      'Type a move (schlag:9, trump:H, play:HA, raise, hold, fold) or its number; q quits.',
    ].join('\n'),
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${name(session.dealer, human)} · ${scores(session, human)} ===`,
  view(v, notation, legal) {
    const lines: string[] = [];
    const schlag = v.schlag === null ? 'Schlag not named yet' : `Schlag ${rankName(notation, v.schlag)}`;
    const trump = v.trump === null ? 'no trump named yet' : `trump ${suitLetter(notation, v.trump)}`;
    const rechte = v.rechte === null ? '' : ` · Rechte ${label(notation, v.rechte)}`;
    lines.push(
      `${schlag}, ${trump}${rechte} · worth ${v.value} · tricks: your side ${v.sideTricks[sideOfSeat(v.seat)]}, the other side ${v.sideTricks[1 - sideOfSeat(v.seat)]}`,
    );
    if (v.pendingRaise !== null) lines.push(`${name(v.pendingRaise, v.seat)} raised: hold or fold?`);
    const onTable = v.trick.cards.map((c, i) => `${name((v.trick.leader + i) % 4, v.seat)} ${label(notation, c)}`);
    // The leader of an empty table: the person, or the seat whose raise he answers before it leads (WA-11).
    const leads = v.trick.leader === v.seat ? 'You lead.' : `${name(v.trick.leader, v.seat)} leads.`;
    if (v.phase === 'play') lines.push(onTable.length > 0 ? `On the table: ${onTable.join(', ')}` : leads);
    lines.push('Your hand: ' + v.hand.map((c) => label(notation, c)).join('  '));
    lines.push('Your moves: ' + legal.map((a, i) => `[${i + 1}] ${actionLabel(notation, a)}`).join('  '));
    return lines.join('\n');
  },
  prompt: (phase) => (phase === 'auction' ? 'Your announcement: ' : 'Your move: '),
  exampleCode: () => 'HA',
  afterAction(v, notation, seat, action) {
    const who = name(seat, v.seat);
    if (!isCardPlay(action)) return `${who}: ${actionLabel(notation, action).split(' ')[0]}.`;
    const played = `${who} ${seat === v.seat ? 'play' : 'plays'} ${label(notation, action)}.`;
    if (v.trick.cards.length > 0) return played;
    const last = v.tricks[v.tricks.length - 1]!;
    return `${played} ${name(last.winner, v.seat)} ${last.winner === v.seat ? 'take' : 'takes'} the trick.`;
  },
  dealEnd: (o, session, human) => {
    const how = o.endedBy === 'fold' ? `${name(o.foldedBy!, human)} folded` : 'three tricks';
    return `Deal over (${how}): ${sideName(o.winner, human)} scores ${o.value}. Score: ${scores(session, human)}.`;
  },
  sessionEnd: (session, human) =>
    session.winner === sideOfSeat(human) ? 'Your side wins the game!' : 'The other side wins the game.',
};
