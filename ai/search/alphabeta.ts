/**
 * The search kit's solver: fail-soft alpha-beta over a trick-taking game with every card known, with a
 * transposition table at trick boundaries (table.ts), each game supplying only its rules adapter
 * (`SearchRules`). The Schafkopf, Bohemian Schneider and Schnapsen solvers are such adapters
 * (ai/<game>/solver.ts).
 *
 * A search is a context object (`Search`), never module state: the table, the move lists, the node count and
 * the adapter's own per-ply rows all hang from it, so two searches share nothing they have not been given, and
 * one may run inside another (each worker thread makes its own).
 *
 * The adapter keeps its positions as plain numbers in typed arrays, one row per ply ("copy-make"): a move at
 * `ply` writes the row ply + 1 from the row ply and never changes the row ply, so nothing needs undoing and a
 * principal-variation re-search reuses the child's row. A node may rewrite its own row with an equivalent
 * position (Schafkopf's canonical relabelling of equivalent cards at a boundary).
 *
 * What the search asks of the adapter, for a position at `ply`:
 * - `leads(ply, best)` at a table node, `moves(ply, alpha, beta)` at any other: writes its moves into `moves`
 *   from `ply * MOVES`, best first (or with `scores`, for lazy selection); `best` is the table's stored best move,
 *   or -1. Returns how many. Two methods, as for `lead` and `play` below: each game's generator of one kind of
 *   node is called without a dispatch (a call fewer per node). `moves` may instead settle the position from the
 *   window, as `settle` would (its value in `value`, and -1 returned): a node within a trick then costs no
 *   `settle` call of its own.
 * - `lead(ply, move)` at a table node (a trick boundary: the leader's decision), `play(ply, move)` at any other
 *   node: write the child row and return what the move itself adds to the value (the card points of the trick it
 *   completes, or 0); the child is searched with the window shifted by it. Each also says what the child is, in
 *   `kind`: DONE with its `value` (the deal is over, a leaf's estimate), SETTLE (ask `settle` first), or its
 *   flags (TABLE, MAX, PVS, SELECT). Two methods, so that V8 inlines the small `lead` into the table node's
 *   loop: in the Schnapsen solver that call was a fifth of the time.
 * - `settle(ply, alpha, beta)`, for a root and for a child said to be SETTLE: a value without search (bounds
 *   that already settle the window), or NaN having set `kind` and, for a table node, `floor` and `ceiling`
 *   (bounds the value is known to lie in; -INF and INF when none).
 * - `bounds(ply, alpha, beta)`, for a table node said to be BOUNDS, once the table has not known it: as
 *   `settle`, bounds (`floor`, `ceiling`) or a value. For bounds that cost a search (Schafkopf's sure points):
 *   a stored entry already holds them, as the search that stored it began from them.
 * - `key(ply)` at a table node: sets the key (`k0`, `k1`, `k2`, `owner`) and `depth`, and returns a hash. The
 *   node count is checked against `nodeLimit` there (past it the search is `aborted`, its values void).
 *
 * The value is the maximising side's (the adapter says which side maximises at each node). Values may be
 * fractions (Bohemian Schneider's leaf estimates); principal-variation search needs integers (its null windows
 * are one unit wide). Nothing here knows a card: the adapters' masks are 32 bits over the dealt cards (the
 * three games' cards are codes 0..31 as they are; a pack with sixes or fives maps the at most 32 cards dealt to
 * dense indices 0..31 first, as Schafkopf's solver already relabels its cards).
 */
import { NO_BOUND, type TableOptions, TranspositionTable } from './table.js';

/** A local name for the table's "no bound", so that the class below names nothing imported (searchClassFor). */
const NONE = NO_BOUND;

/** `kind` flags. A node at a trick boundary whose value the table keeps. */
export const TABLE = 1;
/** The side to move maximises the value. */
export const MAX = 2;
/** Principal-variation search: the first move with the window, the others with null windows first. */
export const PVS = 4;
/** The moves come with `scores`; each next move is the best-scored left (so a cut-off sorts no further). */
export const SELECT = 8;
/** The position's value is known: `value` (the deal is over, or a leaf's estimate). */
export const DONE = 16;
/** Before searching the position, ask `settle` (bounds that depend on the window). */
export const SETTLE = 32;
/**
 * A table node whose bounds the adapter computes only when the table does not know the position: `bounds` is
 * asked after a miss (a stored entry of the same depth already holds them, as its search began from them).
 */
