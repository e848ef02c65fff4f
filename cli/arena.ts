/**
 * `cardavia arena`: Cardavia's players (and outside bots) against each other in duplicate form (BOTS.md).
 * Each of N shuffles is played twice with the seats swapped, so every bot plays every hand; in a game of three
 * seats each playing for itself, six times, each bot alone at each seat (duplicateForm).
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { type Action, type Seat, actionKind } from '../engine/action.js';
import { formatCard } from '../engine/cards.js';
import { type GameId, deckById } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { type ActionJson, RECORD_FORMAT, actionToJson, formatAction } from '../engine/record.js';
import { seededRandom, shuffle } from '../engine/random.js';
import { type HasSides, bySide, hasPartners, sidesOf } from '../engine/sides.js';
import { LEVELS } from '../ai/bot.js';
import { type PlayerName, hasOracle, internalPlayer, seatedBot } from '../ai/index.js';
import { variantBot, variantNames } from '../bench/variants.js';
import { gameModule } from '../ai/registry.js';
import { BotForfeit, ExternalBot } from './external-bot.js';
import { chosenGame, servingDeck } from './games.js';
import { UsageError, printJson } from './io.js';
import { quantile } from '../ai/stats.js';

export interface ArenaConfig {
  readonly game: GameId;
  readonly rulesJson: unknown;
  readonly deck: string;
  readonly seed: string;
  readonly deals: number;
}

/** One seat's turn, as a player sees it. */
export interface Turn {
  readonly state: unknown;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seat: Seat;
  readonly deal: number;
  readonly dealer: Seat;
  readonly actions: readonly ActionJson[];
  /** The same actions as moves, by seat (to tell what another seat may know of each). */
  readonly moves: readonly { seat: Seat; action: Action }[];
}

export interface Player {
  readonly name: string;
  act(turn: Turn): Action | Promise<Action>;
  dealEnd?(deal: number, record: unknown): void;
}

/**
 * The result of one shuffle: each bot's score summed over its plays (by side, or at the lone seat in a game of
 * three seats each for itself: duplicateForm); decision times.
 */
export interface ShuffleResult {
  readonly index: number;
  readonly scores: [number, number];
  readonly times: [number[], number[]];
  /** The two plays' records (RECORDS.md), each naming the player of every seat in `players`. */
  readonly records?: readonly unknown[];
  /** Per play and seat, in a game with contracts: which bot, its role in the contract, its score. */
  readonly roles?: readonly Role[];
}

/** One seat's part in a deal's contract (`contract` of the game's definition). */
export interface Role {
  readonly bot: 0 | 1;
  readonly kind: string;
  readonly role: 'declarer' | 'partner' | 'defender';
  readonly won: boolean;
  readonly score: number;
}

/**
 * The duplicate form of a game (BOTS.md): which bot (0 = first, 1 = second) holds each seat in each play of a
 * shuffle, and for each play the seat whose score counts (`lone`), or null when every seat counts by its side.
 * An even number of seats, or sides: two plays with the seats swapped (A B, then B A; Schafkopf's and Watten's
 * A B A B, then B A B A). An odd number of seats each playing for itself (Mariáš's three): 2 × seats plays, each bot alone at each seat against
 * copies of the other (A B B, B A A, B A B, A B A, B B A, A A B), and only the lone seat's score counts, so a
 * shuffle compares A and B at the same seat against the same kind of opponents.
 */
export function duplicateForm(game: HasSides): { layouts: number[][]; lone: (Seat | null)[] } {
  const seats = game.seats;
  if (seats % 2 === 0 || hasPartners(game)) {
    const first = Array.from({ length: seats }, (_, s) => s % 2);
    return { layouts: [first, first.map((b) => 1 - b)], lone: [null, null] };
  }
  const layouts: number[][] = [];
  const lone: Seat[] = [];
  for (let q = 0; q < seats; q++) {
    for (const alone of [0, 1]) {
      layouts.push(Array.from({ length: seats }, (_, s) => (s === q ? alone : 1 - alone)));
      lone.push(q);
    }
  }
  return { layouts, lone };
}

/** Which bot holds each seat in each play of a shuffle (BOTS.md). */
export const layouts = (game: HasSides): number[][] => duplicateForm(game).layouts;

/**
 * Each bot's score in a shuffle is summed over this many plays (summarise divides by it): both plays when every
 * play counts, the seats when only the lone seat's score counts (each bot is alone once at each seat).
 */
