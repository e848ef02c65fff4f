/**
 * Benchmark (not a test): where a Schnapsen player's decisions part from open-cards play, by kind of decision
 * (issue 34's diagnosis; docs/ai.md "Where the Schnapsen margin is").
 *
 * Players A and B play duplicate deals as in bots.ts (each shuffle twice, seats swapped). At every decision with
 * two or more legal actions the solver on the true deal (both hands and the talon's order) values each legal
 * action; the decision's regret is the best value minus the value of the action taken, in game points. A lead
 * that may exchange, close or announce splits its regret in two: the part from the kind of action (a card, the
 * exchange, the closing, a marriage: the best of the kind taken against the best of all) and the part from the
 * card within the kind. The regrets are summed per kind and divided by the seat-deals each player played, so a
 * kind's figure is in game points a deal, like the match's difference; they do not add up to it exactly (a
 * later decision is judged from wherever the earlier ones led, and either player's error may be given back).
 *
 *   node dist/bench/schnapsen/diagnose.js A B [shuffles] [seed] [alt] [open|first]
 *
 * A and B: easy, normal, strong, oracle. For the searching levels it also counts the decisions the easy
 * player's rules took (the first world overran its node budget) and what they cost. `alt`, a SearchBudget as
 * JSON, is searched at each of A's decisions where A fell back, on the same view and seed, and its regret
 * printed beside A's: what that budget would have recovered there (it does not change the play); with `open`,
 * at every decision of A's while the talon is open, by trick; with `first`, at every decision of A's at the
 * deal's first trick, by kind (the lead, the answer); with `kinds`, at every decision of A's while the talon is
 * open, by trick and kind. With `first` and `kinds` `alt` may also be a JSON array of budgets (each searched at the
 * same decisions), "easy" standing for the easy player's rules. The first trick's regrets are
 * also listed on their own (`first trick: …`), and SCHNAPSEN_DIAGNOSE_SHOW=N prints A's first N first-trick
 * decisions that have a regret, with the open-cards value of each legal action.
 */
import type { Action, Seat } from '../../engine/action.js';
import { RANK_KING, cardOf, formatCard } from '../../engine/cards.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import {
  CLOSE,
  EXCHANGE,
  STOCK_SIZE,
  type SchnapsenState,
  isMarry,
  marriedSuit,
  schnapsen as G,
} from '../../engine/schnapsen/index.js';
import { SCHNAPSEN_BUDGETS, schnapsenBots, schnapsenOracle } from '../../ai/schnapsen/index.js';
import { type SearchBudget, searchDecision } from '../../ai/schnapsen/pimc.js';
import { Solver } from '../../ai/schnapsen/solver.js';

type Decide = (s: SchnapsenState, seed: string) => { action: Action; samples: number };

function player(name: string): Decide {
  if (name === 'oracle') return (s) => ({ action: schnapsenOracle.act(s), samples: -1 });
  if (name === 'easy')
    return (s, seed) => ({ action: schnapsenBots.easy(G.view(s, G.toMove(s)!), G.legalActions(s), seed), samples: -1 });
  const budget = SCHNAPSEN_BUDGETS[name as 'normal' | 'strong'];
  if (!budget) throw new Error(`unknown player ${name}`);
  return (s, seed) => searchDecision(G.view(s, G.toMove(s)!), G.legalActions(s), seed, budget);
}

const [nameA = 'strong', nameB = 'normal'] = process.argv.slice(2, 4);
const shuffles = Number(process.argv[4] ?? 200);
const seed = process.argv[5] ?? 'diagnose34';
/** Where `alt` is searched: at A's fallbacks only, at every decision of A's while the talon is open, or at its first trick. */
const altWhere = process.argv[7] ?? 'fallbacks';
const altEverywhere = altWhere === 'open';
const altFirst = altWhere === 'first';
const altKinds = altWhere === 'kinds';
type Alt = SearchBudget | 'easy';
const altArg = process.argv[6] ? (JSON.parse(process.argv[6]) as Alt | Alt[]) : null;
const alts: Alt[] = altArg === null ? [] : Array.isArray(altArg) ? altArg : [altArg];
const alt: SearchBudget | null = altArg !== null && !altFirst && !altKinds ? (altArg as SearchBudget) : null;
const show = Number(process.env.SCHNAPSEN_DIAGNOSE_SHOW ?? 0);
/** An alternative's choice at a decision of A's, and the worlds it searched (-1: the easy rules). */
function altDecision(
  a: Alt,
  s: SchnapsenState,
  seat: Seat,
  legal: readonly Action[],
  tag: string,
): { action: Action; samples: number } {
  if (a === 'easy') return { action: schnapsenBots.easy(G.view(s, seat), legal, tag), samples: -1 };
  return searchDecision(G.view(s, seat), legal, tag, a);
}
const names = [nameA, nameB];
const deciders = names.map(player);
const exact = new Solver(20);