export const BOUNDS = 64;

/**
 * Beyond every value: the bounds of "no bound" and the start of a node's best value. A small integer rather
 * than Infinity, so that V8 keeps windows and values as small integers (Infinity is a heap number, boxed at
 * every recursive call it is passed to).
 */
export const INF = 1e9;

/** Moves a node may have at most, and plies a search may go at most. */
export const MOVES = 16;
export const MAX_PLY = 64;

/** What a game supplies: its rules, as seen by the search (see the file's header). */
export interface SearchRules {
  settle(ply: number, alpha: number, beta: number): number;
  key(ply: number): number;
  leads(ply: number, best: number): number;
  moves(ply: number, alpha: number, beta: number): number;
  play(ply: number, move: number): number;
  lead(ply: number, move: number): number;
  /** For a table node said to be BOUNDS, after a table miss: as `settle` at a table node (the header). */
  bounds?(ply: number, alpha: number, beta: number): number;
}

/** The table's size, replacement and layout (table.ts). */
export type SearchOptions = TableOptions;

export class Search<Rules extends SearchRules = SearchRules> {
  /** The game's adapter; set once, after both exist (each holds the other). */
  rules!: Rules;
  readonly table: TranspositionTable;
  /** Table nodes searched since construction (a deterministic measure of effort); adapters may count more. */
  nodes = 0;
  /** Past this many nodes the search gives up: `aborted` is set and the values it returns are void. */
  nodeLimit = Infinity;
  aborted = false;

  /** Set by `settle` and `play` (see the header). */
  kind = 0;
  value = 0;
  floor = -INF;
  ceiling = INF;
  /** Set by `key`. */
  k0 = 0;
  k1 = 0;
  k2 = 0;
  owner = 0;
  depth = 0;

  /** The move lists, MOVES per ply, and their scores for lazy selection. */
  readonly moves = new Int32Array(MAX_PLY * MOVES);
  readonly scores = new Int32Array(MAX_PLY * MOVES);

  /** The search over a table (its own: a search writes to it freely). */
  constructor(table: TranspositionTable) {
    this.table = table;
  }

  /**
   * The value of the position at `ply` (fail-soft: outside the window, a bound on the side it fails). The entry
   * of a search, for a root row the adapter has loaded: it is settled first.
   */
  search(ply: number, alpha: number, beta: number): number {
    const settled = this.rules.settle(ply, alpha, beta);
    return settled === settled ? settled : this.child(ply, alpha, beta, this.kind);
  }

  /** The value of the position `play` (or `lead`) has just made at `ply` (a root move's child, for instance). */
  played(ply: number, alpha: number, beta: number): number {
    const kind = this.kind;
    return (kind & DONE) !== 0 ? this.value : this.child(ply, alpha, beta, kind);
  }

  /** A child that `play` made, of the kind it said (not DONE): settled first if it asked to be. */
  private child(ply: number, alpha: number, beta: number, kind: number): number {
    if ((kind & SETTLE) !== 0) {
      const settled = this.rules.settle(ply, alpha, beta);
      if (settled === settled) return settled;
      kind = this.kind;
    }
    return (kind & TABLE) !== 0 ? this.boundary(ply, alpha, beta, kind) : this.expand(ply, alpha, beta, kind);
  }

