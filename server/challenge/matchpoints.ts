/**
 * Duplicate scoring against the field (docs/challenge.md, "Matchpoints"): each result on a deal is compared
 * with every other result on the same deal, 2 matchpoints for each one it beats and 1 for each it ties, and
 * shown as a percentage of the top (2 for each other result). A day's score is the mean of the percentages of
 * the deals one has played. Pure: no I/O, no clock, no state.
 */

/** One person's result on a deal: what his seat scored (higher is better), in the game's own units. */
export interface DealResult<Id> {
  readonly id: Id;
  readonly score: number;
}

/** A deal's matchpoints and the top they are out of (2 for each other result on the deal; 0 for a field of one). */
export interface Mark {
  readonly matchpoints: number;
  readonly top: number;
}

export interface DealStanding<Id> extends Mark {
  readonly id: Id;
  readonly score: number;
  /** 100 · matchpoints / top, and 50 (the average) for a field of one. */
  readonly percentage: number;
  /** 1 + the number of strictly better results: equal results share a rank. */
  readonly rank: number;
}

/** Matchpoints for beating one result, and for tying one. */
export const BEAT = 2;
export const TIE = 1;

/** A mark as a percentage: 50 when there was nobody to compare with. */
export const percentageOf = (mark: Mark): number => (mark.top === 0 ? 50 : (100 * mark.matchpoints) / mark.top);

/**
 * Ranks with ties ("1224"): each item's rank is 1 + the number of items strictly better than it, by
 * `compare` (negative when a is better than b). Returned in the items' order.
 */
export function competitionRanks<T>(items: readonly T[], compare: (a: T, b: T) => number): number[] {
  const order = items.map((_, i) => i).sort((a, b) => compare(items[a]!, items[b]!));
  const ranks = new Array<number>(items.length);
  order.forEach((index, position) => {
    const previous = order[position - 1];
    ranks[index] =
      previous !== undefined && compare(items[previous]!, items[index]!) === 0 ? ranks[previous]! : position + 1;
  });
  return ranks;
}

/** Every result of one deal scored against all the others, in the order given. */
export function scoreDeal<Id>(results: readonly DealResult<Id>[]): DealStanding<Id>[] {
  for (const r of results) {
    if (!Number.isFinite(r.score)) throw new RangeError(`a deal's score is a finite number, not ${r.score}`);
  }
  const sorted = results.map((r) => r.score).sort((a, b) => a - b);
  /** How many results are strictly below `score` (the first index holding it or more). */
  const below = (score: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < score) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const top = BEAT * (results.length - 1);
  return results.map(({ id, score }) => {
    const worse = below(score);
    let same = 0; // the results equal to this one, itself included
    while (sorted[worse + same] === score) same++;
    const matchpoints = BEAT * worse + TIE * (same - 1);
    const rank = sorted.length - worse - same + 1;
    return { id, score, matchpoints, top, percentage: percentageOf({ matchpoints, top }), rank };
  });
}

/** One person's day: the marks of the deals he has played (of the day's deals, in any order). */
export interface DayEntry<Id> {
  readonly id: Id;
  readonly marks: readonly Mark[];
}

export interface DayStanding<Id> {
  readonly id: Id;
  /** How many deals the percentage is the mean of. */
  readonly deals: number;
  /** The mean of the deals' percentages. */
  readonly percentage: number;
  /** Equal percentages (exactly equal, as fractions) share a rank. */
  readonly rank: number;
}

/** An exact fraction: a day's percentages are compared as fractions, so that ties are exact ties. */
interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const d = gcd(num, den) || 1n;
  return { num: num / d, den: den / d };
}

/** A mark as a fraction of its top (1/2 for a field of one). */
const share = (m: Mark): Fraction => {
  if (!Number.isInteger(m.matchpoints) || !Number.isInteger(m.top) || m.matchpoints < 0 || m.matchpoints > m.top) {
    throw new RangeError(`a mark is whole matchpoints out of a whole top, not ${JSON.stringify(m)}`);
  }
  return m.top === 0 ? { num: 1n, den: 2n } : { num: BigInt(m.matchpoints), den: BigInt(m.top) };
};

/**
 * A day's standings: each person's mean percentage over the deals he has played, best first, ranks shared by
 * exactly equal means (in the input's order among equals). A person with no deal played is not ranked.
 */
export function scoreDay<Id>(entries: readonly DayEntry<Id>[]): DayStanding<Id>[] {
  const played = entries.filter((e) => e.marks.length > 0);
  const means = played.map((e) => {
    const total = e.marks.map(share).reduce(add, { num: 0n, den: 1n });
    return { num: total.num, den: total.den * BigInt(e.marks.length) };
  });
  const compare = (a: number, b: number): number => {
    const x = means[a]!.num * means[b]!.den;
    const y = means[b]!.num * means[a]!.den;
    return x > y ? -1 : x < y ? 1 : 0;
  };
  const indices = played.map((_, i) => i);
  const ranks = competitionRanks(indices, compare);
  return indices
    .map((i) => ({
      id: played[i]!.id,
      deals: played[i]!.marks.length,
      percentage: (100 * Number(means[i]!.num)) / Number(means[i]!.den),
      rank: ranks[i]!,
    }))
    .sort((a, b) => a.rank - b.rank);
}

/**
 * A whole day from its deals' fields: `deals[k]` holds every result on deal k (whoever has finished it). Each
 * deal is scored against its own field, then each person's marks are averaged (`scoreDay`).
 */
export function scoreChallenge<Id>(deals: readonly (readonly DealResult<Id>[])[]): DayStanding<Id>[] {
  const marks = new Map<Id, Mark[]>();
  for (const field of deals) {
    for (const s of scoreDeal(field)) {
      const mine = marks.get(s.id) ?? [];
      if (mine.length === 0) marks.set(s.id, mine);
      mine.push({ matchpoints: s.matchpoints, top: s.top });
    }
  }
  return scoreDay([...marks].map(([id, m]) => ({ id, marks: m })));
}
