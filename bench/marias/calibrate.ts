/**
 * Benchmark (not a test): how much open cards flatter Mariáš's declarer, the readings strong's margins
 * (`margins` of ai/marias/budgets.ts) are fitted on; its windows sit at strong's own margins. Strong plays in all three seats (self-play).
 *
 * `open` (the first reading; base ruleset unless named): at the first lead, the open-cards value of the true deal
 * (the solver on the true hands, with the fleks made) is set against the value the deal ends with at the table
 * (MA-22 … MA-26, the declarer's side's units). Prints, per game, the deals, both means and the mean of open −
 * table with its 95 % interval.
 *
 *   node dist/bench/marias/calibrate.js [deals] [seed] [ruleset]
 *
 * `options` (base ruleset): strong's self-play record up to the first lead, and at each of its decisions that a
 * margin or a flek share settles, every option it weighed, read twice: the worlds' mean value (the very worlds,
 * node budget and question of strong's decision, what it compares with the margin) and the value it ends with at
 * the table when the deal is played on from that decision with that option forced (strong in all seats, the same
 * seeds; the seat's later steps of the same game forced too: `barva` and `hra` for the plain game, the claim of
 * a betl's or durch's discard). Values are the deciding seat's units as strong counts them: its score (MA-26) / 2,
 * so a declarer's value, a defender's −value / 2; dobra's worlds' value is 0, as strong takes it. The decisions
 * read: F's discard (the best plain hra's pair against betl's and durch's, margins `betl` and `durch`), F's claim (barva
 * against betl and durch, the same margin), taking over (betl or durch against dobra, `takeOver`), the game
 * (hra against sedma, sto, stosedm, `sedma` and `sto`) and the fleks (flek against dobra, by the share of
 * worlds the declarer wins, `flekDefender` and `flekDeclarer`). A betl's or durch's options are read only where the decision is close:
 * the option's worlds' value within ±WINDOW (default 15) units of the plain game's plus the margin (of dobra's 0
 * plus the margin when taking over); a defender's flek where the declarer wins at most half the worlds. One JSON
 * line per reading goes to standard output; `summary FILE…` pools such lines: per option, mean (worlds − table)
 * with its 95 % interval and N, and per decision the paired mean of (worlds' difference − table's difference)
 * between each option and the plain one: the margin that would make that decision right in expectation at the
 * table; per flek share, the mean table gain of raising.
 *
 *   [KINDS=discard,claim,take] [PICK=1] [WINDOW=15] node dist/bench/marias/calibrate.js options DEALS [seed] [from]
 *   node dist/bench/marias/calibrate.js summary FILE…
 */
