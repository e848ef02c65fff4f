/**
 * The reasons the review and the hints give (docs/review.md, "Reasons"), one kind at a time: a better bid is
 * worth more units (`bid-value`); a card played last to a trick that would have taken it, where the card played
 * did not, names the trick's points (`wins-trick`); anything else is a mean gain in the analyst's unit
 * (`value`). States come from hand-made records replayed step by step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Action } from '../engine/action.js';
import type { AnyGame } from '../engine/game.js';
import { formatAction, replay, type ReplayStep } from '../engine/record.js';
import { GAMES } from '../engine/games.js';
import { reasonFor, trickTaken } from './judge.js';

const FIXTURES = join(new URL('../', import.meta.url).pathname, 'test/fixtures/analysis');

/** Every step of a fixture's first deal, with the game and notation it was replayed under. */
function stepsOf(path: string) {
  const record = JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) as unknown;
  const steps: ReplayStep[] = [];
  const result = replay(record, GAMES, (s) => steps.push(s));
  if (result.kind !== 'ok') throw new Error(`${path} does not replay: ${result.kind}`);
  const { game, notation } = result.replayed;
  return { game: game as AnyGame, notation, steps, name: (a: Action) => formatAction(game, notation, a) };
}

// Schnapsen card points (SN-3): the deal's first trick is GK led by seat 1, taken by seat 0's GA.
const SCHNAPSEN_POINTS: Record<string, number> = { A: 11, T: 10, K: 4, O: 3, U: 2 };
const points = (card: string) => SCHNAPSEN_POINTS[card.slice(-1)] ?? 0;

describe('reasons a better action is given', () => {
  const schnapsen = stepsOf('schnapsen/failing-to-close-a-won-deal.json');
  const { game, notation, name } = schnapsen;
  // Seat 0 answers the first trick: the talon is open, so any card may be played (SN-5).
  const second = schnapsen.steps[1]!;
  const legal = game.legalActions(second.state);
  const takers = legal.filter((a) => trickTaken(game, second.state, second.seat, a) !== null);
  const others = legal.filter((a) => trickTaken(game, second.state, second.seat, a) === null);

  test('the second card to a Schnapsen trick has cards that take it and cards that do not', () => {
    expect(name(second.action)).toBe('play:GA');
    expect(takers.map(name)).toContain('play:GA');
    expect(others.length).toBeGreaterThan(0);
  });

  test('trickTaken counts the card points of the trick the seat would take', () => {
    for (const a of takers) {
      expect(trickTaken(game, second.state, second.seat, a)).toBe(points('GK') + points(name(a)));
    }
  });

  test('a card that would have taken the trick, where the card played did not, is a wins-trick reason', () => {
    const reason = reasonFor(game, notation, second.state, second.seat, second.action, others[0]!, 1.2, 'game points');
    expect(reason).toEqual({ kind: 'wins-trick', better: 'play:GA', points: 15 });
  });

  test('a hint that takes the trick says so too (nothing taken yet)', () => {
    const reason = reasonFor(game, notation, second.state, second.seat, second.action, null, 0.4, 'game points');
    expect(reason.kind).toBe('wins-trick');
  });

  test('when the card played took the trick as well, the better card is only worth more on average', () => {
    // The first step where the second card to a trick has two ways to take it.
    const found = schnapsen.steps
      .map((step) => ({ step, ways: game.legalActions(step.state) }))
      .map(({ step, ways }) => ({
        step,
        takers: ways.filter((a) => trickTaken(game, step.state, step.seat, a) !== null),
      }))
      .find(({ takers }) => takers.length >= 2);
    expect(found).toBeDefined();
    const { step, takers: two } = found!;
    const reason = reasonFor(game, notation, step.state, step.seat, two[0]!, two[1]!, 0.4, 'game points');
    expect(reason).toEqual({ kind: 'value', better: name(two[0]!), gain: 0.4, unit: 'game points' });
  });

  test('the card that leads a trick takes nothing yet: its reason is a value', () => {
    const lead = schnapsen.steps[0]!;
    const ways = game.legalActions(lead.state);
    expect(ways.every((a) => trickTaken(game, lead.state, lead.seat, a) === null)).toBe(true);
    const reason = reasonFor(game, notation, lead.state, lead.seat, ways[0]!, ways[1]!, 0.2, 'game points');
    expect(reason.kind).toBe('value');
  });

  test('a better bid in the auction is a bid-value reason in the analyst unit', () => {
    const schafkopf = stepsOf('schafkopf/wenz-declarer-throws-the-daus-of-leaves-on-the-defenders-trick.json');
    const bid = schafkopf.steps.find((s) => schafkopf.game.phase(s.state) === 'auction' && s.seat === 1)!;
    const bids = schafkopf.game.legalActions(bid.state);
    const pass = bids.find((a) => schafkopf.name(a) === 'bid:pass')!;
    const reason = reasonFor(schafkopf.game, schafkopf.notation, bid.state, bid.seat, bid.action, pass, 4.25, 'units');
    expect(reason).toEqual({ kind: 'bid-value', better: schafkopf.name(bid.action), gain: 4.25, unit: 'units' });
    expect(schafkopf.name(bid.action)).toBe('bid:wenz');
  });
});