const playsCounted = (game: HasSides): number => (duplicateForm(game).lone[0] === null ? 2 : game.seats);

/**
 * The actions so far as `viewer` may know them (BOTS.md): another seat's hidden move (MoveKind's `hidden`: the
 * Mariáš trump card set aside, its discard) keeps its name with its card or cards replaced by null.
 */
export function actionsSeenBy(
  game: AnyGame,
  viewer: Seat,
  moves: readonly { seat: Seat; action: Action }[],
  json: readonly ActionJson[],
): ActionJson[] {
  return json.map((a, i) => {
    const { seat, action } = moves[i]!;
    const kind = game.moves[actionKind(action)];
    if (seat === viewer || !kind?.hidden) return a;
    const hidden = kind.arg.type === 'cards' ? Array(kind.arg.count).fill(null) : null;
    return { seat, [kind.name]: hidden } as ActionJson;
  });
}

export function setup(config: ArenaConfig): { game: AnyGame; rules: unknown } {
  const game = gameModule(config.game)?.game;
  if (!game) throw new UsageError(`unknown game "${config.game}"`);
  const rules = game.parseRules(config.rulesJson);
  if (!rules.ok) throw new UsageError(rules.error);
  return { game, rules: rules.value };
}

/** Plays shuffle `index` in every layout of the game's duplicate form; `playerFor` names each seat's player. */
export async function playShuffle(
  config: ArenaConfig,
  index: number,
  playerFor: (bot: number, seat: Seat, play: number) => Player,
): Promise<ShuffleResult> {
  const { game, rules } = setup(config);
  const notation = deckById(config.deck)!.suitSystem;
  const cards = shuffle(game.pack(rules), seededRandom(`${config.seed}/${index}`));
  const dealer = index % game.seats;
  const scores: [number, number] = [0, 0];
  const times: [number[], number[]] = [[], []];
  const { layouts: plays, lone } = duplicateForm(game);
  const records: unknown[] = [];
  const roles: Role[] = [];
  for (let play = 0; play < plays.length; play++) {
    const holder = plays[play]!;
    let state = game.deal(game.newSession(rules, dealer), cards);
    const actions: ActionJson[] = [];
    const moves: { seat: Seat; action: Action }[] = [];
    const dealNumber = index * plays.length + play;
    while (game.phase(state) !== 'over') {
      const seat = game.toMove(state)!;
      const legal = game.legalActions(state);
      const player = playerFor(holder[seat]!, seat, play);
      const view = game.view(state, seat);
      const turn: Turn = { state, view, legal, seat, deal: dealNumber, dealer, actions, moves };
      const start = performance.now();
      const action = await player.act(turn);
      times[holder[seat]!]!.push(performance.now() - start);
      const next = game.apply(state, seat, action);
      if (!next.ok) {
        throw new BotForfeit(
          `${player.name} chose an illegal action (${formatAction(game, notation, action)}): ${next.error.message}`,
        );
      }
      actions.push(actionToJson(game, notation, seat, action));
      moves.push({ seat, action });
      state = next.value;
    }
    const outcome = game.outcome(state);
    const dealScores = game.scores(outcome);
    const contract = game.contract?.(outcome) ?? null;
    const alone = lone[play];
    if (alone !== null && alone !== undefined) {
      // Three seats each for itself: the lone seat's score, compared with the other bot's at that seat.
      scores[holder[alone] as 0 | 1] += dealScores[alone]!;
    } else {
      // A side's result counts once (BOTS.md): partners share it, and one bot holds both seats of a side.
      bySide(game, dealScores).forEach((v, side) => {
        scores[holder[sidesOf(game)[side]![0]!] as 0 | 1] += v;
      });
    }
    dealScores.forEach((v, seat) => {
      const b = holder[seat] as 0 | 1;
      if (!contract) return;
      const role = seat === contract.declarer ? 'declarer' : seat === contract.partner ? 'partner' : 'defender';
      const won = (role === 'defender') !== contract.declarerWins;
      roles.push({ bot: b, kind: contract.kind, role, won, score: v });
    });
    const record = {
      format: RECORD_FORMAT,
      game: game.id,
      rules: game.rulesToJson(rules),
      deck: config.deck,
      firstDealer: dealer,
      deals: [{ cards: cards.map((c) => formatCard(notation, c)), actions }],
    };
    for (let seat = 0; seat < game.seats; seat++) playerFor(holder[seat]!, seat, play).dealEnd?.(dealNumber, record);
    // Who played each seat, for --records (the analysis's validation reads it); the bots' record has no such field.
    records.push({
      ...record,
      players: Array.from({ length: game.seats }, (_, seat) => playerFor(holder[seat]!, seat, play).name),
      shuffle: index,
      play,
    });
  }
  return { index, scores, times, records, ...(game.contract ? { roles } : {}) };
}

