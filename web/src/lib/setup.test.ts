/** The setup page's choices come from each game's options schema, and the request is what the server reads. */
import { describe, expect, test } from 'vitest';
import { defaultTarget } from '../../../engine/define.js';
import type { OptionsSchema } from '../../../engine/game.js';
import { GAMES, gameById } from '../../../engine/games.js';
import { AI_PACES } from '../../../engine/protocol.js';
import {
  PACES,
  TURN_CLOCKS,
  choose,
  hasRulesChoice,
  invites,
  newTable,
  opponentsKey,
  paceOf,
  seatChoices,
  targetUnder,
} from './setup.js';

const schafkopf = gameById('schafkopf')!;
const schneider = gameById('bohemian-schneider')!;

/** Every subset of a list, in the list's order. */
const subsets = <T>(xs: readonly T[]): T[][] =>
  xs.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]);

describe('choose: the picks completed by the schema', () => {
  test('nothing picked gives every game its default rules, as the record reader reads them', () => {
    for (const game of GAMES) {
      const chosen = choose(game.options, {});
      const defaults = game.defaultRules as { ruleset: string; variants: string[]; target: number };
      expect(chosen.ruleset, game.id).toBe(defaults.ruleset);
      expect(chosen.variants, game.id).toEqual(defaults.variants);
      if (chosen.target) expect(chosen.target.value, game.id).toBe(defaults.target);
      expect(chosen.sessionDeals, game.id).toBe(game.options.sessionDeals?.default);
    }
  });

  test('the target is offered only under a ruleset or variant that plays to one (BS-C3, BS-V4)', () => {
    expect(choose(schneider.options, {}).target).toBeNull();
    expect(choose(schneider.options, { ruleset: 'cardrulesplus' }).target).toEqual({ choices: [7, 10], value: 7 });
    expect(choose(schneider.options, { variants: ['cumulative'] }).target).toEqual({
      choices: [25, 50, 100],
      value: 50,
    });
    expect(choose(schneider.options, { variants: ['short-deck', 'trump'] }).target).toBeNull();
    expect(choose(schafkopf.options, { ruleset: 'cardrulesplus', target: 10 }).target).toBeNull();
  });

  test('a picked target stays while it is on offer, else the default of what is chosen takes its place', () => {
    const o = schneider.options;
    expect(choose(o, { ruleset: 'cardrulesplus', target: 10 }).target?.value).toBe(10);
    expect(choose(o, { ruleset: 'cardrulesplus', variants: ['cumulative'], target: 10 }).target?.value).toBe(50);
    expect(choose(o, { variants: ['cumulative'], target: 100 }).target?.value).toBe(100);
    expect(choose(o, { ruleset: 'cardrulesplus', target: 100 }).target?.value).toBe(7);
  });

  test('the target under each set of variants is the one the record reader defaults to', () => {
    for (const game of GAMES) {
      const target = game.options.target;
      if (!target) continue;
      for (const variants of subsets(game.options.variants.map((v) => v.id))) {
        const under = targetUnder(target, variants);
        expect(under.default, `${game.id} ${variants}`).toBe(defaultTarget(game.options, variants));
        expect(under.choices, `${game.id} ${variants}`).toContain(under.default);
      }
    }
  });

  test('a ruleset may bring its own default target and choices, where no variant brings one (BE-C7)', () => {
    const base = schneider.options;
    const byRuleset = { cardrulesplus: { default: 10, choices: [10, 20] } };
    const o: OptionsSchema = { ...base, target: { ...base.target!, byRuleset } };
    expect(choose(o, { ruleset: 'cardrulesplus' }).target).toEqual({ choices: [10, 20], value: 10 });
    expect(choose(o, { ruleset: 'cardrulesplus', variants: ['cumulative'] }).target?.value).toBe(50);
    expect(defaultTarget(o, [], 'cardrulesplus')).toBe(10);
    expect(defaultTarget(o, [], 'cardavia')).toBe(base.target!.default);
  });

  test('rulesets and variants not offered are dropped; variants come in the schema’s order', () => {
    const chosen = choose(schneider.options, { ruleset: 'wenz', variants: ['cumulative', 'nonsense', 'short-deck'] });
    expect(chosen.ruleset).toBe('cardavia');
    expect(chosen.variants).toEqual(['short-deck', 'cumulative']);
  });

  test('a session length: one of the choices, open-ended only where the schema allows it, else the default', () => {
    const session = (sessionDeals: number | null, options: OptionsSchema = schafkopf.options) =>
      choose(options, { sessionDeals }).sessionDeals;
    expect(session(4)).toBe(4);
    expect(session(null)).toBeNull();
    expect(session(5)).toBe(8);
    const closed: OptionsSchema = {
      ...schafkopf.options,
      sessionDeals: { default: 8, choices: [4, 8], openEnded: false },
    };
    expect(session(null, closed)).toBe(8);
    expect(session(4, schneider.options)).toBeUndefined();
  });
});

