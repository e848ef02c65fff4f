/**
 * The rules facts the Bohemian Schneider bots need, derived once per rules object so that the search reads
 * plain fields (RULES.md BS-1 … BS-V4). The engine keeps its own table private; this one mirrors it.
 */
import type { Card } from '../../engine/cards.js';
import { RANK_7, RANK_8, rankOf, suitOf } from '../../engine/cards.js';
import { type Mask, popcount } from '../../engine/cardset.js';
import type { SchneiderRules } from '../../engine/bohemian-schneider/index.js';

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
  const short = rules.variants.includes('short-deck');
  const perSuit = short ? 0xf0 : 0xf8;
  const honours = (perSuit | (perSuit << 8) | (perSuit << 16) | (perSuit << 24)) >>> 0;
  let pack = 0;
  for (let c = 0; c < 32; c++) {
    if (short && (rankOf(c) === RANK_7 || rankOf(c) === RANK_8)) continue;
    pack |= 1 << c;
  }
  const totalHonours = popcount(honours);
  const cumulative = rules.variants.includes('cumulative');
  const honourOf = new Uint8Array(32);
  for (let c = 0; c < 32; c++) honourOf[c] = (honours >>> c) & 1;
  const netPoints = new Int8Array(totalHonours + 1);
  for (let mine = 0; mine <= totalHonours; mine++) {
    netPoints[mine] = gamePointsFor(mine, totalHonours - mine, short, cumulative, totalHonours);
  }
  const nextRankOnly = rules.ruleset === 'cardavia';
  const beaters = new Int32Array(32);
  const catches = new Int32Array(32);
  for (let c = 0; c < 32; c++) {
    if (((pack >>> c) & 1) === 0) continue;
    const top = (c & ~7) + 7;
    for (let b = c + 1; b <= (nextRankOnly ? Math.min(c + 1, top) : top); b++) {
      if (((pack >>> b) & 1) === 0) continue;
      beaters[c] = beaters[c]! | (1 << b);
      catches[b] = catches[b]! | (1 << c);
    }
  }
  const info: RulesInfo = {
    rules,
    short,
    followSuit: rules.variants.includes('follow-suit'),
    trump: rules.variants.includes('trump'),
    cumulative,
    nextRankOnly,
    pack: pack >>> 0,
    honours,
    totalHonours,
    talonSize: short ? 12 : 20,
    tricks: short ? 12 : 16,
    honourOf,
    netPoints,
    beaters,
    catches,
  };
  cache.set(rules, info);
  return info;
}

/** My game points minus the opponent's for a finished deal (only the winner scores, so one side is 0). */
function gamePointsFor(mine: number, theirs: number, short: boolean, cumulative: boolean, total: number): number {
  if (mine === theirs) return 0; // BS-10: 10:10 (8:8 in the short deck) scores nothing
  const won = Math.max(mine, theirs);
  let points: number;
  if (cumulative)
    points = won - Math.min(mine, theirs); // BS-V4: the honour difference
  else if (won === total)
    points = 3; // Schwarz
  else if (won >= (short ? 13 : 16))
    points = 2; // Schneider
  else points = 1;
  return mine > theirs ? points : -points;
}

/** BS-7 / BS-C1 / BS-V3: does the responder's answer win the trick? (Same as the engine's trickWinner.) */
export function responderWins(info: RulesInfo, led: Card, answer: Card, trumpSuit: number): boolean {
  if (suitOf(answer) !== suitOf(led)) return suitOf(answer) === trumpSuit;
  return info.nextRankOnly ? answer === led + 1 : answer > led;
}

/** The cards of the led card's suit that would beat it (ignoring trumps), as a mask. */
export const beatersOf = (info: RulesInfo, led: Card): Mask => info.beaters[led]! >>> 0;
