/**
 * A game the site has no folder for (web/src/games/<id>/), known only by the server's declaration of it
 * (GET /api/games: its moves, steps, sides, options): a table for it all the same, from the shape every game
 * shares and the declaration alone. Its hand is sorted by suit and rank, its piles show their tricks, its moves
 * are the step controls (controls.ts, components/StepMoves.svelte) named by their names, its refusals are the
 * engine's English sentences, and a deal's summary says who scored. A game gets its own words, pieces and
 * sorting by adding its folder; until then it can be played, as a new game's first engineer would want.
 */
import { type Card, type Notation, rankOf, suitOf } from '../../../engine/cards.js';
import type { AnyGame, BaseView, MoveKind } from '../../../engine/game.js';
import type { DealResult, GameCatalogue } from '../../../engine/protocol.js';
import { bySide, sidesOf } from '../../../engine/sides.js';
import { PRINTED } from '../../../engine/tricks/ranking.js';
import { stepChoices, stepTitle } from './controls.js';
import type { GameShape, TableGame } from './game.js';

/** The declaration's moves as the engine's MoveKind (the catalogue lists each argument's kind by its name). */
export function movesOf(entry: GameCatalogue): MoveKind[] {
  return entry.moves.map((m) => {
    const arg: MoveKind['arg'] =
      m.arg === 'choice'
        ? { type: 'choice', choices: m.choices ?? [] }
        : m.arg === 'cards'
          ? { type: 'cards', count: m.count ?? 1 }
          : { type: m.arg };
    return { name: m.name, arg, ...(m.key ? { key: m.key } : {}), ...(m.hidden ? { hidden: true } : {}) };
  });
}

/** The game's shape from its declaration. */
export const shapeOf = (entry: GameCatalogue): GameShape => ({
  id: entry.id,
  name: entry.name,
  seats: entry.seats,
  sides: entry.sides,
  options: entry.options,
  moves: movesOf(entry),
  steps: entry.steps,
});

/** The engine's whole definition where the site holds it (a game with a folder), else null. */
export const engineOf = (definition: GameShape | AnyGame): AnyGame | null =>
  'apply' in definition && typeof definition.apply === 'function' ? definition : null;

/** By suit, then as the cards are printed, high to low (A K O U 10 9 8 7 6 5). */
export function sortBySuit(cards: readonly Card[]): Card[] {
  const order = (c: Card) => suitOf(c) * 16 + PRINTED.indexOf(rankOf(c));
  return [...cards].sort((a, b) => order(a) - order(b));
}

/** The table of a declared game. */
export function declaredGame(entry: GameCatalogue): TableGame {
  const definition = shapeOf(entry);
  const sides = sidesOf(definition);
  const seats = Array.from({ length: entry.seats }, (_, s) => s);
  /** The side that scored most in a deal, or null when two scored alike. */
  const topSide = (deal: DealResult): number | null => {
    const bySideScores = bySide(definition, deal.scores);
    const best = Math.max(...bySideScores);
    const top = bySideScores.flatMap((v, i) => (v === best ? [i] : []));
    return top.length === 1 ? top[0]! : null;
  };
  const game: TableGame = {
    id: entry.id,
    definition,
    untranslated: true,
    fixedDeals: null,
    sortHand: (cards: readonly Card[], _view: BaseView, _notation: Notation) => sortBySuit(cards),
    calls: () => [],
    partner: () => null,
    roles: () => [],
    // The seat counts its tricks itself: nothing more is known to count.
    pileText: () => '',
    callName: (_tr, _ctx, bid) => bid,
    facts: (w, state) => [{ term: 'table:controls.step', text: stepTitle(game, w, state.step), className: 'step' }],
    reasons: {},
    dealSummary: (w, deal) => {
      const side = topSide(deal);
      const winner = side === null ? null : sides[side]![0]!;
      const headline =
        winner === null
          ? w.tr('table:controls.even')
          : sides[side!]!.includes(w.human)
            ? w.tr('table:summary.youWin')
            : w.tr('table:summary.theyWin', { who: w.who(winner) });
      return { headline, lines: [] };
    },
    dealDetails: () => seats.map(() => ''),
    sheetEntry: () => '',
    choices: (w, legal) => stepChoices(game, w, legal),
  };
  return game;
}