describe('newTable: the request that opens the table', () => {
  const entry = (g: typeof schafkopf) => ({ id: g.id, seats: g.seats, options: g.options });

  test('a game without a choice of rules sends its session length and a seat per player, no rules', () => {
    expect(newTable(entry(schafkopf), 'munich-bavarian', 'easy', { sessionDeals: 4 }, 'normal')).toEqual({
      game: 'schafkopf',
      deck: 'munich-bavarian',
      seats: ['human', 'easy', 'easy', 'easy'],
      aiDelayMs: 600,
      sessionDeals: 4,
    });
    expect(
      newTable(entry(schafkopf), 'munich-bavarian', 'strong', { sessionDeals: null }, 'normal').sessionDeals,
    ).toBeNull();
  });

  test('hints are off unless the switch is on, and then asked for (docs/review.md)', () => {
    expect(newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'normal')).not.toHaveProperty('hints');
    expect(newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'normal', true).hints).toBe(true);
    // Spectators for any table; the turn clock only where a seat waits for a friend (issue 16).
    const quiet = newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'normal');
    expect([quiet.spectators, quiet.turnSeconds]).toEqual([undefined, undefined]);
    const solo = newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'normal', false, {
      spectators: true,
      turnSeconds: 60,
    });
    expect([solo.spectators, solo.turnSeconds]).toEqual([true, undefined]);
    const friends = newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'normal', false, {
      others: ['invite'],
      turnSeconds: 30,
    });
    expect([friends.spectators, friends.turnSeconds, friends.level]).toEqual([undefined, 30, 'easy']);
    expect(TURN_CLOCKS).toEqual([null, 30, 60, 120]);
  });

  test('a game with rules to choose sends them, and the target only where it is in use', () => {
    expect(newTable(entry(schneider), 'prague', 'normal', { target: 10 }, 'instant')).toEqual({
      game: 'bohemian-schneider',
      deck: 'prague',
      seats: ['human', 'normal'],
      aiDelayMs: 0,
      rules: { ruleset: 'cardavia', variants: [] },
    });
    expect(
      newTable(
        entry(schneider),
        'prague',
        'normal',
        { ruleset: 'cardrulesplus', variants: ['trump'], target: 10 },
        'slow',
      ),
    ).toEqual({
      game: 'bohemian-schneider',
      deck: 'prague',
      seats: ['human', 'normal'],
      aiDelayMs: 1500,
      rules: { ruleset: 'cardrulesplus', variants: ['trump'], target: 10 },
    });
  });

  test('every request of defaults reads back as the game’s default rules', () => {
    for (const game of GAMES) {
      const body = newTable(entry(game), game.defaultDeck, 'normal', {}, 'normal');
      const read = game.parseRules(body.rules);
      expect(read.ok && game.rulesToJson(read.value), game.id).toEqual(game.rulesToJson(game.defaultRules));
      expect(body.seats.length, game.id).toBe(game.seats);
    }
  });

  test('seats for friends (issue 16): invited seats, AI seats at their own levels, and the level for empty seats', () => {
    const body = newTable(entry(schafkopf), 'munich-bavarian', 'normal', {}, 'instant', false, {
      others: ['invite', undefined, 'strong'],
      emptyLevel: 'easy',
    });
    expect(body.seats).toEqual(['human', 'invite', 'normal', 'strong']);
    expect(body.level).toBe('easy');
    // Without a pick of its own, the level for empty seats is the page's AI level.
    expect(
      newTable(entry(schafkopf), 'munich-bavarian', 'strong', {}, 'instant', false, { others: ['invite'] }).level,
    ).toBe('strong');
    // No seat invites: no level is sent, and the table starts at once as before.
    const plain = newTable(entry(schafkopf), 'munich-bavarian', 'easy', {}, 'instant', false, { emptyLevel: 'strong' });
    expect(plain).not.toHaveProperty('level');
    expect(plain.seats).toEqual(['human', 'easy', 'easy', 'easy']);
    // The player's own seat is the first and only 'human'; a 'human' pick for another seat is not taken.
    expect(seatChoices(2, 'easy', { others: ['human'] })).toEqual(['human', 'easy']);
    expect(invites(seatChoices(4, 'easy', { others: [undefined, 'invite'] }))).toBe(true);
    expect(invites(seatChoices(4, 'easy'))).toBe(false);
  });

  test('only a game with a ruleset, variant or target to choose has a choice of rules', () => {
    expect(hasRulesChoice(schafkopf.options)).toBe(false);
    expect(hasRulesChoice(schneider.options)).toBe(true);
  });
});

test('the AI pace the setup starts on is the server default’s, else the nearest; each pace sends its delay', () => {
  expect(paceOf(600)).toBe('normal');
  expect(paceOf(0)).toBe('instant');
  expect(paceOf(2000)).toBe('slow');
  expect(paceOf(300)).toBe('fast');
  expect(PACES.map((p) => AI_PACES[p])).toEqual([...PACES.map((p) => AI_PACES[p])].sort((a, b) => b - a));
  expect(
    newTable({ id: schafkopf.id, seats: 4, options: schafkopf.options }, 'munich-bavarian', 'easy', {}, 'fast')
      .aiDelayMs,
  ).toBe(AI_PACES.fast);
});

test('the opponents line: the interface’s words for one and three opponents, a count otherwise', () => {
  expect(opponentsKey({ seats: 2 })).toEqual({ key: 'table:setup.opponentsOne', count: 1 });
  expect(opponentsKey({ seats: 4 })).toEqual({ key: 'table:setup.opponentsThree', count: 3 });
  expect(opponentsKey({ seats: 3 })).toEqual({ key: 'setup.opponents', count: 2 });
});

test('the opponents line of a game of partnerships names the partner: two opponents, not three (WA-2)', () => {
  const sides = [
    [0, 2],
    [1, 3],
  ];
  expect(opponentsKey({ seats: 4, sides })).toEqual({ key: 'table:setup.withPartnerTwo', count: 2 });
});