type Kind = 'card' | 'exchange' | 'close' | 'marry';
const kindOf = (a: Action): Kind =>
  a === EXCHANGE ? 'exchange' : a === CLOSE ? 'close' : isMarry(a) ? 'marry' : 'card';

interface Row {
  n: number;
  errors: number;
  regret: number;
}
/** Per player: regret rows by label. */
const rows = names.map(() => new Map<string, Row>());
const add = (p: number, label: string, regret: number, count = true): void => {
  const m = rows[p]!;
  const r = m.get(label) ?? { n: 0, errors: 0, regret: 0 };
  if (count) r.n++;
  if (regret > 1e-9) {
    r.errors++;
    r.regret += regret;
  }
  m.set(label, r);
};
/** Player A's fallbacks: count and regret, and the alternative budget's regret at the same decisions. */
const fallback = { n: 0, errors: 0, regret: 0, altErrors: 0, altRegret: 0, altSamples: 0, byTrick: [0, 0, 0, 0, 0, 0] };
/** Player A's worlds searched, by trick of the open talon (sum, decisions). */
const worlds = Array.from({ length: 6 }, () => ({ sum: 0, n: 0, fell: 0 }));
/** With `alt` searched at every open-talon decision of A's: A's regret and alt's there, by trick. */
const altByTrick = Array.from({ length: 6 }, () => ({ n: 0, regret: 0, altRegret: 0, altSamples: 0 }));
/** At A's first-trick decisions (with `kinds`, every one of the open talon), by kind (lead, answer): A's regret and each alternative's. */
const firstKinds = new Map<string, { n: number; regret: number; alt: number[]; altSamples: number[] }>();
let shown = 0;
const name = (a: Action): string =>
  a === CLOSE
    ? 'close'
    : a === EXCHANGE
      ? 'exchange'
      : isMarry(a)
        ? `marry ${formatCard('german', cardOf(marriedSuit(a), RANK_KING))}`
        : formatCard('german', a);
interface Closing {
  trick: number;
  own: number;
  opp: number;
  value: number;
  best: number;
  playOn: number;
}
const closings: Closing[][] = names.map(() => []);
const nets = [0, 0];
const diffs: number[] = [];

const phaseOf = (s: SchnapsenState): string =>
  s.closedBy !== null
    ? s.closedBy === G.toMove(s)
      ? 'closed by me'
      : 'closed by opp'
    : s.drawn >= STOCK_SIZE
      ? 'exhausted'
      : 'open';

