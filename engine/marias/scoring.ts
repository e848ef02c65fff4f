/**
 * Mariáš's settlement (RULES.md MA-11 … MA-15, MA-22 … MA-26): each component of the game won by the
 * declarer's side or by the defenders, with its units after the silent hundred (MA-24), hearts (MA-25) and the
 * fleks; the deal's value and each seat's score. A pure function of the finished deal's facts, so that the
 * engine, the review and the AI count alike.
 */
import type { Seat } from '../action.js';
import { type Card, type Suit } from '../cards.js';
import { HEARTS, trumpSeven } from './cards.js';

/** MA-11 … MA-14: the game played. */
export type Contract = 'hra' | 'sedma' | 'sto' | 'stosedm' | 'betl' | 'durch';
export const CONTRACTS: readonly Contract[] = ['hra', 'sedma', 'sto', 'stosedm', 'betl', 'durch'];
/** MA-16: the components a game may have, in the order fleks name them. */
export type ComponentName = 'hra' | 'sedma' | 'sto' | 'betl' | 'durch';
export const COMPONENT_NAMES: readonly ComponentName[] = ['hra', 'sedma', 'sto', 'betl', 'durch'];
/** A set of components as bits, in COMPONENT_NAMES's order. */
export const HRA = 1;
export const SEDMA = 2;
export const STO = 4;
export const BETL = 8;
export const DURCH = 16;

export const isTrumpGame = (c: Contract): boolean => c !== 'betl' && c !== 'durch';
export const hasSeven = (c: Contract): boolean => c === 'sedma' || c === 'stosedm';
export const hasHundred = (c: Contract): boolean => c === 'sto' || c === 'stosedm';

/** MA-16: the components of a game: hra with its announced seven and hundred, or betl, or durch. */
export function componentsOf(c: Contract): number {
  if (c === 'betl') return BETL;
  if (c === 'durch') return DURCH;
  return HRA | (hasSeven(c) ? SEDMA : 0) | (hasHundred(c) ? STO : 0);
}

/** MA-23: base units of one hra, an announced seven, a silent seven, a step of a hundred, betl, durch. */
export const UNITS = { hra: 1, sedma: 2, silentSeven: 1, stoStep: 4, betl: 15, durch: 30, silentStoPer10: 2 } as const;
/** MA-16: the highest flek level (boty, ×16). */
export const MAX_FLEK = 4;

export interface ScoredComponent {
  readonly name: ComponentName;
  readonly silent: boolean;
  readonly wonBy: 'declarer' | 'defenders';
  readonly units: number;
}

/** What the settlement reads of a finished deal. */
export interface DealFacts {
  readonly contract: Contract;
  readonly trump: Suit | -1;
  readonly declarer: Seat;
  /** Flek levels by component, in COMPONENT_NAMES's order. */
  readonly flek: readonly number[];
  /** Per seat: card points with the last trick (MA-3), zeros in betl and durch. */
  readonly cardPoints: readonly number[];
  /** Per seat: the values of the marriages it announced (MA-21). */
  readonly marriages: readonly (readonly number[])[];
  readonly tricks: readonly { readonly leader: Seat; readonly cards: readonly Card[]; readonly winner: Seat }[];
}

export interface Settlement {
  readonly components: readonly ScoredComponent[];
  readonly value: number;
  readonly scores: readonly number[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function settle(f: DealFacts): Settlement {
  const d = f.declarer;
  const side = (won: boolean): 'declarer' | 'defenders' => (won ? 'declarer' : 'defenders');
  const fleked = (i: number, units: number) => units * 2 ** f.flek[i]!;
  const components: ScoredComponent[] = [];
  const declarerTricks = f.tricks.filter((t) => t.winner === d).length;
  if (f.contract === 'betl') {
    // MA-14: no trick for the declarer.
    components.push({ name: 'betl', silent: false, wonBy: side(declarerTricks === 0), units: fleked(3, UNITS.betl) });
  } else if (f.contract === 'durch') {
    components.push({
      name: 'durch',
      silent: false,
      wonBy: side(declarerTricks === f.tricks.length && f.tricks.length === 10),
      units: fleked(4, UNITS.durch),
    });
  } else {
    const trump = f.trump as Suit;
    const red = trump === HEARTS ? 2 : 1; // MA-25
    const pd = f.cardPoints[d]!;
    const pf = sum(f.cardPoints) - pd;
    const md = sum(f.marriages[d]!);
    const mf = sum(f.marriages.filter((_, s) => s !== d).flat());
    // MA-15, MA-24: a silent hundred, when no hundred was announced: the side reaching 100 with its card points
    // and all its marriages (both sides cannot: the cards and marriages hold at most 190).
    const silentHundred = hasHundred(f.contract)
      ? null
      : pd + md >= 100
        ? 'declarer'
        : pf + mf >= 100
          ? 'defenders'
          : null;
    // MA-11: more points than the defenders together (never equal).
    components.push({
      name: 'hra',
      silent: false,
      wonBy: side(pd + md > pf + mf),
      units: fleked(0, UNITS.hra) * red * (silentHundred ? 2 : 1),
    });
    const tenth = f.tricks.length === 10 ? f.tricks[9]! : null;
    const at = tenth ? tenth.cards.indexOf(trumpSeven(trump)) : -1;
    const sevenSeat = tenth && at >= 0 ? (tenth.leader + at) % 3 : -1;
    const sevenWon = tenth !== null && at >= 0 && tenth.winner === sevenSeat;
    if (hasSeven(f.contract)) {
      // MA-22: the declarer's own trump seven takes the tenth trick.
      components.push({
        name: 'sedma',
        silent: false,
        wonBy: side(sevenWon && sevenSeat === d),
        units: fleked(1, UNITS.sedma) * red,
      });
    } else if (sevenSeat >= 0) {
      // MA-15, MA-22: the silent seven goes to its player's side if it takes the tenth trick, else to the other.
      const playersSide = sevenSeat === d;
      components.push({
        name: 'sedma',
        silent: true,
        wonBy: side(sevenWon === playersSide),
        units: UNITS.silentSeven * red,
      });
    }
    if (hasHundred(f.contract)) {
      // MA-13, MA-23: card points and the best marriage reach 100; steps from all the declarer's marriages.
      const best = Math.max(0, ...f.marriages[d]!);
      const count = pd + best;
      const made = count >= 100;
      const steps = made ? 1 + (pd + md - 100) / 10 : (100 - count) / 10 + mf / 10;
      components.push({ name: 'sto', silent: false, wonBy: side(made), units: fleked(2, UNITS.stoStep * steps) * red });
    } else if (silentHundred) {
      const t = silentHundred === 'declarer' ? pd + md : pf + mf;
      components.push({
        name: 'sto',
        silent: true,
        wonBy: silentHundred,
        units: UNITS.silentStoPer10 * Math.floor((t - 100) / 10) * red,
      });
    }
  }
  // MA-26: the declarer's side's units minus the defenders'; each defender pays it to the declarer.
  const value = sum(components.map((c) => (c.wonBy === 'declarer' ? c.units : -c.units)));
  const scores = [0, 1, 2].map((s) => (s === d ? 2 * value : value === 0 ? 0 : -value));
  return { components, value, scores };
}