/**
 * Per bot, per contract: how often it declared it and won it, and its mean score as declarer, as partner
 * and as defender (issue 17's diagnosis). Shuffles journaled before this breakdown existed have no roles.
 */
function contracts(results: readonly ShuffleResult[], bot: 0 | 1) {
  const by = new Map<string, Record<Role['role'], { deals: number; won: number; total: number }>>();
  for (const r of results.flatMap((x) => x.roles ?? []).filter((x) => x.bot === bot)) {
    let c = by.get(r.kind);
    const zero = () => ({ deals: 0, won: 0, total: 0 });
    if (!c) by.set(r.kind, (c = { declarer: zero(), partner: zero(), defender: zero() }));
    const t = c[r.role];
    t.deals++;
    t.won += r.won ? 1 : 0;
    t.total += r.score;
  }
  const side = (t: { deals: number; won: number; total: number }) => ({
    deals: t.deals,
    won: t.won,
    meanScore: t.deals === 0 ? 0 : round(t.total / t.deals),
  });
  return Object.fromEntries(
    [...by]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, c]) => [
        kind,
        {
          bids: c.declarer.deals,
          wins: c.declarer.won,
          declarer: side(c.declarer),
          partner: side(c.partner),
          defender: side(c.defender),
        },
      ]),
  );
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The JSON document of BOTS.md from the shuffles' results. */
export function summarise(config: ArenaConfig, names: [string, string], results: readonly ShuffleResult[]) {
  const n = results.length;
  const counted = playsCounted(setup(config).game);
  const bots = names.map((name, b) => {
    const times = results.flatMap((r) => r.times[b]!).sort((x, y) => x - y);
    const total = results.reduce((sum, r) => sum + r.scores[b]!, 0);
    return {
      name,
      meanScore: round(total / (counted * n)),
      decisionMs: { median: round(quantile(times, 0.5), 2), p95: round(quantile(times, 0.95), 2) },
      decisions: times.length,
      ...(results.some((r) => r.roles) ? { contracts: contracts(results, b as 0 | 1) } : {}),
    };
  });
  const diffs = results.map((r) => (r.scores[0] - r.scores[1]) / counted);
  const mean = diffs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return {
    game: config.game,
    deals: n,
    seed: config.seed,
    bots,
    difference: { mean: round(mean), ci95: [round(mean - half), round(mean + half)] as [number, number] },
  };
}

interface Options {
  config: ArenaConfig;
  bots: string[];
  external: string | null;
  json: boolean;
  timeoutMs: number;
  workers: number;
  /** A JSON-lines file that keeps every finished shuffle, so a stopped run resumes where it was. */
  journal: string | null;
  /** A JSON-lines file to write every deal's record to, both plays of each shuffle, in shuffle order. */
  records: string | null;
}