  /**
   * A table node: its entry, its moves, and its entry again. The table is probed and written here rather than
   * through its methods: a call per probe cost the Schnapsen solver a fifth of its time (table.ts).
   */
  private boundary(ply: number, alpha: number, beta: number, kind: number): number {
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return 0;
    }
    let lower = this.floor;
    let upper = this.ceiling;
    let known = false;
    const t = this.table;
    const first = (this.rules.key(ply) & t.mask) << 1;
    const k0 = this.k0;
    const k1 = this.k1;
    const k2 = this.k2;
    const owner = this.owner;
    const depth = this.depth;
    const w = t.words;
    let entry = -1;
    let best = -1;
    let info = w[t.infoAt + first * t.infoStride]!;
    let k = t.keyAt + first * t.keyStride;
    if (info >>> 16 === owner && w[k] === k0 && w[k + 1] === k1 && w[k + 2] === k2) entry = first;
    else {
      info = w[t.infoAt + (first + 1) * t.infoStride]!;
      k = t.keyAt + (first + 1) * t.keyStride;
      if (info >>> 16 === owner && w[k] === k0 && w[k + 1] === k1 && w[k + 2] === k2) entry = first + 1;
    }
    if (entry >= 0) {
      best = (info & 0xff) - 1;
      const stored = (info >>> 8) & 0xff;
      if (stored >= depth) {
        const b = t.boundAt + entry * t.boundStride;
        const l = t.bounds[b]!;
        const u = t.bounds[b + 1]!;
        // An exact value is returned at once: narrowing the window to nothing would lose it (SOLVER-NOTES).
        if (l === u) return l;
        if (l >= beta) return l;
        if (u <= alpha) return u;
        if (l > alpha) alpha = l;
        if (u < beta) beta = u;
        // Bounds of the same depth are merged with what this search finds; deeper ones only narrowed it.
        if (stored === depth) {
          lower = l;
          upper = u;
          known = true;
        }
      }
    }
    if (!known && (kind & BOUNDS) !== 0) {
      // The adapter's bounds, which the table would have held had it known the position.
      const settled = this.rules.bounds!(ply, alpha, beta);
      if (settled === settled) return settled;
      lower = this.floor;
      upper = this.ceiling;
    }

    // The moves: the same loop as `expand`'s, written out here so that V8 inlines `lead` into it (a call fewer
    // per move, which the Schnapsen solver felt as a quarter of its time).
    const rules = this.rules;
    const max = (kind & MAX) !== 0;
    const n = rules.leads(ply, best);
    const base = ply * MOVES;
    const moves = this.moves;
    const pvs = (kind & PVS) !== 0;
    const select = (kind & SELECT) !== 0;
    const a0 = alpha;
    const b0 = beta;
    let value = max ? -INF : INF;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      if (select) this.selectNext(base, i, n);
      const m = moves[base + i]!;
      const gain = rules.lead(ply, m);
      const child = this.kind;
      let v: number;
      if ((child & DONE) !== 0) v = gain + this.value;
      else {
        // Principal-variation search: a move after the first is tried with a null window first, and searched
        // again with what is left of the window when it falls inside. One call site: V8 inlines what it may.
        // The same block stands in `boundary` and `expand` on purpose: as a method of its own, called by both,
        // it made the Schnapsen solver benchmark about a fifth slower (measured 2026-12-06).
        let lo = alpha;
        let hi = beta;
        let probe = pvs && i > 0;
        if (probe) {
          if (max) hi = alpha + 1;
          else lo = beta - 1;
        }
        for (;;) {
          // The child settled here if it asks to be, then searched as the kind it is: a call fewer per node.
          let k = child;
          let w = NaN;
          if ((k & SETTLE) !== 0) {
            w = rules.settle(ply + 1, lo - gain, hi - gain);
            k = this.kind;
          }
          if (w !== w)
            w =
              (k & TABLE) !== 0
                ? this.boundary(ply + 1, lo - gain, hi - gain, k)
                : this.expand(ply + 1, lo - gain, hi - gain, k);
          v = gain + w;
          if (!probe || v <= alpha || v >= beta) break;
          probe = false;
          if (max) {
            lo = v - 1;
            hi = beta;
          } else {
            lo = alpha;
            hi = v + 1;
          }
        }
      }
      if (max) {
        if (v > value) {
          value = v;
          bestMove = m;
          if (v > alpha) alpha = v;
        }
      } else if (v < value) {
        value = v;
        bestMove = m;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    if (this.aborted) return value;
    alpha = a0;
    beta = b0;
    if (value <= alpha) {
      if (value < upper) upper = value;
    } else if (value >= beta) {
      if (value > lower) lower = value;
    } else {
      lower = value;
      upper = value;
    }
    if (entry < 0) entry = t.place(first, owner, depth);
    k = t.keyAt + entry * t.keyStride;
    w[k] = k0;
    w[k + 1] = k1;
    w[k + 2] = k2;
    w[t.infoAt + entry * t.infoStride] = (owner << 16) | (depth << 8) | (bestMove + 1);
    // "No bound" (±INF) is kept as ±NO_BOUND, which a table of 16-bit integers holds (table.ts).
    const b = t.boundAt + entry * t.boundStride;
    t.bounds[b] = lower > -NONE ? lower : -NONE;
    t.bounds[b + 1] = upper < NONE ? upper : NONE;
    return value;
  }

