/**
 * The searching players' budgets (pimc.ts): the opening budget applies at the first trick only (nothing drawn,
 * the talon not closed); strong's searches no world there, so the easy player's rules play its first trick
 * (they chose better there than its few worlds did), and it searches from the second trick on.
 */
import { describe, expect, test } from 'vitest';
import { CLOSE, EXCHANGE, schnapsen as G, isMarry } from '../../engine/schnapsen/index.js';
import { easySchnapsen } from './easy.js';
import { SCHNAPSEN_BUDGETS, schnapsenBots } from './index.js';
import { knowledgeOf, sampleWorld, worldState } from './knowledge.js';
import {
  type SearchBudget,
  allWorlds,
  closingMean,
  playLikelihood,
  searchDecision,
  searchValues,
  sharedSolver,
} from './pimc.js';
import { newDeal, play, playRandomlyUntil, seededRandom } from './testing.js';

/** Stops after one world everywhere but at the first trick, where it searches four. */
const budget: SearchBudget = {
  samples: 4,
  minSamples: 1,
  maxNodes: 0,
  worldNodes: 10_000_000,
  opening: { maxNodes: Infinity, worldNodes: 10_000_000 },
};

describe('the opening budget', () => {
  test('is spent at the first trick and nowhere later', () => {
    const random = seededRandom('pimc/opening');
    for (let i = 0; i < 3; i++) {
      const first = newDeal(random, i & 1);
      const at = (s: typeof first) => searchDecision(G.view(s, G.toMove(s)!), G.legalActions(s), `o/${i}`, budget);
      expect(at(first).samples).toBe(4);
      const later = playRandomlyUntil(first, random, (x) => x.drawn > 0 && x.closedBy === null && x.drawn < 10);
      if (later.end !== null || G.legalActions(later).length < 2) continue;
      expect(at(later).samples).toBe(1);
    }
  });
});

describe("strong's first trick", () => {
  test('is played by the easy rules, and the second trick by search', () => {
    const random = seededRandom('pimc/strong-first-trick');
    let searched = 0;
    for (let i = 0; i < 8; i++) {
      let s = newDeal(random, i & 1);
      // The lead and the answer of the first trick (an exchange or a marriage first, if the easy rules make one).
      while (s.tricks.length === 0 && s.end === null && s.closedBy === null) {
        const seat = G.toMove(s)!;
        const view = G.view(s, seat);
        const legal = G.legalActions(s);
        const action = schnapsenBots.strong(view, legal, `f/${i}`);
        expect(action).toBe(easySchnapsen(view, legal, `f/${i}`));
        if (legal.length > 1) expect(searchDecision(view, legal, `f/${i}`, SCHNAPSEN_BUDGETS.strong).samples).toBe(0);
        s = play(s, action);
      }
      if (s.end !== null || s.closedBy !== null || s.drawn === 0) continue;
      const seat = G.toMove(s)!;
      const legal = G.legalActions(s);
      if (legal.length < 2) continue;
      expect(searchDecision(G.view(s, seat), legal, `s/${i}`, SCHNAPSEN_BUDGETS.strong).samples).toBeGreaterThan(0);
      searched++;
    }
    expect(searched).toBeGreaterThanOrEqual(5);
  });
});

/** Whole worlds, a fixed number: the same worlds for every budget that differs only in what it values. */
const worlds = (extra: Partial<SearchBudget>): SearchBudget => ({
  samples: 30,
  minSamples: 30,
  maxNodes: Infinity,
  worldNodes: Infinity,
  ...extra,
});

/** Random positions of the open talon where the seat about to lead may close (SN-9), `drawn` cards or more drawn. */
function* closingLeads(name: string, drawn: number) {
  const random = seededRandom(name);
  for (let i = 0; i < 200; i++) {
    const s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.drawn >= drawn && x.led < 0);
    if (s.end !== null || s.closedBy !== null || s.drawn >= 10 || s.announced >= 0) continue;
    const legal = G.legalActions(s);
    const close = legal.indexOf(CLOSE);
    if (close >= 0) yield { seed: `${name}/${i}`, view: G.view(s, G.toMove(s)!), legal, close };
  }
}