import { readFileSync } from 'node:fs';
import { type Action, type Seat, actionArg } from '../../engine/action.js';
import { type Card, type Suit, RANK_8, RANK_ACE, RANK_UNTER, rankOf, suitOf } from '../../engine/cards.js';
import { type Mask, cardsOf, has, maskOf, union, without } from '../../engine/cardset.js';
import {
  type MariasRuleset,
  type MariasState,
  type MariasView,
  bidName,
  isDiscard,
  marias as G,
} from '../../engine/marias/index.js';
import { kingOf, oberOf, trumpSeven } from '../../engine/marias/cards.js';
import { isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import { seededRandom } from '../../engine/random.js';
import { mariasBots } from '../../ai/marias/index.js';
import { MARIAS_BUDGETS } from '../../ai/marias/budgets.js';
import { discardFor } from '../../ai/marias/easy.js';
import { type World, knowledgeOf } from '../../ai/marias/knowledge.js';
import {
  type GameOption as StrongOption,
  marginOf,
  optionValues as strongOptionValues,
  trumpDiscards,
  worldsOf,
} from '../../ai/marias/pimc.js';
import { positionOfState } from '../../ai/marias/position.js';
import { type OpenPosition, Solver, sharedSolver } from '../../ai/marias/solver.js';
import { applied, newDeal } from '../../ai/marias/testing.js';

const mode = process.argv[2] ?? '';
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Mean and 95 % interval (normal approximation), as text. */
function interval(xs: readonly number[]): string {
  const m = mean(xs);
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(xs.length);
  return `${m.toFixed(3)} [${(m - half).toFixed(3)}, ${(m + half).toFixed(3)}]`;
}

// ---------------------------------------------------------------------------------------------------------------
// The first reading: the true deal's open-cards value at the first lead against the table.

function readOpen(): void {
  const deals = Number(process.argv[2] ?? 100);
  const seed = process.argv[3] ?? 'marias-calibrate';
  const ruleset = (process.argv[4] ?? 'cardavia') as MariasRuleset;
  const random = seededRandom(`marias-calibrate/${seed}`);
  const solver = new Solver();
  const byGame = new Map<string, { open: number; table: number }[]>();
  for (let i = 0; i < deals; i++) {
    let s = newDeal(random, i % 3, ruleset);
    let open = NaN;
    for (let move = 0; G.toMove(s) !== null; move++) {
      if (s.stage === 'play' && s.tricks.length === 0 && s.table.length === 0 && open !== open) {
        open = solver.value(positionOfState(s));
      }
      const seat = G.toMove(s)!;
      s = applied(s, seat, mariasBots.strong(G.view(s, seat), G.legalActions(s), `${seed}/${i}/${move}`));
    }
    const o = G.outcome(s)!;
    if (open !== open) continue;
    const rows = byGame.get(o.contract) ?? [];
    rows.push({ open, table: o.value });
    byGame.set(o.contract, rows);
    if (process.env.PROGRESS) process.stderr.write(`${i}: ${o.contract} ${open} ${o.value}\n`);
  }
  for (const [game, rows] of [...byGame].sort((a, b) => b[1].length - a[1].length)) {
    const d = rows.map((r) => r.open - r.table);
    console.log(
      `${game}: ${rows.length} deals, open ${mean(rows.map((r) => r.open)).toFixed(3)}, table ${mean(rows.map((r) => r.table)).toFixed(3)}, open − table ${interval(d)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The options of strong's decisions: the worlds' value against the table's.

/** One option of a decision: its action, the seat's later steps forced with it, the worlds' value, the table's. */
interface OptionReading {
  readonly name: string;
  readonly worlds: number;
  table?: number;
}
/** One decision's readings. `kind`: discard, claim, take, declare, flek-defender, flek-declarer. */
interface Reading {
  readonly deal: number;
  readonly move: number;
  readonly kind: string;
  /** Strong's choice (the option's name). */
  readonly chosen: string;
  /** Flek decisions: the share of worlds the declarer wins. */
  readonly share?: number;
  readonly options: OptionReading[];
}

/** An option of a decision before play as strong weighs it: a game played by `declarer` from `handOf`'s hand. */
interface GameOption extends StrongOption {
  readonly name: string;
  /** The action at the decision, and the seat's later bids forced with it (by bid name). */
  readonly action: Action;
  readonly later: readonly string[];
}

const budget = MARIAS_BUDGETS.strong;

/**
 * Strong's own optionValues (pimc.ts) on the same worlds as its decision: drawn from the same seed
 * (`marias/${seed}`), the same count, the shared solver within the decision's node budget.
 */
function optionValues(
  v: MariasView,
  options: readonly StrongOption[],
  seed: string,
  declarer: Seat = v.seat,
  flek?: readonly number[],
  question: 'value' | 'wins' = 'value',
): number[] {
  const solver = sharedSolver();
  solver.budget = budget.nodeLimit;
  const worlds = worldsOf(v, budget.bidWorlds, seededRandom(`marias/${seed}`));
  const ask = question === 'value' ? (p: OpenPosition) => solver.value(p) : (p: OpenPosition) => solver.wins(p);
  return strongOptionValues(v, options, worlds, solver, budget.bidNodes, declarer, flek, ask);
}

function discardActionOf(legal: readonly Action[], pair: readonly Card[]): Action | undefined {
  return legal.find((x) => {
    if (!isDiscard(x)) return false;
    const [p, q] = argCards(2, actionArg(x));
    return (p === pair[0] && q === pair[1]) || (p === pair[1] && q === pair[0]);
  });
}

const bidOf = (legal: readonly Action[], name: string): Action | undefined => legal.find((a) => bidName(a) === name);
const fixedHand = (hand: Mask) => () => hand;

/** The deciding seat's value at the table: its score / 2 (a declarer's value, a defender's −value / 2). */
const tableValue = (s: MariasState, seat: Seat): number => G.outcome(s)!.scores[seat]! / 2;

/** Plays the deal on from `s` (strong in all seats, self-play's seeds), `seat`'s action and later bids forced. */
function playedOn(s: MariasState, seat: Seat, first: Action, later: readonly string[], tag: string, m: number) {
  s = applied(s, seat, first);
  for (let move = m + 1; G.toMove(s) !== null; move++) {
    const q = G.toMove(s)!;
    const legal = G.legalActions(s);
    const forced = q === seat ? later.map((b) => bidOf(legal, b)).find((a) => a !== undefined) : undefined;
    s = applied(s, q, forced ?? mariasBots.strong(G.view(s, q), legal, `${tag}/${move}`));
  }
  return tableValue(s, seat);
}

const WINDOW = Number(process.env.WINDOW ?? 15);
/** Strong's margins: a decision is read where it is close to the margin strong compares with. */
const MARGINS = MARIAS_BUDGETS.strong.margins;
/** KINDS=discard,claim,take: only those decisions read (the self-play record then stops before the fleks). */
const KINDS = process.env.KINDS ? process.env.KINDS.split(',') : null;
const stageKinds: Record<string, readonly string[]> = {
  discard: ['discard'],
  claim: ['claim', 'take'],
  declare: ['declare'],
  flek: ['flek-defender', 'flek-declarer'],
};

/** The options of a decision worth reading, with their worlds' values, or null. */
function optionsOf(
  v: MariasView,
  legal: readonly Action[],
  seed: string,
): { kind: string; options: (GameOption & { worlds: number })[]; share?: number; plain?: number } | null {
  const k = knowledgeOf(v);
  const names = legal.map((a) => bidName(a));
  const withValues = (opts: GameOption[], values: number[]) => opts.map((o, i) => ({ ...o, worlds: values[i]! }));
  if (v.ruleset !== 'cardavia') return null;
  if (legal.some(isDiscard)) {
    if (v.claim !== null) return null;
    // F's discard: the plain hra's pairs, a betl's and a durch's.
    const hand = k.mine;
    const cards = cardsOf(hand);
    const keep = v.trumpCard!;
    const trump = suitOf(keep);
    const opts: GameOption[] = [];
    for (const pair of trumpDiscards(hand, keep, trump)) {
      const action = discardActionOf(legal, pair);
      if (action === undefined) continue;
      const h = without(hand, maskOf(pair));
      opts.push({ name: 'hra', action, later: ['barva', 'hra'], handOf: fixedHand(h), contract: 'hra', trump });
    }
    for (const game of ['betl', 'durch'] as const) {
      const pair = discardFor(cards, [], game);
      const action = discardActionOf(legal, pair);
      if (action === undefined) continue;
      const h = without(hand, maskOf(pair));
      opts.push({ name: game, action, later: [game], handOf: fixedHand(h), contract: game, trump: -1 });
    }
    const all = withValues(opts, optionValues(v, opts, seed));
    const hras = all.filter((o) => o.name === 'hra');
    if (hras.length === 0) return null;
    const plain = hras.reduce((a, b) => (b.worlds > a.worlds ? b : a));
    if (process.env.DEBUG) process.stderr.write(`discard ${all.map((o) => `${o.name} ${o.worlds}`).join(', ')}\n`);
    const close = all.filter(
      (o) => o.name !== 'hra' && Math.abs(o.worlds - plain.worlds - marginOf(o.contract, MARGINS)) <= WINDOW,
    );
    return close.length === 0 ? null : { kind: 'discard', options: [plain, ...close] };
  }
  if (v.step === 'claim' && v.claim === null) {
    // F's own claim: barva's hra against betl and durch with the hand as laid.
    if (!names.includes('barva')) return null;
    const hand = k.mine;
    const trump = suitOf(v.trumpCard!);
    const opts: GameOption[] = [
      { name: 'hra', action: bidOf(legal, 'barva')!, later: ['hra'], handOf: fixedHand(hand), contract: 'hra', trump },
    ];
    for (const game of ['betl', 'durch'] as const) {
      const action = bidOf(legal, game);
      if (action !== undefined)
        opts.push({ name: game, action, later: [], handOf: fixedHand(hand), contract: game, trump: -1 });
    }
    const all = withValues(opts, optionValues(v, opts, seed));
    const plain = all[0]!;
    const close = all.filter(
      (o, i) => i > 0 && Math.abs(o.worlds - plain.worlds - marginOf(o.contract, MARGINS)) <= WINDOW,
    );
    return close.length === 0 ? null : { kind: 'claim', options: [plain, ...close] };
  }
  if (v.step === 'claim') {
    // Taking over: betl or durch with the talon picked up and laid again, against dobra (0).
    const dobra = bidOf(legal, 'dobra');
    if (dobra === undefined) return null;
    const games = (['durch', 'betl'] as const).filter((g) => names.includes(g));
    const opts: GameOption[] = games.map((game) => ({
      name: game,
      action: bidOf(legal, game)!,
      later: [],
      handOf: (w) => {
        const hand = union(k.mine, w.rest);
        return without(hand, maskOf(discardFor(cardsOf(hand), [], game)));
      },
      contract: game,
      trump: -1,
    }));
    const all = withValues(opts, optionValues(v, opts, seed));
    const close = all.filter((o) => Math.abs(o.worlds - MARGINS.takeOver) <= WINDOW);
    if (close.length === 0) return null;
    const stay: GameOption = { name: 'dobra', action: dobra, later: [], handOf: () => 0, contract: 'hra', trump: -1 };
    return { kind: 'take', options: [{ ...stay, worlds: 0 }, ...close] };
  }
  if (v.step === 'declare') {
    const hand = k.mine;
    const s = suitOf(v.trumpCard!);
    const marriages = ([0, 1, 2, 3] as Suit[]).filter((x) => has(hand, kingOf(x)) && has(hand, oberOf(x))).length;
    const seven = has(hand, trumpSeven(s));
    // As pimc.ts's chooseGame: sedma with the trump seven, sto with a marriage, stosedm with both.
    const held = { hra: true, sedma: seven, sto: marriages > 0, stosedm: seven && marriages > 0 };
    const games = (['hra', 'sedma', 'sto', 'stosedm'] as const).filter((g) => names.includes(g) && held[g]);
    if (games.length < 2 || games[0] !== 'hra') return null;
    const opts: GameOption[] = games.map((g) => ({
      name: g,
      action: bidOf(legal, g)!,
      later: [],
      handOf: fixedHand(hand),
      contract: g,
      trump: s,
    }));
    return { kind: 'declare', options: withValues(opts, optionValues(v, opts, seed)) };
  }
  if (v.step === 'flek') {
    const contract = v.contract!;
    const main = isTrumpGame(contract) ? 'hra' : contract;
    const flek = bidOf(legal, `flek-${main}`);
    const dobra = bidOf(legal, 'dobra');
    if (flek === undefined || dobra === undefined) return null;
    const declarer = v.declarer!;
    const option = { handOf: (w: World) => w.hands[declarer]!, contract, trump: (v.trump ?? -1) as Suit | -1 };
    const [share] = optionValues(v, [option], seed, declarer, v.flek, 'wins');
    if (share !== share) return null;
    const mine = v.seat === declarer;
    if (!mine && share! > 0.5) return null;
    const opt = (name: string, action: Action) => ({ ...option, name, action, later: [], worlds: NaN });
    return {
      kind: mine ? 'flek-declarer' : 'flek-defender',
      share,
      options: [opt('dobra', dobra), opt('flek', flek)],
    };
  }
  return null;
}

/** PICK=1: deals are read only for seats whose own cards look like a betl or a durch (see `picked`). */
const PICK = process.env.PICK === '1';
const SLACK = Number(process.env.SLACK ?? 1);

/**
 * The seats whose own dealt cards (F's twelve, the others' ten) look like a betl or a durch, on the seat's own
 * cards alone (so that the hidden cards stay as random as strong's worlds take them; only that seat's decisions
 * are read). A betl: each suit held has its Seven or Eight, and at most one Ober, King or Ace beyond the cards a
 * discard would lay (F's two). A durch: at most one card beyond those a discard would lay that is not in an
 * unbroken run from its suit's Ace.
 */
function picked(s: MariasState): Seat[] {
  const f = (s.dealer + 1) % 3;
  return ([0, 1, 2] as Seat[]).filter((q) => {
    const cards = cardsOf(q === f ? union(s.hands[q]!, s.stock) : s.hands[q]!);
    const extra = cards.length - 10;
    const suits = [0, 1, 2, 3].map((x) => cards.filter((c) => suitOf(c) === x).map((c) => rankOf(c) as number));
    const low = suits.every((rs) => rs.length === 0 || rs.some((r) => r <= RANK_8));
    const high = cards.filter((c) => rankOf(c) > RANK_UNTER).length;
    const losers = suits.reduce((n, rs) => {
      let run = 0;
      while (rs.includes(RANK_ACE - run)) run++;
      return n + rs.length - run;
    }, 0);
    return (low && high - extra <= SLACK) || losers - extra <= SLACK;
  });
}

function readOptions(): void {
  const deals = Number(process.argv[3] ?? 20);
  const seed = process.argv[4] ?? 'marias-fit';
  const from = Number(process.argv[5] ?? 0);
  const random = seededRandom(`marias-calibrate/${seed}`);
  for (let i = 0; i < from + deals; i++) {
    let s = newDeal(random, i % 3, 'cardavia');
    if (i < from) continue;
    const seats = PICK ? picked(s) : [0, 1, 2];
    if (seats.length === 0) continue;
    // Strong's own record up to the first lead; each decision read on the way.
    const last = KINDS === null || KINDS.some((x) => x.startsWith('flek')) ? 'play' : 'flek';
    for (let move = 0; G.toMove(s) !== null && s.stage !== 'play' && s.stage !== last; move++) {
      const seat = G.toMove(s)!;
      const legal = G.legalActions(s);
      const v = G.view(s, seat);
      const tag = `${seed}/${i}/${move}`;
      const action = mariasBots.strong(v, legal, tag);
      const wanted =
        legal.length > 1 &&
        seats.includes(seat) &&
        (KINDS === null || KINDS.some((x) => stageKinds[s.stage]?.includes(x)));
      const found = wanted ? optionsOf(v, legal, tag) : null;
      if (found !== null) {
        const chosen = found.options.find((o) => o.action === action)?.name ?? 'other';
        const reading: Reading = {
          deal: i,
          move,
          kind: found.kind,
          chosen,
          ...(found.share === undefined ? {} : { share: found.share }),
          options: found.options.map((o) => ({
            name: o.name,
            worlds: o.worlds,
            table: playedOn(s, seat, o.action, o.later, `${seed}/${i}`, move),
          })),
        };
        console.log(JSON.stringify(reading));
      }
      s = applied(s, seat, action);
    }
    if (process.env.PROGRESS) process.stderr.write(`${i}\n`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The readings pooled.

function summary(files: readonly string[]): void {
  const readings: Reading[] = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Reading),
  );
  const kinds = [...new Set(readings.map((r) => r.kind))];
  console.log(`${readings.length} decisions read`);
  for (const kind of kinds) {
    const rs = readings.filter((r) => r.kind === kind);
    if (kind.startsWith('flek')) {
      console.log(`${kind}: ${rs.length} decisions (table gain of flek over dobra, the seat's units, by share)`);
      const shares = [...new Set(rs.map((r) => r.share!))].sort((a, b) => a - b);
      for (const share of shares) {
        const gains = rs
          .filter((r) => r.share === share)
          .map(
            (r) => r.options.find((o) => o.name === 'flek')!.table! - r.options.find((o) => o.name === 'dobra')!.table!,
          );
        console.log(`  share ${share.toFixed(2)}: N ${gains.length}, gain ${interval(gains)}`);
      }
      continue;
    }
    console.log(`${kind}: ${rs.length} decisions`);
    const names = [...new Set(rs.flatMap((r) => r.options.map((o) => o.name)))];
    for (const name of names) {
      const os = rs.flatMap((r) => r.options.filter((o) => o.name === name));
      console.log(
        `  ${name}: N ${os.length}, worlds ${mean(os.map((o) => o.worlds)).toFixed(3)}, table ${mean(os.map((o) => o.table!)).toFixed(3)}, worlds − table ${interval(os.map((o) => o.worlds - o.table!))}`,
      );
    }
    const plain = kind === 'take' ? 'dobra' : 'hra';
    for (const name of names.filter((n) => n !== plain)) {
      const pairs = rs.filter((r) => r.options.some((o) => o.name === name) && r.options.some((o) => o.name === plain));
      const d = pairs.map((r) => {
        const a = r.options.find((o) => o.name === name)!;
        const b = r.options.find((o) => o.name === plain)!;
        return a.worlds - b.worlds - (a.table! - b.table!);
      });
      const gain = pairs.map((r) => {
        const a = r.options.find((o) => o.name === name)!;
        const b = r.options.find((o) => o.name === plain)!;
        return a.table! - b.table!;
      });
      const chose = pairs.filter((r) => r.chosen === name).length;
      console.log(
        `  ${name} over ${plain}: N ${pairs.length} (strong chose it ${chose}), table gain ${interval(gain)}, (worlds − table) of the difference ${interval(d)}`,
      );
    }
  }
}

if (mode === 'options') readOptions();
else if (mode === 'summary') summary(process.argv.slice(3));
else readOpen();