  /**
   * An inner node's moves (within a trick), searched best first: the loop of `boundary` again, with `play` for
   * `lead`. Written twice on purpose: a loop calling one adapter method is one V8 can inline it into, and a
   * shared loop calling either cost the Schnapsen solver a fifth of its time.
   */
  private expand(ply: number, alpha: number, beta: number, kind: number): number {
    const rules = this.rules;
    const n = rules.moves(ply, alpha, beta);
    // No move to search: the adapter settled the position from the window (its value in `value`).
    if (n < 0) return this.value;
    if (n === 1) {
      // A single move (a forced card, or one class of equivalent cards): played at once, without a loop.
      const gain = rules.play(ply, this.moves[ply * MOVES]!);
      const after = this.kind;
      return gain + ((after & DONE) !== 0 ? this.value : this.child(ply + 1, alpha - gain, beta - gain, after));
    }
    const max = (kind & MAX) !== 0;
    const base = ply * MOVES;
    const moves = this.moves;
    const pvs = (kind & PVS) !== 0;
    const select = (kind & SELECT) !== 0;
    let value = max ? -INF : INF;
    for (let i = 0; i < n; i++) {
      if (select) this.selectNext(base, i, n);
      const gain = rules.play(ply, moves[base + i]!);
      const child = this.kind;
      let v: number;
      if ((child & DONE) !== 0) v = gain + this.value;
      else {
        // Principal-variation search: a move after the first is tried with a null window first, and searched
        // again with what is left of the window when it falls inside. One call site: V8 inlines what it may.
        // The same block stands in `boundary` and `expand` on purpose: as a method of its own, called by both,
        // it made the Schnapsen solver benchmark about a fifth slower (measured 2026-12-06).
        let lo = alpha;
        let hi = beta;
        let probe = pvs && i > 0;
        if (probe) {
          if (max) hi = alpha + 1;
          else lo = beta - 1;
        }
        for (;;) {
          // The child settled here if it asks to be, then searched as the kind it is: a call fewer per node.
          let k = child;
          let w = NaN;
          if ((k & SETTLE) !== 0) {
            w = rules.settle(ply + 1, lo - gain, hi - gain);
            k = this.kind;
          }
          if (w !== w)
            w =
              (k & TABLE) !== 0
                ? this.boundary(ply + 1, lo - gain, hi - gain, k)
                : this.expand(ply + 1, lo - gain, hi - gain, k);
          v = gain + w;
          if (!probe || v <= alpha || v >= beta) break;
          probe = false;
          if (max) {
            lo = v - 1;
            hi = beta;
          } else {
            lo = alpha;
            hi = v + 1;
          }
        }
      }
      if (max) {
        if (v > value) {
          value = v;
          if (v > alpha) alpha = v;
        }
      } else if (v < value) {
        value = v;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    return value;
  }

  /** Inserts a move into the ply's list (from `base`, `n` there already) by its score, highest first, ties in order. */
  insertMove(base: number, n: number, move: number, score: number): void {
    const moves = this.moves;
    const scores = this.scores;
    let i = n;
    while (i > 0 && scores[base + i - 1]! < score) {
      scores[base + i] = scores[base + i - 1]!;
      moves[base + i] = moves[base + i - 1]!;
      i--;
    }
    scores[base + i] = score;
    moves[base + i] = move;
  }

  /** Lazy selection: the best-scored of the moves i..n-1 (the first of equals) swapped into place i. */
  private selectNext(base: number, i: number, n: number): void {
    const moves = this.moves;
    const scores = this.scores;
    let j = i;
    let sj = scores[base + i]!;
    for (let t = i + 1; t < n; t++) {
      const st = scores[base + t]!;
      if (st > sj) {
        sj = st;
        j = t;
      }
    }
    if (j !== i) {
      const m = moves[base + j]!;
      moves[base + j] = moves[base + i]!;
      scores[base + j] = scores[base + i]!;
      moves[base + i] = m;
      scores[base + i] = sj;
    }
  }

  /** Whether the maximising side reaches `target` from the position at `ply`: one null-window search. */
  reaches(ply: number, target: number): boolean {
    return this.search(ply, target - 1, target) >= target;
  }
}

/**
 * An exact value by null-window probes, for a game whose values are few integers (Schnapsen's -3..-1, 1..3):
 * each probe asks "at least t?" and its fail-soft answer moves the bounds past every value it rules out. `probe`
 * searches with the window (alpha, beta); `gap` is a value that cannot occur (0 in Schnapsen), skipped. Returns
 * NaN if a probe was aborted.
 */
export function probeExact(
  search: Search,
  probe: (alpha: number, beta: number) => number,
  min: number,
  max: number,
  first: number,
  gap: number,
): number {
  let lo = min;
  let hi = max;
  let t = first;
  while (lo < hi) {
    const v = probe(t - 1, t);
    if (search.aborted) return NaN;
    if (v >= t) {
      lo = v;
      t = lo + 1;
      if (t === gap) t++;
    } else {
      hi = v;
      if (hi === gap) hi--;
      t = hi;
    }
  }
  return lo;
}

/**
 * The search class compiled again for one game and its table: the same source, a new function for V8, with its
 * own type feedback, and the table's layout (its mask, offsets and strides) written into it as numbers. The
 * search calls its game's rules at every node; with one class for every game, a process that plays several
 * (the server's AI workers, the decision benchmark) would make those calls polymorphic, which cost the
 * Schnapsen solver a seventh of its time after the other two games had run. The layout's fields, read from the
 * table at every probe, were a load each that the old solvers' module constants did not pay.
 */
const copies = new Map<string, typeof Search>();
const LAYOUT = ['mask', 'infoAt', 'infoStride', 'keyAt', 'keyStride', 'boundAt', 'boundStride'] as const;
export function searchClassFor(game: string, table: TranspositionTable): typeof Search {
  const name = `${game} ${LAYOUT.map((field) => table[field]).join(' ')}`;
  let copy = copies.get(name);
  if (copy === undefined) {
    // The class names only this module's own constants, which the copy receives by the same names; nothing
    // imported (a test runner renames imports), and its table comes from outside.
    const source = Search.toString().replace(
      new RegExp(`\\bt\\.(${LAYOUT.join('|')})\\b`, 'g'),
      (_, field: (typeof LAYOUT)[number]) => `(${table[field]})`,
    );
    copy = new Function(
      'NONE',
      'TABLE',
      'MAX',
      'PVS',
      'SELECT',
      'DONE',
      'SETTLE',
      'BOUNDS',
      'INF',
      'MOVES',
      'MAX_PLY',
      `return ${source}`,
    )(NONE, TABLE, MAX, PVS, SELECT, DONE, SETTLE, BOUNDS, INF, MOVES, MAX_PLY) as typeof Search;
    copies.set(name, copy);
  }
  return copy;
}

/**
 * A game's solver as its players see it: one search context with the game's rules, its node count, its node
 * limit and whether the last search was aborted. The games' solvers extend it with their own questions.
 */
export class SearchOwner<Rules extends SearchRules> {
  protected readonly search: Search<Rules>;
  protected readonly rules: Rules;

  /** `game` names the game's own copy of the search (searchClassFor). */
  constructor(game: string, options: SearchOptions, rules: (search: Search<Rules>) => Rules) {
    const table = new TranspositionTable(options);
    const SearchOfGame = searchClassFor(game, table);
    this.search = new SearchOfGame(table) as Search<Rules>;
    this.rules = rules(this.search);
    this.search.rules = this.rules;
  }

  /** Table nodes searched since construction (a deterministic measure of effort). */
  get nodes(): number {
    return this.search.nodes;
  }
  /** Past this many nodes a search gives up: `aborted` is set and the values it returns are void. */
  get nodeLimit(): number {
    return this.search.nodeLimit;
  }
  set nodeLimit(limit: number) {
    this.search.nodeLimit = limit;
  }
  get aborted(): boolean {
    return this.search.aborted;
  }
  set aborted(value: boolean) {
    this.search.aborted = value;
  }
}
