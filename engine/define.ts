/**
 * `defineGame`: completes a game module's spec into the definition every layer uses. What is the same for
 * every game is written here once: reading the rules from the options schema, and the input guard in front
 * of `apply`.
 */
import type { Action, Seat } from './action.js';
import { EXTRA_BASE } from './cards.js';
import type { RuleError } from './errors.js';
import type { BaseView, GameDefinition, GameSpec, OptionsSchema, RulesOptions } from './game.js';
import { MAX_ARG_CARDS, guardAction } from './moves.js';
import { sidesOf, sidesValid } from './sides.js';
import { type Result, err, ok } from './result.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

type Target = NonNullable<OptionsSchema['target']>;

/**
 * The target's default and choices under these variants and this ruleset: a variant may bring its own (BS-V4),
 * else the ruleset (BE-C7).
 */
export function targetUnder(
  target: Target,
  variants: readonly string[],
  ruleset?: string,
): Target['byVariant'][string] {
  for (const v of variants) {
    const own = target.byVariant[v];
    if (own) return own;
  }
  return (ruleset === undefined ? undefined : target.byRuleset?.[ruleset]) ?? target;
}

/** Whether the target decides the end under this ruleset and these variants (BS-C3, BS-V4). */
export function targetUsed(schema: OptionsSchema, ruleset: string, variants: readonly string[]): boolean {
  const t = schema.target;
  return t !== null && (t.usedBy.rulesets.includes(ruleset) || variants.some((v) => t.usedBy.variants.includes(v)));
}

/** The default target under these variants and this ruleset; 0 for a game that never plays to one. */
export const defaultTarget = (schema: OptionsSchema, variants: readonly string[], ruleset?: string): number =>
  schema.target ? targetUnder(schema.target, variants, ruleset).default : 0;

/** Reads `{ ruleset, variants, target }` against a game's schema (RECORDS.md: what is unreadable). */
export function readRulesOptions(name: string, schema: OptionsSchema, json: unknown): Result<RulesOptions, string> {
  if (json !== undefined && !isObject(json)) return err('rules must be an object');
  const r: Record<string, unknown> = json ?? {};
  const ruleset = r.ruleset === undefined ? schema.rulesets[0]!.id : r.ruleset;
  if (typeof ruleset !== 'string' || !schema.rulesets.some((c) => c.id === ruleset)) {
    return err(`unknown ruleset ${JSON.stringify(ruleset)}`);
  }
  const variantsJson = r.variants === undefined ? [] : r.variants;
  if (!Array.isArray(variantsJson)) return err('rules.variants must be a list');
  if (schema.variants.length === 0 && variantsJson.length > 0) return err(`${name} has no variants`);
  for (const v of variantsJson) {
    if (typeof v !== 'string' || !schema.variants.some((c) => c.id === v)) {
      return err(`unknown variant ${JSON.stringify(v)}`);
    }
  }
  const variants = schema.variants.map((c) => c.id).filter((v) => variantsJson.includes(v));
  const target = r.target === undefined ? defaultTarget(schema, variants, ruleset) : r.target;
  if (r.target !== undefined && (typeof target !== 'number' || !Number.isInteger(target) || target <= 0)) {
    return err(`rules.target must be a positive integer, not ${JSON.stringify(target)}`);
  }
  return ok({ ruleset, variants, target: target as number });
}

/** Kind 0 is `play` in every game (game.ts): its arguments are the card codes 0..39. */
const PLAY_LIMIT = EXTRA_BASE + 8;

export function defineGame<Rules extends RulesOptions, State, View extends BaseView, Outcome>(
  spec: GameSpec<Rules, State, View, Outcome>,
): GameDefinition<Rules, State, View, Outcome> {
  const parseRules = (json: unknown): Result<Rules, string> => {
    const options = readRulesOptions(spec.name, spec.options, json);
    return options.ok ? spec.rules(options.value) : options;
  };
  const [play, bid] = spec.moves;
  if (play?.name !== 'play' || play.arg.type !== 'card' || bid?.name !== 'bid' || bid.arg.type !== 'choice') {
    throw new Error(`${spec.id}: moves 0 and 1 must be play(card) and bid(choice), so that actions keep their numbers`);
  }
  const defaults = parseRules(undefined);
  if (!defaults.ok) throw new Error(`${spec.id}: the default rules do not read: ${defaults.error}`);
  const sides = sidesOf(spec);
  if (!sidesValid(spec)) throw new Error(`${spec.id}: every seat must be on exactly one side`);
  const steps = spec.steps ?? [
    { id: 'auction', phase: 'auction', moves: ['bid'] },
    { id: 'play', phase: 'play', moves: spec.moves.filter((m) => m.name !== 'bid').map((m) => m.name) },
  ];
  // A `cards` argument is packed into one action (moves.ts): at most MAX_ARG_CARDS codes fit.
  const tooMany = spec.moves.find((m) => m.arg.type === 'cards' && (m.arg.count < 1 || m.arg.count > MAX_ARG_CARDS));
  if (tooMany) throw new Error(`${spec.id}: the move ${tooMany.name} names 1 to ${MAX_ARG_CARDS} cards`);
  for (const step of steps) {
    const unknown = step.moves.find((name) => !spec.moves.some((m) => m.name === name));
    if (unknown !== undefined) throw new Error(`${spec.id}: step ${step.id} names no move "${unknown}"`);
  }
  return {
    newSession: (rules, firstDealer) => ({
      rules,
      dealer: firstDealer,
      totals: Array<number>(spec.seats).fill(0),
      dealsPlayed: 0,
      finished: false,
      winner: null,
    }),
    // A game that says nothing of the daily challenge has eight deals there, the person at seat 0.
    challenge: { deals: 8, seat: 0 },
    ...spec,
    parseRules,
    defaultRules: defaults.value,
    rulesToJson: (rules) => ({
      ruleset: rules.ruleset,
      ...(spec.options.variants.length > 0 ? { variants: [...rules.variants] } : {}),
      ...(spec.options.target ? { target: rules.target } : {}),
    }),
    bids: bid.arg.choices,
    steps,
    step: spec.step ?? spec.phase,
    sides,
    apply(state: State, seat: Seat, action: Action): Result<State, RuleError> {
      // The commonest action by far, a card (kind 0, 0..39), skips the full guard: searches apply millions.
      if ((action | 0) === action && action >= 0 && action < PLAY_LIMIT) return spec.apply(state, seat, action);
      const refused = guardAction(spec.moves, action);
      return refused ? err(refused) : spec.apply(state, seat, action);
    },
  };
}