describe('the own choices (ownChoices)', () => {
  test("value a closing by the lead best on average over the worlds, never above each world's best", () => {
    let lower = 0;
    let positions = 0;
    for (const { seed, view, legal, close } of closingLeads('pimc/own-choices', 4)) {
      if (positions >= 20 || (positions >= 4 && lower > 0)) break;
      positions++;
      const plain = searchValues(view, legal, seed, worlds({}));
      const own = searchValues(view, legal, seed, worlds({ ownChoices: true }));
      legal.forEach((a, j) => {
        // A card led leaves the next move to the opponent: valued alike.
        if (a < 32) expect(own.values[j]).toBeCloseTo(plain.values[j]!, 9);
        else expect(own.values[j]).toBeLessThanOrEqual(plain.values[j]! + 1e-9);
      });
      if (own.values[close]! < plain.values[close]! - 1e-9) lower++;
    }
    expect(positions).toBeGreaterThanOrEqual(4);
    expect(lower).toBeGreaterThan(0);
  });
});

describe('the inference from the opponent’s lead (playLikelihood)', () => {
  test('weighs the true deal down by the marriage and the exchange its leader held and did not make', () => {
    const random = seededRandom('pimc/inference');
    const f = { exchange: 0.5, marriage: 0.25 };
    let checked = 0;
    for (let i = 0; checked < 8 && i < 400; i++) {
      let s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.led < 0 && x.drawn < 10 && x.drawn > 0);
      if (s.end !== null || s.announced >= 0) continue;
      const leader = s.leader;
      const could = G.legalActions(s);
      const card = could.find((a) => a < 32)!;
      s = play(s, card);
      if (s.end !== null) continue;
      const view = G.view(s, 1 - leader);
      const truth = { oppHand: s.hands[leader]!, talon: s.talon.slice(s.drawn) };
      const expected = (could.includes(EXCHANGE) ? f.exchange : 1) * (could.some(isMarry) ? f.marriage : 1);
      expect(playLikelihood(view, truth, f)).toBeCloseTo(expected, 12);
      if (expected < 1) checked++;
    }
    expect(checked).toBe(8);
  });
  test("keeps the true deal's weight when the easy player led as its rules say, and weighs other worlds down", () => {
    const random = seededRandom('pimc/model');
    const f = { exchange: 1, marriage: 1, model: 0.5 };
    let answers = 0;
    let lower = 0;
    for (let d = 0; answers < 12 && d < 40; d++) {
      let s = newDeal(random, d & 1);
      while (s.end === null && s.drawn < 10 && answers < 12) {
        const seat = G.toMove(s)!;
        const view = G.view(s, seat);
        if (s.led >= 0 && s.announced < 0 && !s.marriages.some((m) => m.trick === s.tricks.length)) {
          // The leader played by the easy rules (below): the true deal is as likely as the model makes any.
          const truth = { oppHand: s.hands[1 - seat]!, talon: s.talon.slice(s.drawn) };
          expect(playLikelihood(view, truth, f)).toBe(1);
          const other = sampleWorld(knowledgeOf(view), random);
          if (playLikelihood(view, other, f) < 1) lower++;
          answers++;
        }
        s = play(s, easySchnapsen(view, G.legalActions(s), ''));
      }
    }
    expect(answers).toBe(12);
    expect(lower).toBeGreaterThan(0);
  });
});

describe('the closing played out (closing)', () => {
  test('values a closing lower than the worlds that see the opponent’s hand do, and nothing else differently', () => {
    let plainSum = 0;
    let playedSum = 0;
    let positions = 0;
    for (const { seed, view, legal, close } of closingLeads('pimc/closing', 6)) {
      if (positions >= 8) break;
      positions++;
      const plain = searchValues(view, legal, seed, worlds({}));
      const played = searchValues(view, legal, seed, worlds({ closing: { worlds: 30, margin: Infinity } }));
      legal.forEach((_, j) => {
        if (j !== close) expect(played.values[j]).toBe(plain.values[j]);
      });
      plainSum += plain.values[close]!;
      playedSum += played.values[close]!;
    }
    expect(positions).toBe(8);
    expect(playedSum).toBeLessThan(plainSum - 0.5);
  });
});

