/**
 * The move vocabulary and the one input guard, for every game of the list: whatever number reaches `apply`,
 * the answer is a legal move applied or a typed refusal that leaves the state as it was; and every legal
 * action survives its string and record forms unchanged.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Action } from './action.js';
import { RULE_ERROR_CODES } from './errors.js';
import type { AnyGame, MoveKind } from './game.js';
import { GAMES } from './games.js';
import { UNKNOWN_CHOICE, actionFromJson, actionToJson, formatAction, guardAction, parseAction } from './moves.js';
import { randomBelow, seededRandom, shuffle } from './random.js';

/** States along one random deal of a game: the deal's start, then after each random legal action. */
function statesOf(game: AnyGame, seed: string): unknown[] {
  const random = seededRandom(seed);
  const session = game.newSession(game.defaultRules, randomBelow(random, game.seats));
  let state: unknown = game.deal(session, shuffle(game.pack(game.defaultRules), random));
  const states = [state];
  while (game.phase(state) !== 'over') {
    const legal = game.legalActions(state);
    const next = game.apply(state, game.toMove(state)!, legal[randomBelow(random, legal.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    states.push(state);
  }
  return states;
}

const anyNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noDefaultInfinity: false, noNaN: false }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 2 ** 31, 2 ** 32, 2 ** 32 + 5, -(2 ** 31), 63, 64, 127, 128),
);

describe.each(GAMES.map((g) => [g.id, g] as const))('%s', (_, game) => {
  test('any number given to apply is a legal action applied, or a typed refusal that changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat(), anyNumber, fc.nat(), (seed, at, action, seatPick) => {
        const states = statesOf(game, seed);
        const state = states[at % states.length];
        const before = JSON.stringify(state);
        const seat = seatPick % game.seats;
        const result = game.apply(state, seat, action);
        expect(JSON.stringify(state)).toBe(before);
        if (result.ok) {
          expect(game.toMove(state)).toBe(seat);
          expect(game.legalActions(state)).toContain(action);
        } else {
          expect(RULE_ERROR_CODES).toContain(result.error.code);
          expect(result.error.message).toMatch(/\S/);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('a number that is no action of the game is BAD_ACTION, whatever the state', () => {
    const states = statesOf(game, 'guard');
    for (const odd of [-1, 0.5, NaN, Infinity, -0.5, 2 ** 32, game.moves.length * 64, 1e9]) {
      for (const state of [states[0], states.at(-1)]) {
        const result = game.apply(state, game.toMove(states[0])!, odd);
        expect(result.ok ? 'ok' : result.error.code, String(odd)).toBe('BAD_ACTION');
      }
    }
  });

  test('every legal action reads back from its string form and its record form', () => {
    for (const notation of game.suitSystems) {
      for (let d = 0; d < 20; d++) {
        for (const state of statesOf(game, `forms/${d}`)) {
          for (const action of game.legalActions(state)) {
            const text = formatAction(game.moves, notation, action);
            expect(parseAction(game.moves, notation, text)).toEqual({ ok: true, value: action });
            const json = actionToJson(game.moves, notation, 1, action);
            expect(Object.keys(json)).toHaveLength(2);
            expect(actionFromJson(game.moves, notation, json)).toEqual({ ok: true, value: action });
          }
        }
      }
    }
  });
});

describe('move forms', () => {
  const moves: MoveKind[] = [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: ['pass', 'solo-E'] } },
    { name: 'exchange', arg: { type: 'flag' } },
    { name: 'close', arg: { type: 'flag' } },
    { name: 'marry', arg: { type: 'suit' } },
  ];
  const forms: [Action, string, Record<string, unknown>][] = [
    [31, 'play:SA', { play: 'SA' }],
    [64 + 1, 'bid:solo-E', { bid: 'solo-E' }],
    [128, 'exchange', { exchange: true }],
    [192, 'close', { close: true }],
    [256 + 2, 'marry:H', { marry: 'H' }],
  ];

  test.each(forms)('action %i is %s and %o in a record', (action, text, json) => {
    expect(formatAction(moves, 'german', action)).toBe(text);
    expect(parseAction(moves, 'german', text)).toEqual({ ok: true, value: action });
    expect(actionToJson(moves, 'german', 0, action)).toEqual({ seat: 0, ...json });
    expect(actionFromJson(moves, 'german', { seat: 0, ...json })).toEqual({ ok: true, value: action });
  });

  test('an unknown bid name reads as the unknown choice, for the game to refuse (ILLEGAL_BID)', () => {
    expect(parseAction(moves, 'german', 'bid:grand')).toEqual({ ok: true, value: 64 + UNKNOWN_CHOICE });
    expect(actionFromJson(moves, 'german', { seat: 0, bid: 'grand' })).toEqual({
      ok: true,
      value: 64 + UNKNOWN_CHOICE,
    });
  });

  test('what does not read: two moves or none, a flag other than true, a suit letter of the other notation', () => {
    expect(actionFromJson(moves, 'german', { seat: 0, play: 'SA', close: true }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { seat: 0 }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { seat: 0, close: 'yes' }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { seat: 0, marry: 'D' }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { seat: 0, marry: 'HH' }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { seat: 0, play: 'SJ' }).ok).toBe(false);
    expect(parseAction(moves, 'german', 'close:H').ok).toBe(false);
    expect(parseAction(moves, 'german', 'marry').ok).toBe(false);
    expect(parseAction(moves, 'german', 'knock').ok).toBe(false);
  });

  test('the guard lets through exactly the integers that name a move kind and an argument in range', () => {
    expect(guardAction(moves, 39)).toBeNull(); // the last extra card: a move, refused by the game
    expect(guardAction(moves, 40)?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, 64 + UNKNOWN_CHOICE)).toBeNull();
    expect(guardAction(moves, 128)).toBeNull();
    expect(guardAction(moves, 129)?.code).toBe('BAD_ACTION'); // a flag has no argument
    expect(guardAction(moves, 256 + 3)).toBeNull();
    expect(guardAction(moves, 256 + 4)?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, 320)?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, '1')?.code).toBe('BAD_ACTION');
  });
});