function parseArgs(args: string[]): Options {
  const opts = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--json') flags.add('json');
    else if (a.startsWith('--') && args[i + 1] !== undefined) opts.set(a.slice(2), args[++i]!);
    else throw new UsageError(`unexpected argument "${a}"`);
  }
  const { game } = chosenGame('arena', opts.get('game'));
  const bots = (opts.get('bots') ?? '').split(',').filter((b) => b !== '');
  const external = opts.get('bot') ?? null;
  if (bots.length !== (external ? 1 : 2)) {
    throw new UsageError('arena needs --bots A,B (two levels), or --bots A with --bot "<command>"');
  }
  for (const b of bots) {
    if (b === 'oracle' && !hasOracle(game.id)) throw new UsageError(`${game.id} has no oracle`);
    if (b !== 'oracle' && !(LEVELS as readonly string[]).includes(b) && !variantNames(game.id).includes(b)) {
      const variants = variantNames(game.id);
      const more = variants.length > 0 ? ` (or a measurement variant: ${variants.join(', ')})` : '';
      throw new UsageError(`unknown bot level "${b}"${more}`);
    }
  }
  const deals = Number(opts.get('deals') ?? 100);
  if (!Number.isInteger(deals) || deals <= 0) throw new UsageError('--deals must be a positive integer');
  let rulesJson: unknown = undefined;
  if (opts.has('rules')) {
    try {
      rulesJson = JSON.parse(opts.get('rules')!);
    } catch {
      throw new UsageError('--rules must be JSON');
    }
  }
  const deck = servingDeck(game, opts.get('deck')).id;
  const timeoutMs = Number(opts.get('bot-timeout') ?? 10) * 1000;
  const workers = external ? 1 : Math.max(1, Number(opts.get('workers') ?? availableParallelism()));
  const config: ArenaConfig = { game: game.id, rulesJson, deck, seed: opts.get('seed') ?? '1', deals };
  setup(config); // validates the rules
  const journal = opts.get('journal') ?? null;
  if (journal !== null && external) throw new UsageError("--journal works with Cardavia's own bots only");
  const records = opts.get('records') ?? null;
  return { config, bots, external, json: flags.has('json'), timeoutMs, workers, journal, records };
}

/** A level, the oracle, or one of the game's measurement variants, which live with the benchmarks (bench/variants.ts). */
function arenaPlayer(game: string, name: string) {
  const variant = variantBot(game, name);
  return variant ? seatedBot(name, variant) : internalPlayer(game, name as PlayerName);
}

/** Runs the given shuffles in this thread with Cardavia's own players, reporting each as it finishes. */
export async function runInternal(
  config: ArenaConfig,
  bots: readonly string[],
  indices: readonly number[],
  onResult: (r: ShuffleResult) => void = () => {},
) {
  const players = bots.map((b) => arenaPlayer(config.game, b));
  const results: ShuffleResult[] = [];
  for (const i of indices) {
    const r = await playShuffle(config, i, (bot) => players[bot]!);
    onResult(r);
    results.push(r);
  }
  return results;
}

async function runWorkers(o: Options, indices: readonly number[], onResult: (r: ShuffleResult) => void) {
  const chunks: number[][] = Array.from({ length: o.workers }, () => []);
  indices.forEach((index, k) => chunks[k % o.workers]!.push(index));
  const parts = await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise<ShuffleResult[]>((resolve, reject) => {
          const w = new Worker(new URL('./arena-worker.js', import.meta.url), {
            workerData: { config: o.config, bots: o.bots, indices: chunk },
          });
          const mine: ShuffleResult[] = [];
          w.on('message', (m: { result?: ShuffleResult; done?: true }) => {
            if (m.result) {
              mine.push(m.result);
              onResult(m.result);
            } else if (m.done) resolve(mine);
          });
          w.once('error', reject);
        }),
    ),
  );
  return parts.flat();
}

/**
 * The journal: a header line naming the run (game, rules, deck, seed, bots), then one finished shuffle per
 * line. Shuffles already in it are not played again, so a long run survives being stopped.
 */
function openJournal(o: Options): { done: ShuffleResult[]; append: (r: ShuffleResult) => void } {
  if (o.journal === null) return { done: [], append: () => {} };
  const path = o.journal;
  const { deals: _deals, ...run } = o.config;
  const header = JSON.stringify({ journal: 'cardavia-arena/1', ...run, bots: o.bots });
  const done: ShuffleResult[] = [];
  if (existsSync(path)) {
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    if (lines.length > 0 && lines[0] !== header) throw new UsageError(`${path} is the journal of another run`);
    for (const line of lines.slice(1)) {
      try {
        done.push(JSON.parse(line) as ShuffleResult);
      } catch {
        // a line cut short by a stop: that shuffle is played again
      }
    }
    if (lines.length === 0) appendFileSync(path, header + '\n');
  } else appendFileSync(path, header + '\n');
  return { done, append: (r) => appendFileSync(path, JSON.stringify(r) + '\n') };
}