describe('the bonus of the easy choice (easyBonus)', () => {
  test('keeps the easy choice unless the worlds beat it by the bonus', () => {
    const random = seededRandom('pimc/easy-bonus');
    let overruled = 0;
    for (let i = 0; i < 8; i++) {
      const s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.drawn >= 4 && x.led < 0);
      if (s.end !== null || s.drawn >= 10 || s.closedBy !== null) continue;
      const view = G.view(s, G.toMove(s)!);
      const legal = G.legalActions(s);
      const easy = easySchnapsen(view, legal, '');
      const plain = searchDecision(view, legal, `b/${i}`, worlds({ samples: 4, minSamples: 4 })).action;
      expect(searchDecision(view, legal, `b/${i}`, worlds({ samples: 4, minSamples: 4, easyBonus: 7 })).action).toBe(
        easy,
      );
      if (plain !== easy) overruled++;
    }
    // Without the bonus the worlds overrule the easy rules somewhere.
    expect(overruled).toBeGreaterThan(0);
  });
});

describe('the layouts enumerated (enumerate)', () => {
  test('are every layout sampleWorld draws, each once, the true one among them', () => {
    const random = seededRandom('pimc/enumerate');
    let positions = 0;
    for (let i = 0; positions < 12 && i < 200; i++) {
      // Late in the open talon, or after a closing (whose order is never read): few layouts.
      const s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.drawn >= 6 || x.closedBy !== null);
      if (s.end !== null || s.drawn >= 10) continue;
      const view = G.view(s, G.toMove(s)!);
      const k = knowledgeOf(view);
      const closed = s.closedBy !== null;
      const all = allWorlds(k, closed, 5000);
      if (all === null) continue;
      positions++;
      const key = (w: { oppHand: number; talon: readonly number[] }) =>
        closed ? `${w.oppHand}` : `${w.oppHand}/${w.talon.join(',')}`;
      const keys = new Set(all.map(key));
      expect(keys.size).toBe(all.length);
      expect(keys.has(key({ oppHand: s.hands[1 - view.seat]!, talon: s.talon.slice(s.drawn) }))).toBe(true);
      for (let j = 0; j < 30; j++) expect(keys.has(key(sampleWorld(k, random)))).toBe(true);
      expect(allWorlds(k, closed, all.length - 1)).toBeNull();
    }
    expect(positions).toBe(12);
  });
  test('after the fourth trick of the open talon are at most 6, and strong searches them all', () => {
    const random = seededRandom('pimc/enumerate-fifth');
    let positions = 0;
    for (let i = 0; positions < 6 && i < 200; i++) {
      const s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.drawn >= 8);
      if (s.end !== null || s.drawn !== 8 || s.closedBy !== null || G.legalActions(s).length < 2) continue;
      const view = G.view(s, G.toMove(s)!);
      const all = allWorlds(knowledgeOf(view), false, Infinity)!;
      expect(all.length).toBeLessThanOrEqual(6);
      expect(searchDecision(view, G.legalActions(s), `e/${i}`, SCHNAPSEN_BUDGETS.strong).samples).toBe(all.length);
      positions++;
    }
    expect(positions).toBe(6);
  });
});

describe('the next decision by information set (lookahead)', () => {
  test("gives one world's solve exactly; played by a seat without the cards (nested), never more than the worlds' solves", () => {
    const random = seededRandom('pimc/lookahead');
    let lower = 0;
    let positions = 0;
    for (let i = 0; positions < 5 && i < 100; i++) {
      const s = playRandomlyUntil(newDeal(random, i & 1), random, (x) => x.drawn >= 4);
      if (s.end !== null || s.drawn >= 10 || G.legalActions(s).length < 2) continue;
      positions++;
      const view = G.view(s, G.toMove(s)!);
      const legal = G.legalActions(s);
      // In one world the seat sees the same at its next decision whatever it does: it takes the world's best.
      const one = worlds({ samples: 1, minSamples: 1 });
      expect(searchValues(view, legal, `l/${i}`, { ...one, lookahead: true }).values).toEqual(
        searchValues(view, legal, `l/${i}`, one).values,
      );
      const few = worlds({ samples: 6, minSamples: 6 });
      const plain = searchValues(view, legal, `l/${i}`, few).values;
      const look = searchValues(view, legal, `l/${i}`, { ...few, lookahead: true, nested: 3 }).values;
      legal.forEach((_, j) => expect(look[j]).toBeLessThanOrEqual(plain[j]! + 1e-9));
      // A card played: the seat decides next after the opponent's move and the draw, not seeing his hand.
      if (look.some((v, j) => legal[j]! < 32 && v < plain[j]! - 1e-9)) lower++;
    }
    expect(positions).toBe(5);
    expect(lower).toBeGreaterThan(0);
  });
});

