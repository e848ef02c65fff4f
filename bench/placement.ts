/**
 * The tally of the worlds benches (bench/belote/worlds.ts, bench/marias/worlds.ts): how well the worlds of several
 * models place the cards hidden from a seat, by model, by trick and per deal, and its report (each model's mean over
 * the decisions, by trick, and the mean paired difference per deal from the first model with its 95 % interval).
 */
import { type Mask, intersect, popcount } from '../engine/cardset.js';

export interface PlacementModel {
  readonly name: string;
}

/** The share of the hidden cards (`truly[p]`: those place p truly holds) that a world (`placed[p]`) puts right. */
export function placedRight(truly: readonly Mask[], placed: readonly Mask[]): number {
  let right = 0;
  let hidden = 0;
  truly.forEach((cards, p) => {
    hidden += popcount(cards);
    right += popcount(intersect(cards, placed[p]!));
  });
  return hidden === 0 ? 1 : right / hidden;
}

export class PlacementTally<M extends PlacementModel> {
  private readonly sums: number[];
  private readonly byTrick: number[][];
  private readonly countByTrick: number[];
  private readonly perDeal: number[][];
  private dealSums: number[];
  private dealCount = 0;
  decisions = 0;

  constructor(
    readonly models: readonly M[],
    tricks: number,
  ) {
    this.sums = models.map(() => 0);
    this.byTrick = models.map(() => new Array<number>(tricks).fill(0));
    this.countByTrick = new Array<number>(tricks).fill(0);
    this.perDeal = models.map(() => []);
    this.dealSums = models.map(() => 0);
  }

  /** One decision at `trick`: each model's mean score over its worlds. */
  add(trick: number, scoreOf: (model: M) => number): void {
    this.models.forEach((m, j) => {
      const mean = scoreOf(m);
      this.sums[j] = this.sums[j]! + mean;
      this.dealSums[j] = this.dealSums[j]! + mean;
      this.byTrick[j]![trick] = this.byTrick[j]![trick]! + mean;
    });
    this.countByTrick[trick] = this.countByTrick[trick]! + 1;
    this.decisions++;
    this.dealCount++;
  }

  endDeal(): void {
    if (this.dealCount > 0) this.models.forEach((_, j) => this.perDeal[j]!.push(this.dealSums[j]! / this.dealCount));
    this.dealSums = this.models.map(() => 0);
    this.dealCount = 0;
  }

  report(): string[] {
    return this.models.map((m, j) => {
      const trick = this.byTrick[j]!.map((x, t) =>
        this.countByTrick[t]! === 0 ? '-' : (x / this.countByTrick[t]!).toFixed(3),
      );
      const d = this.perDeal[j]!.map((x, n) => x - this.perDeal[0]![n]!);
      const mean = d.reduce((a, b) => a + b, 0) / d.length;
      const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, d.length - 1));
      const half = (1.96 * sd) / Math.sqrt(d.length);
      return (
        `${m.name}: cards placed right ${(this.sums[j]! / this.decisions).toFixed(4)} (by trick ${trick.join(' ')}); ` +
        `less ${this.models[0]!.name}, per deal ${mean.toFixed(4)} [${(mean - half).toFixed(4)}, ${(mean + half).toFixed(4)}]`
      );
    });
  }
}
