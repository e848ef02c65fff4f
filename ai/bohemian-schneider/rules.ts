/**
 * The rules facts the Bohemian Schneider bots need, as flat tables read by the search (RULES.md BS-1 … BS-V4).
 * Every one comes from the engine: its rules table (`tableOf`), its pack, its scoring (`scoreDeal`) and its
 * trick winner (`trickWinner`), tabulated once per rules object so that the hot paths read plain arrays.
 */
import { type Card, suitOf } from '../../engine/cards.js';
import { type Mask, has, maskOf } from '../../engine/cardset.js';
import {
  type SchneiderRules,
  bohemianSchneider,
  scoreDeal,
  tableOf,
  trickWinner,
} from '../../engine/bohemian-schneider/index.js';

export interface RulesInfo {
  readonly rules: SchneiderRules;
  readonly short: boolean;
  readonly followSuit: boolean;
  readonly trump: boolean;
  readonly cumulative: boolean;
  /** BS-7 (cardavia): only the card one rank higher wins; BS-C1 (cardrulesplus): any higher card. */
  readonly nextRankOnly: boolean;
  /** All cards of the pack (BS-1; BS-V1 without 7s and 8s). */
  readonly pack: Mask;
  /** The honour cards (BS-2; A K Q J only in the short deck, BS-V1). */
  readonly honours: Mask;
  readonly totalHonours: number;
  /** Talon size at the deal: 20, or 12 in the short deck. */
  readonly talonSize: number;
  /** Tricks in a deal: 16, or 12 in the short deck. */
  readonly tricks: number;
  /** 1 for an honour card, else 0, by card index. */
  readonly honourOf: Uint8Array;
  /** Game-point net value (mine minus the opponent's) by my final honour count (BS-10, BS-V1, BS-V4). */
  readonly netPoints: Int8Array;
  /** beaters[c]: the cards of c's suit that beat c when answering it (BS-7 / BS-C1; trumps aside). */
  readonly beaters: Int32Array;
  /** catches[c]: the cards of c's suit that c beats when answering them. */
  readonly catches: Int32Array;
}

const cache = new WeakMap<SchneiderRules, RulesInfo>();

export function rulesInfo(rules: SchneiderRules): RulesInfo {
  const hit = cache.get(rules);
  if (hit) return hit;
  const table = tableOf(rules);
  const cards = bohemianSchneider.pack(rules);
  const pack = maskOf(cards);
  const { honours, totalHonours } = table;
  const honourOf = new Uint8Array(32);
  for (let c = 0; c < 32; c++) honourOf[c] = has(honours, c) ? 1 : 0;
  // BS-10, BS-V1, BS-V4: the engine's own scoring of every final split of the honours.
  const netPoints = new Int8Array(totalHonours + 1);
  for (let mine = 0; mine <= totalHonours; mine++) {
    const { points } = scoreDeal(rules, [mine, totalHonours - mine]);
    netPoints[mine] = points[0]! - points[1]!;
  }
  // BS-7 / BS-C1: which answers of the led card's suit win, as the engine's trickWinner says (no trumps).
  const beaters = new Int32Array(32);
  const catches = new Int32Array(32);
  for (const led of cards) {
    for (const answer of cards) {
      if (suitOf(answer) !== suitOf(led) || trickWinner(rules, 0, led, answer, -1) !== 1) continue;
      beaters[led] = beaters[led]! | (1 << answer);
      catches[answer] = catches[answer]! | (1 << led);
    }
  }
  const info: RulesInfo = {
    rules,
    short: table.short,
    followSuit: table.followSuit,
    trump: table.trump,
    cumulative: table.cumulative,
    nextRankOnly: table.nextRankOnly,
    pack,
    honours,
    totalHonours,
    talonSize: cards.length - 2 * table.handSize,
    tricks: cards.length / 2,
    honourOf,
    netPoints,
    beaters,
    catches,
  };
  cache.set(rules, info);
  return info;
}

/** BS-7 / BS-C1 / BS-V3: does the responder's answer win the trick? (The engine's trickWinner.) */
export const responderWins = (info: RulesInfo, led: Card, answer: Card, trumpSuit: number): boolean =>
  trickWinner(info.rules, 0, led, answer, trumpSuit) === 1;

/** The cards of the led card's suit that would beat it (ignoring trumps), as a mask. */
export const beatersOf = (info: RulesInfo, led: Card): Mask => info.beaters[led]! >>> 0;
