/**
 * My games shows each table's total the way its game counts it (issue 30, point 9's leftover). A Schnapsen or
 * Bohemian Schneider total is the game points raced towards the target, so a lost Bummerl said "Your total:
 * +2": a race's game points are shown unsigned beside the opponent's (who is ahead is then plain, and a
 * finished table says won or lost), a settlement (Schafkopf) with its sign, a loss below zero. The page's
 * data is the server's answer replaced by a fixed one, so the test needs no game played to a loss; fr, en, de.
 * CARDAVIA_SHOTS=<dir> saves the page at 1280 × 800 and 360 × 740.
 */
import { describe, expect, it } from 'vitest';
import type { GameListing, SeatChoice, TableResult } from '../../engine/protocol.js';
import { axeViolations, useBrowserSuite } from './harness.js';
import { openTablePage, shots } from './tables.js';

const suite = useBrowserSuite();

const T0 = Date.UTC(2026, 10, 2, 18);

/**
 * A table of the listing: the holder at `seat`, `totals` by seat, finished when `winner` is given (a seat, or in
 * a game with sides a side's index; `place` the holder's, as the server reads it per side).
 */
function listing(
  id: string,
  game: string,
  seat: number,
  totals: number[],
  winner?: number,
  place = winner === seat ? 1 : 2,
): GameListing {
  const seats = totals.map((_, i): SeatChoice => (i === seat ? 'human' : 'easy'));
  const result: TableResult | null =
    winner === undefined
      ? null
      : {
          reason: 'complete',
          totals,
          dealsPlayed: 3,
          winner,
          humanSeat: seat,
          place,
        };
  return {
    id,
    game,
    status: winner === undefined ? 'active' : 'finished',
    stage: winner === undefined ? 'playing' : 'finished',
    createdAt: T0,
    updatedAt: T0,
    version: 40,
    rules: {},
    deck: { schafkopf: 'munich-bavarian', schnapsen: 'vienna-tell', watten: 'salzburg' }[game] ?? 'prague',
    seats,
    humanSeat: seat,
    sessionDeals: null,
    commitment: 'c'.repeat(64),
    dealsPlayed: 3,
    totals,
    result,
  };
}

/**
 * A lost Bummerl (2 : 7), a won Bohemian Schneider (3 : 1, from seat 1), a Schafkopf loss, a running Bummerl, and
 * a Watten game to 11 won by side 0 (seats 0 and 2) over side 1, held from seat 2: the winner is side 0, not
 * seat 0, and the partner's equal total is the holder's side's, not an opponent's.
 */
const GAMES: GameListing[] = [
  listing('lost-bummerl', 'schnapsen', 0, [2, 7], 1),
  listing('won-schneider', 'bohemian-schneider', 1, [1, 3], 1),
  listing('lost-session', 'schafkopf', 0, [-30, 10, 10, 10], 1),
  listing('running-bummerl', 'schnapsen', 0, [0, 2]),
  listing('won-partie', 'watten', 2, [11, 4, 11, 4], 0, 1),
];

describe('My games', () => {
  it('shows a race’s game points unsigned beside the opponent’s, a settlement with its sign', async () => {
    const { page, errors, context } = await openTablePage(suite, { width: 1280, height: 800 });
    await page.route('**/api/me/games?*', (route) => route.fulfill({ json: { games: GAMES } }));
    const totals = async (lang: string) => {
      await page.goto(`${suite.site.url}/${lang}/history`);
      await page.waitForSelector('.history-item .history-facts');
      // The facts line ends with the total: "Started … · 3 deals played · Your total: −30".
      const facts = await page.locator('.history-item .history-facts').allInnerTexts();
      return facts.map((line) => line.split(' · ').at(-1)!.trim());
    };

    expect(await totals('en')).toEqual([
      'Your game points: 2, the opponent’s: 7',
      'Your game points: 3, the opponent’s: 1',
      'Your total: −30',
      'Your game points: 0, the opponent’s: 2',
      'Your side’s game points: 11, the opponents’: 4',
    ]);
    expect(await page.locator('.history-item .history-outcome').allInnerTexts()).toEqual([
      'lost',
      'won',
      'lost',
      'won',
    ]);
    expect(await page.locator('.history-list').innerText()).not.toMatch(/\+2\b/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'history-totals');

    expect((await totals('fr'))[0]).toBe('Vos points de partie\u202f: 2, ceux de l’adversaire\u202f: 7');
    expect((await totals('de'))[0]).toBe('Deine Spielpunkte: 2, die des Gegners: 7');
    expect(errors).toEqual([]);
    await context.close();
  });
});