/** No world anywhere (the easy rules decide), with one option of the opening. */
const easyWith = (option: Omit<NonNullable<SearchBudget['opening']>, 'maxNodes' | 'worldNodes'>): SearchBudget => ({
  samples: 1,
  minSamples: 1,
  maxNodes: 0,
  worldNodes: 0,
  opening: { maxNodes: 0, worldNodes: 0, ...option },
});

describe('the first trick by rollouts (opening.rollouts)', () => {
  const rollouts = (horizon: number): SearchBudget => easyWith({ rollouts: 4, horizon });
  test("solved at once (horizon 0), gives the worlds' solves; played on by the easy rules, other values", () => {
    const random = seededRandom('pimc/rollouts');
    let differ = 0;
    for (let i = 0; i < 4; i++) {
      let s = newDeal(random, i & 1);
      // The lead, or (odd deals) the answer to the easy rules' lead.
      if (i & 1) s = play(s, easySchnapsen(G.view(s, G.toMove(s)!), G.legalActions(s), ''));
      if (s.end !== null || s.announced >= 0) continue;
      const view = G.view(s, G.toMove(s)!);
      const legal = G.legalActions(s);
      const at = (horizon: number) => searchValues(view, legal, `r/${i}`, rollouts(horizon));
      // The same worlds, drawn from the rollouts' stream, each action solved in them.
      const k = knowledgeOf(view);
      const stream = seededRandom(`sn-rollout/r/${i}`);
      const sums = legal.map(() => 0);
      for (let w = 0; w < 4; w++) {
        const values = sharedSolver().actionValues(worldState(view, sampleWorld(k, stream)), view.seat, legal);
        values.forEach((v, j) => (sums[j]! += v / 4));
      }
      const solved = at(0);
      expect(solved.samples).toBe(4);
      solved.values.forEach((v, j) => expect(v).toBeCloseTo(sums[j]!, 9));
      if (at(3).values.some((v, j) => Math.abs(v - sums[j]!) > 1e-9)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
  test('apply at the first trick only', () => {
    const random = seededRandom('pimc/rollouts-later');
    const s = playRandomlyUntil(newDeal(random, 0), random, (x) => x.drawn >= 4 && x.led < 0);
    if (s.end !== null || s.closedBy !== null) return;
    const view = G.view(s, G.toMove(s)!);
    // From the second trick on this budget searches no world (its nodes are 0): the easy rules decide.
    expect(searchDecision(view, G.legalActions(s), 'r', rollouts(3)).samples).toBe(0);
  });
});

describe('the closing at the first lead (opening.closing)', () => {
  const closing = (threshold: number): SearchBudget => easyWith({ closing: { worlds: 30, threshold } });
  test("is taken where the closed deal's mean over the worlds reaches the threshold, and never before an exchange", () => {
    const random = seededRandom('pimc/first-closing');
    let closed = 0;
    let exchanges = 0;
    for (let i = 0; (closed < 3 || exchanges < 3) && i < 600; i++) {
      const s = newDeal(random, i & 1);
      const view = G.view(s, G.toMove(s)!);
      const legal = G.legalActions(s);
      const easy = easySchnapsen(view, legal, '');
      const decided = searchDecision(view, legal, `c/${i}`, closing(2.4)).action;
      if (legal.includes(EXCHANGE)) {
        // SN-8 before SN-9: the seat exchanges first and may close at its next decision.
        expect(decided).toBe(easy);
        exchanges++;
        continue;
      }
      const mean = closingMean(view, `c/${i}`, 30);
      expect(decided).toBe(mean >= 2.4 ? CLOSE : easy);
      if (mean < 2.4) continue;
      closed++;
      expect(searchDecision(view, legal, `c/${i}`, closing(mean + 0.01)).action).toBe(easy);
    }
    expect(closed).toBe(3);
    expect(exchanges).toBeGreaterThanOrEqual(3);
  });
});
