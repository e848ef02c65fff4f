/** The terminal game's text for Schafkopf (cli `play`). */
import { type Action, type Seat, actionBid, isBid } from '../action.js';
import { type Card, type Notation, suitOf } from '../cards.js';
import type { GameText } from '../game.js';
import { cardLabel } from '../text.js';
import { BIDS, CONTRACTS, type SchafkopfOutcome, type SchafkopfRules, type SchafkopfView, bidIndex } from './index.js';

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

export const schafkopfText: GameText<SchafkopfRules, SchafkopfView, SchafkopfOutcome> = {
  welcome: () =>
    [
      'Schafkopf: you and three built-in players. Bid (pass, rufer-E, wenz, solo-H, …) and play by code or number; q quits.',
      "The declarer's side needs 61 of the 120 card points.",
    ].join('\n'),
  dealStart(session) {
    const t = session.totals;
    return `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${sk(session.dealer)} · scores: ${t.map((v, i) => `${sk(i)} ${v}`).join(', ')} ===`;
  },
  view(v, notation, legal) {
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
  afterAction(v, notation, seat, action) {
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
  dealEnd(o, session) {
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