function judge(
  p: number,
  s: SchnapsenState,
  legal: readonly Action[],
  action: Action,
  samples: number,
  tag: string,
): void {
  const seat = G.toMove(s)! as Seat;
  exact.nodeLimit = Infinity;
  const values = exact.actionValues(s, seat, legal);
  const best = Math.max(...values);
  const taken = values[legal.indexOf(action)]!;
  const trick = s.tricks.length;
  const phase = trick === 0 ? 'first trick' : phaseOf(s);
  if (s.led >= 0) add(p, `${phase}: follow`, best - taken);
  else if (s.announced >= 0) add(p, `${phase}: marriage's card`, best - taken);
  else {
    const kinds = new Set(legal.map(kindOf));
    const bestOf = (k: Kind): number => Math.max(...legal.map((a, i) => (kindOf(a) === k ? values[i]! : -Infinity)));
    const chosen = kindOf(action);
    const typeRegret = best - bestOf(chosen);
    if (kinds.size > 1) {
      // Which kind was best (the closing first, then the exchange, a marriage, a card), and the choice of kind.
      const bestKind = (['close', 'exchange', 'marry', 'card'] as const).find(
        (k) => kinds.has(k) && bestOf(k) > best - 1e-9,
      )!;
      for (const k of kinds) if (k !== 'card') add(p, `${phase}: ${k} available`, 0);
      add(p, `${phase}: ${chosen} taken`, 0);
      if (typeRegret > 1e-9) add(p, `${phase}: ${chosen} instead of ${bestKind}`, typeRegret);
    }
    if (chosen === 'card') add(p, `${phase}: lead card`, best - taken - typeRegret);
    else if (chosen === 'marry' && legal.filter(isMarry).length > 1)
      add(p, `${phase}: marriage's suit`, best - taken - typeRegret);
    if (action === CLOSE) {
      const own = s.cardPoints[seat]! + (s.trickCounts[seat]! > 0 ? s.marriagePoints[seat]! : 0);
      const opp = s.cardPoints[1 - seat]! + (s.trickCounts[1 - seat]! > 0 ? s.marriagePoints[1 - seat]! : 0);
      closings[p]!.push({
        trick,
        own,
        opp,
        value: taken,
        best,
        playOn: Math.max(bestOf('card'), kinds.has('marry') ? bestOf('marry') : -9),
      });
    }
  }
  if (s.drawn < STOCK_SIZE && s.closedBy === null) add(p, `open, by trick: ${trick + 1}`, best - taken);
  if (p === 0 && samples >= 0 && s.closedBy === null && s.drawn < STOCK_SIZE) {
    const w = worlds[Math.min(trick, 5)]!;
    w.n++;
    w.sum += samples;
    if (samples === 0) w.fell++;
  }
  const open = s.closedBy === null && s.drawn < STOCK_SIZE;
  if (p === 0 && (trick === 0 || (altKinds && open))) {
    const kind = `${altKinds ? `trick ${trick + 1}, ` : ''}${s.led >= 0 ? 'answer' : 'lead'}`;
    const f = firstKinds.get(kind) ?? { n: 0, regret: 0, alt: alts.map(() => 0), altSamples: alts.map(() => 0) };
    f.n++;
    f.regret += best - taken;
    if (altFirst || altKinds)
      alts.forEach((a, i) => {
        const d = altDecision(a, s, seat, legal, tag);
        f.alt[i]! += best - values[legal.indexOf(d.action)]!;
        f.altSamples[i]! += d.samples;
      });
    firstKinds.set(kind, f);
    if (trick === 0 && shown < show && best - taken > 1e-9) {
      shown++;
      const hand = G.view(s, seat)
        .hand.map((c) => formatCard('german', c))
        .join(' ');
      console.log(
        `  ${tag} ${kind}: trump card ${formatCard('german', s.turned)}, hand ${hand}` +
          (s.led >= 0 ? `, led ${formatCard('german', s.led)}` : '') +
          `, took ${name(action)}; ${legal.map((a, i) => `${name(a)} ${values[i]}`).join(', ')}`,
      );
    }
  }
  if (p === 0 && alt && altEverywhere && s.closedBy === null && s.drawn < STOCK_SIZE) {
    const d = searchDecision(G.view(s, seat), legal, tag, alt);
    const a = altByTrick[Math.min(trick, 5)]!;
    a.n++;
    a.regret += best - taken;
    a.altRegret += best - values[legal.indexOf(d.action)]!;
    a.altSamples += d.samples;
  }
  if (p === 0 && samples === 0) {
    fallback.n++;
    fallback.byTrick[Math.min(trick, 5)]!++;
    if (best - taken > 1e-9) {
      fallback.errors++;
      fallback.regret += best - taken;
    }
    if (alt && altWhere === 'fallbacks') {
      const d = searchDecision(G.view(s, seat), legal, tag, alt);
      fallback.altSamples += d.samples;
      const r = best - values[legal.indexOf(d.action)]!;
      if (r > 1e-9) {
        fallback.altErrors++;
        fallback.altRegret += r;
      }
    }
  }
}

/** One deal with players[seat] = index into deciders; returns the net game points of seat 0. */
function playDeal(cards: readonly number[], dealer: number, order: readonly number[], tag: string): number {
  let s = G.deal(G.newSession(G.defaultRules, dealer), cards);
  let move = 0;
  while (s.end === null) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const p = order[seat]!;
    const moveTag = `${tag}/${seat}/${move++}`;
    const { action, samples } = deciders[p]!(s, moveTag);
    if (legal.length > 1) judge(p, s, legal, action, samples, moveTag);
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(`${tag}: ${r.error.message}`);
    s = r.value;
  }
  const o = G.outcome(s)!;
  return o.gamePoints[0]! - o.gamePoints[1]!;
}

for (let i = 0; i < shuffles; i++) {
  const cards = shuffle(G.pack(G.defaultRules), seededRandom(`${seed}/${i}`));
  const first = playDeal(cards, i & 1, [0, 1], `${seed}/${i}/a`);
  const second = -playDeal(cards, i & 1, [1, 0], `${seed}/${i}/b`);
  nets[0]! += first + second;
  diffs.push((first + second) / 2);
}

