/**
 * `cardavia play`: a game in the terminal for a new user against Cardavia's AI players (`--level`).
 */
import { createInterface } from 'node:readline';
import { type Action, type Seat, actionArg } from '../engine/action.js';
import type { Notation } from '../engine/cards.js';
import type { AnyGame, Session } from '../engine/game.js';
import { UNKNOWN_CHOICE } from '../engine/moves.js';
import { readAction } from '../engine/record.js';
import { randomBelow, seededRandom, shuffle } from '../engine/random.js';
import { UsageError } from './io.js';
import { type Level, LEVELS } from '../ai/bot.js';
import { botFor } from '../ai/index.js';
import { chosenGame, servingDeck } from './games.js';

interface Options {
  game: AnyGame;
  rules: unknown;
  notation: Notation;
  seed: string;
  /** Stop after this many deals (a score sheet is otherwise open-ended). */
  deals: number;
  /** The level of the AI players. */
  level: Level;
}

function parseOptions(args: string[]): Options {
  const opts = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!;
    if (!name.startsWith('--')) throw new UsageError(`unexpected argument "${name}"`);
    const value = args[i + 1];
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    opts.set(name.slice(2), value);
    i++;
  }
  const { game } = chosenGame('play', opts.get('game'));
  const rulesJson: Record<string, unknown> = {};
  if (opts.has('ruleset')) rulesJson.ruleset = opts.get('ruleset');
  if (opts.has('variants'))
    rulesJson.variants = opts
      .get('variants')!
      .split(',')
      .filter((v) => v !== '');
  if (opts.has('target')) rulesJson.target = Number(opts.get('target'));
  const rules = game.parseRules(Object.keys(rulesJson).length > 0 ? rulesJson : undefined);
  if (!rules.ok) throw new UsageError(rules.error);
  const deck = servingDeck(game, opts.get('deck'));
  const seed = opts.get('seed') ?? String(Date.now());
  const deals = Number(opts.get('deals') ?? Infinity);
  if (!(deals > 0)) throw new UsageError('--deals must be a positive number');
  const level = (opts.get('level') ?? 'normal') as Level;
  if (!LEVELS.includes(level)) throw new UsageError(`--level must be one of ${LEVELS.join(', ')}`);
  return { game, rules: rules.value, notation: deck.suitSystem, seed, deals, level };
}

const HUMAN: Seat = 0;

export async function play(args: string[]): Promise<number> {
  const { game, rules, notation, seed, deals, level } = parseOptions(args);
  const builtIn = botFor(game.id, level);
  const render = game.text;
  const random = seededRandom(seed);
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const out = (text: string) => process.stdout.write(text + '\n');
  const ask = async (prompt: string): Promise<string | null> => {
    process.stdout.write(prompt);
    const line = await lines.next();
    return line.done ? null : String(line.value).trim();
  };

  out(render.welcome(rules, seed));
  let session: Session<unknown> = game.newSession(rules, randomBelow(random, game.seats));
  try {
    while (!session.finished && session.dealsPlayed < deals) {
      const pack = game.pack(rules);
      let state = game.deal(session, shuffle(pack, random));
      out(render.dealStart(session, HUMAN));
      while (game.phase(state) !== 'over') {
        const seat = game.toMove(state)!;
        const legal = game.legalActions(state);
        let action: Action;
        if (seat === HUMAN) {
          out(render.view(game.view(state, HUMAN), notation, legal));
          for (;;) {
            const answer = await ask(render.prompt(game.phase(state)));
            if (answer === null || answer === 'q' || answer === 'quit') {
              out('Goodbye.');
              return 0;
            }
            const chosen = readChoice(game, notation, answer, legal);
            if (chosen === undefined) {
              out(
                `"${answer}" is not a card or bid: type its code (like ${render.exampleCode(notation)}) or its number.`,
              );
              continue;
            }
            const tried = game.apply(state, HUMAN, chosen);
            if (!tried.ok) {
              out(`Not allowed: ${tried.error.message}.`);
              continue;
            }
            action = chosen;
            state = tried.value;
            break;
          }
        } else {
          action = builtIn(game.view(state, seat), legal, `${seed}/${session.dealsPlayed}/${seat}/${random.next()}`);
          const next = game.apply(state, seat, action);
          if (!next.ok) throw new Error(`built-in player chose an illegal action: ${next.error.message}`);
          state = next.value;
        }
        const note = render.afterAction(game.view(state, HUMAN), notation, seat, action);
        if (note) out(note);
      }
      const outcome = game.outcome(state);
      session = game.settle(session, outcome);
      out(render.dealEnd(outcome, session, HUMAN));
    }
    // A session stopped by --deals before its own end (a Bummerl short of its target) has no winner to name;
    // an open-ended score sheet (a session the rules never end) is summed up by the game's own words.
    if (session.finished || game.options.sessionDeals?.openEnded) out(render.sessionEnd(session, HUMAN));
    else {
      const totals = session.totals
        .map((t, s) => `${s === HUMAN ? 'you' : game.seats === 2 ? 'opponent' : `seat ${s}`} ${t}`)
        .join(', ');
      out(`Stopped after ${session.dealsPlayed} deal(s), before the end: ${totals}.`);
    }
    return 0;
  } finally {
    rl.close();
  }
}

/**
 * What a typed answer may mean, in the order tried: the answer as `cardavia legal` prints a move (`play:HA`,
 * `bid:rufer-E`, `close`, `marry:H`), the same with the case of its name and argument forgiven and a space for
 * the colon, a bare card code, a bare choice (a bid name). Built from the game's moves, so a game's own moves
 * are typed the same way.
 */
function typedForms(game: AnyGame, text: string): string[] {
  // A space may stand for the colon: `marry H` is `marry:H`, `bid rufer-E` is `bid:rufer-E`.
  const colon = text.search(/[:\s]/);
  const name = (colon < 0 ? text : text.slice(0, colon)).toLowerCase();
  const arg = colon < 0 ? null : text.slice(colon).replace(/^[:\s]+/, '');
  const choice = (choices: readonly string[], typed: string) =>
    choices.find((c) => c.toLowerCase() === typed.toLowerCase());
  const forms = [text];
  for (const kind of game.moves) {
    if (arg !== null) {
      if (kind.name !== name) continue;
      const typed = kind.arg.type === 'choice' ? (choice(kind.arg.choices, arg) ?? arg) : arg.toUpperCase();
      forms.push(`${kind.name}:${typed}`);
    } else if (kind.arg.type === 'flag' && kind.name === name) forms.push(kind.name);
    else if (kind.arg.type === 'card') forms.push(`${kind.name}:${text.toUpperCase()}`);
    else if (kind.arg.type === 'choice') {
      const named = choice(kind.arg.choices, text);
      if (named !== undefined) forms.push(`${kind.name}:${named}`);
    }
  }
  return forms;
}

/** A typed choice: the number shown beside a legal action, or a move as `typedForms` reads it. */
function readChoice(game: AnyGame, notation: Notation, text: string, legal: readonly Action[]): Action | undefined {
  if (/^\d+$/.test(text)) {
    const i = Number(text) - 1;
    return i >= 0 && i < legal.length ? legal[i] : undefined;
  }
  for (const form of typedForms(game, text)) {
    const read = readAction(game, notation, form);
    // A name in no list reads as the unknown choice, for a record's sake; typed, it is a typo.
    if (read.ok && actionArg(read.value) !== UNKNOWN_CHOICE) return read.value;
  }
  return undefined;
}
