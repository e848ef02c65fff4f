/**
 * The table's sentences, built from the i18n strings (namespace `table`) and the card phrases: seat names,
 * trick explanations, refusals, announcements; the game's own sentences (contracts, deal summaries) come
 * from its TableGame. Pure: the translator is a parameter, so the tests run them in every language.
 */
import type { Card } from '../../../engine/cards.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { Refusal, SeatPlayer, SeatState, TableInfo } from '../../../engine/protocol.js';
import type { TableEvent } from './events.js';
import type { SummaryOptions, TableGame, Tr, Words } from './game.js';
import { explanationOf, lastDealHands, placeOf, rulesOf } from './model.js';
import { type CardContext, capitalise, cardPhrase, listOf, nameOf } from './phrases.js';

export type { Summary, SummaryOptions, Tr, Words } from './game.js';

export const seatName = (tr: Tr, seat: number, human: number, seats: number): string =>
  tr(`table:seat.${placeOf(seat, human, seats)}`);

/**
 * The words of a table seen from the human's seat, each seat named as its panel names it (issue 30): "You" at
 * the human's own, a person's display name where he set one (`players`, shown to his table only), else the
 * seat's place ("West": an AI's seat, or a friend without a name). Every sentence of the table, its summaries
 * and the review names seats through this `who`, never by its own means.
 */
export function wordsFor(
  tr: Tr,
  ctx: CardContext,
  human: number,
  seats: number,
  players: readonly Pick<SeatPlayer, 'name'>[] = [],
): Words {
  const who = (seat: number) => (seat !== human ? players[seat]?.name : null) ?? seatName(tr, seat, human, seats);
  return { tr, ctx, human, seats, who };
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

/**
 * The turn line under the player's seat (model.ts statusOf: its key and the seat it names), the seat named as
 * its panel names it. A seat named by its number (a spectator's "Seat 2") may want other words around it: in
 * French "À la place 2 de jouer.", not "À Place 2 de jouer." (the strings' context `seat`, with `n`), while a
 * person's name or an AI's place is the subject, "Anna doit jouer.", "Ouest doit jouer." (not "À {name} de
 * jouer.", which a name with an article breaks: "À Le Chat de jouer.").
 */
export function turnText(w: Words, line: { key: string; seat: number | null }, numbered: boolean): string {
  if (line.seat === null) return w.tr(line.key);
  return w.tr(line.key, { who: w.who(line.seat), n: line.seat + 1, ...(numbered ? { context: 'seat' } : {}) });
}

/** "Anna takes the trick." / "You take the trick.", the winner named by the table's words. */
export function wonByText(w: Words, winner: number): string {
  return winner === w.human ? w.tr('table:trick.wonByYou') : w.tr('table:trick.wonBy', { who: w.who(winner) });
}

/**
 * Why a card (or a bid) may not be chosen now, in the player's language: the game's sentence for the rule
 * the engine names, built from the refusal's parameters; else a plain one for its code.
 */
export function refusalText(
  tr: Tr,
  ctx: CardContext,
  game: TableGame,
  r: Refusal | undefined,
  phase: SeatState['phase'],
): string {
  if (r === undefined) return tr(phase === 'over' ? 'table:reason.dealOver' : 'table:reason.illegalCard');
  const reason = r.rule === null ? undefined : game.reasons[r.rule];
  if (reason) return reason(tr, ctx, r.params);
  // A game without texts on the site: the engine's own sentence (English) says more than a plain one.
  if (game.untranslated) return r.message;
  return tr(r.code === 'ILLEGAL_BID' ? 'table:reason.illegalBid' : 'table:reason.illegalCard');
}

/** The summary options a state message gives for its last finished deal. */
export function summaryOptions(s: SeatState, info: TableInfo): SummaryOptions {
  const hands = lastDealHands(s);
  // The moves of that same deal (lastDealHands checked it is the one the history ends with).
  const actions = hands && s.lastDeal ? s.lastDeal.actions.map((a) => a.text) : undefined;
  // Which of them the AI made for the human (issue 30): her summary says they were not hers.
  const standIn = hands && s.lastDeal ? s.lastDeal.actions.map((a) => a.standIn === true && a.seat === s.seat) : [];
  return {
    rules: rulesOf(info),
    ...(hands ? { hands } : {}),
    ...(actions ? { actions } : {}),
    ...(standIn.includes(true) ? { standIn } : {}),
  };
}

/**
 * One announcement per event, for the live region (null: nothing to say). `words` names the seats as their
 * panels do (the scene's: a friend's display name, "You"; on a spectator's page "Seat 2" and nobody "you").
 */
export function eventText(words: Words, game: TableGame, e: TableEvent, s: SeatState, info: TableInfo): string | null {
  const { tr, ctx, human, who } = words;
  switch (e.kind) {
    case 'deal':
      return e.dealer === human
        ? tr('table:trick.newDealYou', { n: e.deal + 1 })
        : tr('table:trick.newDeal', { n: e.deal + 1, who: who(e.dealer) });
    case 'bid': {
      const bid = game.callName(tr, ctx, e.bid);
      return e.seat === human ? tr('table:trick.youBid', { bid }) : tr('table:trick.bids', { who: who(e.seat), bid });
    }
    case 'play': {
      const card = nameOf(ctx, e.card);
      return e.seat === human
        ? tr('table:trick.youPlay', { card })
        : tr('table:trick.plays', { who: who(e.seat), card });
    }
    case 'trick': {
      const trick = s.view.tricks[e.index];
      const x = explanationOf(s, e.index);
      if (!trick) return null;
      const parts = [wonByText(words, trick.winner)];
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
    case 'move':
      return game.moveText ? game.moveText(words, { seat: e.seat, move: e.move }, s.view) : null;
    case 'over': {
      const last = s.history[s.history.length - 1];
      if (!last) return tr('table:status.dealOver');
      return game.dealSummary(words, last, summaryOptions(s, info)).headline;
    }
    case 'end':
      return tr('table:end.title');
    case 'turn':
      return tr('table:trick.yourTurn');
  }
}