const seatDeals = 2 * shuffles;
const mean = diffs.reduce((x, y) => x + y, 0) / shuffles;
const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, shuffles - 1));
const half = (1.96 * sd) / Math.sqrt(shuffles);
console.log(
  `${nameA} v ${nameB}, ${shuffles} shuffles played both ways (seed ${seed}): ${nameA} minus ${nameB} ` +
    `${mean.toFixed(3)} [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}] game points a deal`,
);
console.log(
  `regret against open cards, game points per seat-deal (${seatDeals} each); decisions per 100 seat-deals, share with a regret:`,
);
const labels = [...new Set([...rows[0]!.keys(), ...rows[1]!.keys()])].sort();
const cell = (r: Row | undefined): string =>
  r === undefined
    ? '-'
    : `${((100 * r.n) / seatDeals).toFixed(1)} dec, ${r.n > 0 ? ((100 * r.errors) / r.n).toFixed(0) : '0'} % wrong, ${(r.regret / seatDeals).toFixed(4)}`;
for (const l of labels)
  console.log(`  ${l.padEnd(40)} ${nameA}: ${cell(rows[0]!.get(l)).padEnd(34)} ${nameB}: ${cell(rows[1]!.get(l))}`);
const total = (p: number): number =>
  [...rows[p]!.entries()].filter(([l]) => !l.includes('by trick')).reduce((x, [, r]) => x + r.regret, 0);
console.log(
  `  total regret a seat-deal: ${nameA} ${(total(0) / seatDeals).toFixed(3)}, ${nameB} ${(total(1) / seatDeals).toFixed(3)}`,
);
console.log(
  `${nameA}'s worlds by trick of the open talon (mean worlds, share of decisions by the easy rules): ` +
    worlds
      .map(
        (w, t) =>
          `trick ${t + 1}: ${w.n > 0 ? (w.sum / w.n).toFixed(1) : '-'}, ${w.n > 0 ? ((100 * w.fell) / w.n).toFixed(0) : '-'} %`,
      )
      .join('; '),
);
if (fallback.n > 0 || nameA !== 'oracle')
  console.log(
    `${nameA}'s fallbacks to the easy rules: ${fallback.n} decisions (${((100 * fallback.n) / seatDeals).toFixed(1)} per 100 seat-deals; by trick ${fallback.byTrick.join('/')}), ` +
      `${fallback.errors} with a regret, ${(fallback.regret / seatDeals).toFixed(4)} a seat-deal` +
      (alt
        ? `; ${JSON.stringify(alt)} there: ${fallback.altErrors} with a regret, ${(fallback.altRegret / seatDeals).toFixed(4)} a seat-deal, ${(fallback.altSamples / Math.max(1, fallback.n)).toFixed(1)} worlds a decision`
        : ''),
  );
if (alt && altEverywhere)
  console.log(
    `${nameA} and ${JSON.stringify(alt)} at ${nameA}'s decisions of the open talon, regret a seat-deal by trick: ` +
      altByTrick
        .filter((a) => a.n > 0)
        .map(
          (a, t) =>
            `trick ${t + 1} (${a.n} decisions, ${(a.altSamples / a.n).toFixed(1)} worlds): ${(a.regret / seatDeals).toFixed(4)} and ${(a.altRegret / seatDeals).toFixed(4)}`,
        )
        .join('; '),
  );
for (const [kind, f] of [...firstKinds].sort())
  console.log(
    `${nameA}'s ${altKinds ? '' : 'first trick, '}${kind}: ${f.n} decisions, regret ${(f.regret / seatDeals).toFixed(4)} a seat-deal` +
      alts
        .map(
          (a, i) =>
            `; ${JSON.stringify(a)} ${(f.alt[i]! / seatDeals).toFixed(4)}` +
            (a === 'easy' ? '' : ` (${(f.altSamples[i]! / f.n).toFixed(1)} worlds)`),
        )
        .join(''),
  );
for (const p of [0, 1]) {
  const c = closings[p]!;
  if (c.length === 0) continue;
  const wrong = c.filter((x) => x.value < x.best - 1e-9);
  const byTrick = [0, 1, 2, 3, 4].map((t) => c.filter((x) => x.trick === t).length);
  console.log(
    `${names[p]}'s closings: ${c.length} (${((100 * c.length) / seatDeals).toFixed(1)} per 100 seat-deals; at trick 1-5: ${byTrick.join('/')}), ` +
      `mean own points ${(c.reduce((x, y) => x + y.own, 0) / c.length).toFixed(1)}, opponent's ${(c.reduce((x, y) => x + y.opp, 0) / c.length).toFixed(1)}; ` +
      `open-cards value ${(c.reduce((x, y) => x + y.value, 0) / c.length).toFixed(2)} (playing on ${(c.reduce((x, y) => x + y.playOn, 0) / c.length).toFixed(2)}), ` +
      `${wrong.length} worse than the best, ${c.filter((x) => x.value < 0).length} lost with open cards`,
  );
}