export async function arena(args: string[]): Promise<number> {
  const o = parseArgs(args);
  const { game, rules } = setup(o.config);
  let results: ShuffleResult[];
  let names: [string, string];
  if (o.external === null) {
    names = [o.bots[0]!, o.bots[1]!];
    const journal = openJournal(o);
    const done = new Map(journal.done.filter((r) => r.index < o.config.deals).map((r) => [r.index, r]));
    const todo = [...Array(o.config.deals).keys()].filter((i) => !done.has(i));
    const fresh =
      o.workers > 1
        ? await runWorkers(o, todo, journal.append)
        : await runInternal(o.config, o.bots, todo, journal.append);
    results = [...done.values(), ...fresh].sort((a, b) => a.index - b.index);
  } else {
    // One process per seat position the outside bot holds (BOTS.md): two at a four-seat game, two at a
    // three-seat game (where it holds one seat or two).
    const form = layouts(game);
    const positions = Math.max(...form.map((l) => l.filter((b) => b === 1).length));
    const outside = Array.from(
      { length: positions },
      (_, i) => new ExternalBot(o.external!, `outside bot (process ${i + 1})`, o.timeoutMs),
    );
    const notation = deckById(o.config.deck)!.suitSystem;
    try {
      const hello = { game: game.id, rules: game.rulesToJson(rules), deck: o.config.deck };
      for (const bot of outside) await bot.hello(hello);
      const own = arenaPlayer(o.config.game, o.bots[0]!);
      const players: Player[] = outside.map((bot) => ({
        name: bot.name,
        async act(turn: Turn) {
          const view = turn.view as {
            hand: number[];
            totals: readonly number[];
            talonCount?: number;
            trumpCard?: number | null;
          };
          const legal = turn.legal.map((a) => formatAction(game, notation, a)).sort();
          const answer = await bot.act(
            {
              deal: turn.deal,
              dealer: turn.dealer,
              seat: turn.seat,
              hand: view.hand.map((c) => formatCard(notation, c)),
              actions: actionsSeenBy(game, turn.seat, turn.moves, turn.actions),
              talon: view.talonCount ?? null,
              trumpCard:
                view.trumpCard !== undefined && view.trumpCard !== null ? formatCard(notation, view.trumpCard) : null,
              // The session's totals in the game's own shape (per seat, or per side in a game whose rules keep
              // them so): all zero, each deal standing alone in a session of its own.
              totals: view.totals,
              // The game's own fields (BOTS.md, its section), from its definition: no game is named here.
              ...game.botFields?.(turn.view, notation),
            },
            legal,
          );
          return turn.legal.find((a) => formatAction(game, notation, a) === answer)!;
        },
        dealEnd: (deal, record) => bot.send({ type: 'deal-end', deal, record }),
      }));
      // The outside bot's k-th seat (in seat order) is served by its k-th process.
      const playerFor = (bot: number, seat: Seat, play: number): Player => {
        if (bot === 0) return own;
        const mine = form[play]!.flatMap((b, s) => (b === 1 ? [s] : []));
        return players[mine.indexOf(seat)]!;
      };
      results = [];
      for (let i = 0; i < o.config.deals; i++) results.push(await playShuffle(o.config, i, playerFor));
      names = [o.bots[0]!, outside[0]!.name];
      for (const bot of outside) await bot.close();
    } catch (e) {
      for (const bot of outside) bot.kill();
      if (e instanceof BotForfeit) {
        process.stderr.write(`cardavia arena: forfeit: ${e.message}\n`);
        return 1;
      }
      throw e;
    }
  }
  if (o.records !== null) {
    const lines = results.flatMap((r) => (r.records ?? []).map((record) => JSON.stringify(record) + '\n'));
    writeFileSync(o.records, lines.join(''));
  }
  const summary = summarise(o.config, names, results);
  if (o.json) printJson(summary);
  else {
    const plays = layouts(game).length;
    const how = plays === 2 ? 'twice with the seats swapped' : `${plays} times, each bot alone at each seat`;
    const lines = [`${summary.game}: ${summary.deals} shuffles, each played ${how} (seed ${summary.seed})`];
    for (const b of summary.bots) {
      lines.push(
        `  ${b.name.padEnd(12)} mean score ${b.meanScore.toFixed(3).padStart(8)}   decision ms median ${b.decisionMs.median}, p95 ${b.decisionMs.p95}`,
      );
    }
    const d = summary.difference;
    lines.push(
      `  difference (${names[0]} − ${names[1]}) per shuffle: ${d.mean.toFixed(3)}, 95 % CI [${d.ci95[0].toFixed(3)}, ${d.ci95[1].toFixed(3)}]`,
    );
    process.stdout.write(lines.join('\n') + '\n');
  }
  return 0;
}
