/**
 * The move vocabulary and the one input guard, for every game of the list: whatever number reaches `apply`,
 * the answer is a legal move applied or a typed refusal that leaves the state as it was; and every legal
 * action survives its string and record forms unchanged.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Action, moveAction } from './action.js';
import { RULE_ERROR_CODES } from './errors.js';
import type { AnyGame, MoveKind } from './game.js';
import { defineGame } from './define.js';
import { GAMES } from './games.js';
import {
  UNKNOWN_CHOICE,
  actionFromJson,
  actionToJson,
  formatAction,
  guardAction,
  parseAction,
  publicAction,
} from './moves.js';
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
    for (const odd of [-1, 0.5, NaN, Infinity, -0.5, 2 ** 32, moveAction(game.moves.length, 0), 1e9]) {
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
    [moveAction(1, 1), 'bid:solo-E', { bid: 'solo-E' }],
    [moveAction(2, 0), 'exchange', { exchange: true }],
    [moveAction(3, 0), 'close', { close: true }],
    [moveAction(4, 2), 'marry:H', { marry: 'H' }],
  ];

  test.each(forms)('action %i is %s and %o in a record', (action, text, json) => {
    expect(formatAction(moves, 'german', action)).toBe(text);
    expect(parseAction(moves, 'german', text)).toEqual({ ok: true, value: action });
    expect(actionToJson(moves, 'german', 0, action)).toEqual({ seat: 0, ...json });
    expect(actionFromJson(moves, 'german', { seat: 0, ...json })).toEqual({ ok: true, value: action });
  });

  test('an unknown bid name reads as the unknown choice, for the game to refuse (ILLEGAL_BID)', () => {
    expect(parseAction(moves, 'german', 'bid:grand')).toEqual({ ok: true, value: moveAction(1, UNKNOWN_CHOICE) });
    expect(actionFromJson(moves, 'german', { seat: 0, bid: 'grand' })).toEqual({
      ok: true,
      value: moveAction(1, UNKNOWN_CHOICE),
    });
  });

  test('a choice naming a suit ({0} … {3}) is written with the notation’s letter, and only that letter reads', () => {
    const suited: MoveKind[] = [
      { name: 'play', arg: { type: 'card' } },
      { name: 'bid', arg: { type: 'choice', choices: ['pass', 'hra-{1}', 'hra-{3}'] } },
    ];
    expect(formatAction(suited, 'german', moveAction(1, 1))).toBe('bid:hra-G');
    expect(formatAction(suited, 'french', moveAction(1, 1))).toBe('bid:hra-S');
    expect(formatAction(suited, 'german', moveAction(1, 2))).toBe('bid:hra-S');
    expect(formatAction(suited, 'french', moveAction(1, 2))).toBe('bid:hra-D');
    expect(parseAction(suited, 'french', 'bid:hra-S')).toEqual({ ok: true, value: moveAction(1, 1) });
    expect(parseAction(suited, 'german', 'bid:hra-S')).toEqual({ ok: true, value: moveAction(1, 2) });
    expect(actionFromJson(suited, 'french', { seat: 0, bid: 'hra-D' })).toEqual({ ok: true, value: moveAction(1, 2) });
    expect(actionToJson(suited, 'french', 0, moveAction(1, 2))).toEqual({ seat: 0, bid: 'hra-D' });
    // The template itself and the other notation's letter are names of no choice.
    expect(parseAction(suited, 'german', 'bid:hra-{1}')).toEqual({ ok: true, value: moveAction(1, UNKNOWN_CHOICE) });
    expect(parseAction(suited, 'german', 'bid:hra-D')).toEqual({ ok: true, value: moveAction(1, UNKNOWN_CHOICE) });
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
    expect(guardAction(moves, moveAction(1, UNKNOWN_CHOICE))).toBeNull();
    expect(guardAction(moves, moveAction(2, 0))).toBeNull();
    expect(guardAction(moves, moveAction(2, 1))?.code).toBe('BAD_ACTION'); // a flag has no argument
    expect(guardAction(moves, moveAction(4, 3))).toBeNull();
    expect(guardAction(moves, moveAction(4, 4))?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, moveAction(5, 0))?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, '1')?.code).toBe('BAD_ACTION');
  });
});

describe('the argument kinds the region’s games add: cards, rank, and hidden moves', () => {
  // A vocabulary like Mariáš's and Watten's: a two-card discard (hidden from the other seats), a Schlag rank.
  const moves: readonly MoveKind[] = [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: ['pass'] } },
    { name: 'discard', arg: { type: 'cards', count: 2 }, hidden: true },
    { name: 'schlag', arg: { type: 'rank' } },
    { name: 'raise', arg: { type: 'flag' }, key: 'r' },
  ];

  test('a two-card discard reads in either order and writes its codes in plain-string order (MA records)', () => {
    const a = parseAction(moves, 'german', 'discard:G8,E7');
    const b = actionFromJson(moves, 'german', { discard: ['E7', 'G8'] });
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    if (!a.ok) return;
    expect(formatAction(moves, 'german', a.value)).toBe('discard:E7,G8');
    expect(actionToJson(moves, 'german', 1, a.value)).toEqual({ seat: 1, discard: ['E7', 'G8'] });
    expect(guardAction(moves, a.value)).toBeNull();
  });

  test('a discard of the same card twice, of one card, or of three is unreadable', () => {
    for (const bad of ['discard:E7,E7', 'discard:E7', 'discard:E7,G8,H9', 'discard:E7,XX']) {
      expect(parseAction(moves, 'german', bad).ok, bad).toBe(false);
    }
    expect(actionFromJson(moves, 'german', { discard: 'E7,G8' }).ok).toBe(false);
    expect(actionFromJson(moves, 'german', { discard: ['E7', 'E7'] }).ok).toBe(false);
  });

  test('the guard refuses a discard argument naming a card twice or out of order', () => {
    expect(guardAction(moves, moveAction(2, 5 * 64 + 5))?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, moveAction(2, 6 * 64 + 5))?.code).toBe('BAD_ACTION');
    expect(guardAction(moves, moveAction(2, 5 * 64 + 6))).toBeNull();
  });

  test('a move that reads a card twice (`twice`, as RULES.md wants Mariáš’s discard) lets it through to the game', () => {
    const lenient: readonly MoveKind[] = [
      moves[0]!,
      moves[1]!,
      { name: 'discard', arg: { type: 'cards', count: 2, twice: true } },
    ];
    const twice = actionFromJson(lenient, 'german', { discard: ['E7', 'E7'] });
    expect(twice).toEqual(parseAction(lenient, 'german', 'discard:E7,E7'));
    expect(twice.ok && formatAction(lenient, 'german', twice.value)).toBe('discard:E7,E7');
    expect(guardAction(lenient, moveAction(2, 5 * 64 + 5))).toBeNull();
    expect(guardAction(lenient, moveAction(2, 6 * 64 + 5))?.code).toBe('BAD_ACTION');
    expect(parseAction(lenient, 'german', 'discard:E7').ok).toBe(false);
  });

  test('a rank reads as its letter, the Weli’s rank as 6 (WA-4), and every rank letter round-trips', () => {
    for (const letter of ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6', '5']) {
      const a = parseAction(moves, 'german', `schlag:${letter}`);
      expect(a.ok, letter).toBe(true);
      if (a.ok) expect(formatAction(moves, 'german', a.value)).toBe(`schlag:${letter}`);
    }
    expect(parseAction(moves, 'german', 'schlag:Q').ok).toBe(false);
    expect(parseAction(moves, 'french', 'schlag:5').ok).toBe(false);
    expect(actionFromJson(moves, 'german', { schlag: '9' })).toEqual(parseAction(moves, 'german', 'schlag:9'));
  });

  test('a rank move that names its ranks reads only those: a five is no Schlag, in a record or from the guard', () => {
    const only: readonly MoveKind[] = [
      ...moves.slice(0, 3),
      { name: 'schlag', arg: { type: 'rank', ranks: [0, 7, 8] } },
    ];
    expect(parseAction(only, 'german', 'schlag:6').ok).toBe(true);
    expect(parseAction(only, 'german', 'schlag:A').ok).toBe(true);
    expect(parseAction(only, 'german', 'schlag:5').ok).toBe(false);
    expect(parseAction(only, 'german', 'schlag:9').ok).toBe(false);
    expect(actionFromJson(only, 'german', { schlag: '5' }).ok).toBe(false);
    expect(guardAction(only, moveAction(3, 9))?.code).toBe('BAD_ACTION');
    expect(guardAction(only, moveAction(3, 8))).toBeNull();
  });

  test('a hidden move is recorded in full but shown to the other seats by its name only', () => {
    const discard = parseAction(moves, 'german', 'discard:E7,G8');
    expect(discard.ok).toBe(true);
    if (!discard.ok) return;
    expect(publicAction(moves, 'german', discard.value)).toBe('discard');
    const schlag = parseAction(moves, 'german', 'schlag:9');
    if (schlag.ok) expect(publicAction(moves, 'german', schlag.value)).toBe('schlag:9');
  });

  test('the bid and card actions keep their numbers: a card is its code, a bid 4096 + its index', () => {
    expect(parseAction(moves, 'german', 'play:EA')).toEqual({ ok: true, value: 7 });
    expect(parseAction(moves, 'german', 'bid:pass')).toEqual({ ok: true, value: 4096 });
  });

  test('a game whose move names more cards than one action holds is refused when it is defined', () => {
    const game = GAMES[0]!;
    const bury: MoveKind = { name: 'bury', arg: { type: 'cards', count: 3 } };
    expect(() => defineGame({ ...game, moves: [...game.moves, bury] })).toThrow(/bury names 1 to 2 cards/);
    expect(() =>
      defineGame({ ...game, moves: [...game.moves, { ...bury, arg: { type: 'cards', count: 2 } }] }),
    ).not.toThrow();
  });
});
