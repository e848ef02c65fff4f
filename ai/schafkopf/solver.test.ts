import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidAction, playAction } from '../../engine/action.js';
import { cardsOf } from '../../engine/cardset.js';
import { type Random, randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import {
  BIDS,
  CONTRACTS,
  DEFAULT_SCHAFKOPF_RULES,
  PASS,
  type SchafkopfState,
  bidRefusal,
  effectiveSuit,
  playableMask,
  schafkopf,
} from '../../engine/schafkopf/index.js';
import {
  type OpenPosition,
  legalCards,
  SchafkopfSolver,
  positionFromState,
  reaches,
  resetSolverCache,
  runTops,
  solveMoves,
  solvePoints,
  winsAllTricks,
} from './solver.js';

type Kind = 'rufer' | 'wenz' | 'solo';
const PACK = Array.from({ length: 32 }, (_, i) => i);

/** A fresh deal whose first bidder names a random legal contract of the given kinds and the others pass. */
function dealWithContract(random: Random, kinds: readonly Kind[]): SchafkopfState {
  for (;;) {
    const session = schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, randomBelow(random, 4));
    let s = schafkopf.deal(session, shuffle(PACK, random));
    const first = (s.dealer + 1) % 4;
    const options = BIDS.map((b, i) => ({ b, i })).filter(
      ({ b, i }) => b.kind !== null && kinds.includes(b.kind as Kind) && bidRefusal(s.hands[first]!, PASS, i) === null,
    );
    if (options.length === 0) continue;
    const bid = options[randomBelow(random, options.length)]!.i;
    for (let k = 0; k < 4; k++) {
      const r = schafkopf.apply(s, (first + k) % 4, bidAction(k === 0 ? bid : PASS));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    return s;
  }
}

/** Plays `cards` random legal cards; leads of the called suit are avoided most of the time (to keep its duties). */
function playRandomly(s: SchafkopfState, cards: number, random: Random): SchafkopfState {
  const c = CONTRACTS[s.contract]!;
  for (let i = 0; i < cards; i++) {
    const seat = schafkopf.toMove(s)!;
    let legal = schafkopf.legalActions(s);
    if (s.calledAce >= 0 && s.table.length === 0 && randomBelow(random, 10) < 7) {
      const other = legal.filter((a) => effectiveSuit(c, a) !== s.calledAce >> 3);
      if (other.length > 0) legal = other;
    }
    const r = schafkopf.apply(s, seat, legal[randomBelow(random, legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/** A random position with `tricksLeft` tricks to go (counting the current one) and `onTable` cards played to it. */
function randomPosition(
  random: Random,
  tricksLeft: number,
  onTable: number,
  kinds: readonly Kind[] = ['rufer', 'wenz', 'solo'],
): SchafkopfState {
  return playRandomly(dealWithContract(random, kinds), (8 - tricksLeft) * 4 + onTable, random);
}

/**
 * A Rufer position with `tricksLeft` tricks to go whose called Ace's holder still has the Ace and at least three
 * more cards of its suit, the suit not yet led (so he may run away); null when the random deal does not get there.
 */
function runAwayPosition(random: Random, tricksLeft: number): SchafkopfState | null {
  let s = dealWithContract(random, ['rufer']);
  const called = CONTRACTS[s.contract]!.effectiveSuits[s.calledAce >> 3]!;
  const countCalled = (): number => cardsOf(s.hands[s.partner]! & called).length;
  if (s.partner === s.declarer || countCalled() < 4) return null;
  const cards = (8 - tricksLeft) * 4 + randomBelow(random, 2);
  for (let i = 0; i < cards; i++) {
    const seat = schafkopf.toMove(s)!;
    const legal = schafkopf.legalActions(s);
    // Nobody leads the called suit, and its holder keeps its cards, when there is a choice.
    const keep = legal.filter((a) => (called & (1 << a)) === 0);
    const choice = keep.length > 0 ? keep : legal;
    const r = schafkopf.apply(s, seat, choice[randomBelow(random, choice.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s.calledSuitFirstLed < 0 && countCalled() >= 4 ? s : null;
}

const sideOf = (s: SchafkopfState): number => (1 << s.declarer) | (s.partner >= 0 ? 1 << s.partner : 0);

/** Plain minimax over engine states (the engine's own legal cards and tricks), memoised at trick boundaries. */
function referencePoints(s: SchafkopfState, side: number, memo = new Map<string, number>()): number {
  if (s.phase === 'over') return 0;
  const key = s.table.length === 0 ? `${s.hands.join(',')}/${s.leader}/${s.calledSuitFirstLed >= 0}` : '';
  const known = key === '' ? undefined : memo.get(key);
  if (known !== undefined) return known;
  const seat = schafkopf.toMove(s)!;
  const maximise = (side & (1 << seat)) !== 0;
  let best = maximise ? -Infinity : Infinity;
  for (const a of schafkopf.legalActions(s)) {
    const r = schafkopf.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    const next = r.value;
    let gain = 0;
    if (next.tricks.length > s.tricks.length) {
      const t = next.tricks[next.tricks.length - 1]!;
      if ((side & (1 << t.winner)) !== 0) gain = t.points;
    }
    const v = gain + referencePoints(next, side, memo);
    best = maximise ? Math.max(best, v) : Math.min(best, v);
  }
  if (key !== '') memo.set(key, best);
  return best;
}

/** Plain search: can the seats of `winners` take every remaining trick? */
function referenceAllTricks(s: SchafkopfState, winners: number, memo = new Map<string, boolean>()): boolean {
  if (s.phase === 'over') return true;
  const key = s.table.length === 0 ? `${s.hands.join(',')}/${s.leader}/${s.calledSuitFirstLed >= 0}` : '';
  const known = key === '' ? undefined : memo.get(key);
  if (known !== undefined) return known;
  const seat = schafkopf.toMove(s)!;
  const mine = (winners & (1 << seat)) !== 0;
  let result = !mine;
  for (const a of schafkopf.legalActions(s)) {
    const r = schafkopf.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    const next = r.value;
    let ok = true;
    if (next.tricks.length > s.tricks.length) ok = (winners & (1 << next.tricks[next.tricks.length - 1]!.winner)) !== 0;
    if (ok) ok = referenceAllTricks(next, winners, memo);
    if (ok === mine) {
      result = mine;
      break;
    }
  }
  if (key !== '') memo.set(key, result);
  return result;
}

function describePosition(s: SchafkopfState): string {
  return `${BIDS[s.contract]!.name} hands ${s.hands.map((h) => h.toString(16)).join(',')} leader ${s.leader} table ${s.table.join(',')} calledSuitFirstLed ${s.calledSuitFirstLed} tricks ${s.tricks.length}`;
}

describe('solver legal cards', () => {
  it('match the engine playableMask, called-Ace duties included', () => {
    const random = seededRandom('solver-legal');
    for (let i = 0; i < 3000; i++) {
      const s = playRandomly(dealWithContract(random, ['rufer']), randomBelow(random, 32), random);
      expect(legalCards(positionFromState(s)), describePosition(s)).toBe(playableMask(s));
    }
  });
});

describe('solvePoints', () => {
  it('equals plain minimax on random positions with 2-4 tricks left, mid-trick ones included', () => {
    const random = seededRandom('solver-exhaustive');
    resetSolverCache();
    for (let i = 0; i < 400; i++) {
      const tricksLeft = 2 + (i % 3);
      const s = randomPosition(random, tricksLeft, randomBelow(random, 4));
      const expected = referencePoints(s, sideOf(s));
      expect(solvePoints(positionFromState(s)), describePosition(s)).toBe(expected);
    }
  });

  it('equals plain minimax on random positions with 5 tricks left', () => {
    const random = seededRandom('solver-exhaustive-5');
    resetSolverCache();
    for (let i = 0; i < 40; i++) {
      const s = randomPosition(random, 5, randomBelow(random, 4));
      expect(solvePoints(positionFromState(s)), describePosition(s)).toBe(referencePoints(s, sideOf(s)));
    }
  });

  it('equals plain minimax when the holder of the called Ace can run away (SK-18), duties ending after it', () => {
    const random = seededRandom('solver-run-away');
    let checked = 0;
    for (let i = 0; checked < 30 && i < 100_000; i++) {
      const s = runAwayPosition(random, 4 + (checked % 2));
      if (s === null) continue;
      expect(solvePoints(positionFromState(s)), describePosition(s)).toBe(referencePoints(s, sideOf(s)));
      checked++;
    }
    expect(checked).toBe(30);
  });

  it('equals plain minimax in Rufer positions where the called-Ace duties still apply', () => {
    const random = seededRandom('solver-duties');
    let checked = 0;
    for (let i = 0; checked < 200 && i < 5000; i++) {
      const s = randomPosition(random, 2 + randomBelow(random, 3), randomBelow(random, 4), ['rufer']);
      if (positionFromState(s).calledAce < 0) continue;
      const expected = referencePoints(s, sideOf(s));
      expect(solvePoints(positionFromState(s)), describePosition(s)).toBe(expected);
      checked++;
    }
    expect(checked).toBe(200);
  });

  it('does not depend on what the cache holds', () => {
    const random = seededRandom('solver-cache');
    const states = Array.from({ length: 30 }, () => randomPosition(random, 5 + randomBelow(random, 2), 0));
    resetSolverCache();
    const first = states.map((s) => solvePoints(positionFromState(s)));
    const again = states.map((s) => solvePoints(positionFromState(s)));
    resetSolverCache();
    const reversed = states
      .slice()
      .reverse()
      .map((s) => solvePoints(positionFromState(s)))
      .reverse();
    expect(again).toEqual(first);
    expect(reversed).toEqual(first);
  });

  it('reads calledSuitLed the engine way or as "led in an earlier trick" alike', () => {
    const random = seededRandom('solver-called-led');
    let checked = 0;
    for (let i = 0; checked < 40 && i < 5000; i++) {
      const s = randomPosition(random, 3, 1 + randomBelow(random, 3), ['rufer']);
      const pos = positionFromState(s);
      if (pos.calledAce < 0 || s.calledSuitFirstLed !== s.tricks.length) continue;
      const expected = referencePoints(s, sideOf(s));
      expect(solvePoints({ ...pos, calledSuitLed: true })).toBe(expected);
      expect(solvePoints({ ...pos, calledSuitLed: false })).toBe(expected);
      checked++;
    }
    expect(checked).toBe(40);
  });
});

describe('reaches', () => {
  it('agrees with solvePoints >= target on full deals', () => {
    const random = seededRandom('solver-reaches');
    for (let i = 0; i < 12; i++) {
      const s = randomPosition(random, 8 - randomBelow(random, 3), randomBelow(random, 4));
      const pos = positionFromState(s);
      resetSolverCache();
      const exact = solvePoints(pos);
      for (const t of [0, 1, 31, 60, 61, 90, 91, 120, 121, exact, exact + 1, exact - 1]) {
        expect(reaches(pos, t), `${describePosition(s)} target ${t}`).toBe(exact >= t);
      }
    }
  });

  it('agrees with plain minimax for any target (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -1, max: 121 }),
        (seed, tricksLeft, onTable, target) => {
          const s = randomPosition(seededRandom(seed), tricksLeft, onTable);
          return reaches(positionFromState(s), target) === referencePoints(s, sideOf(s)) >= target;
        },
      ),
      { numRuns: 150, seed: 20240611 },
    );
  });

  it('agrees with plain minimax on small positions, one shared cache', () => {
    const random = seededRandom('solver-reaches-small');
    resetSolverCache();
    for (let i = 0; i < 60; i++) {
      const s = randomPosition(random, 3, randomBelow(random, 4));
      const pos = positionFromState(s);
      const exact = referencePoints(s, sideOf(s));
      for (const t of [1, 10, 31, 61, 91, exact, exact + 1]) expect(reaches(pos, t)).toBe(exact >= t);
    }
  });
});

describe('solveMoves', () => {
  it('agrees with solving each child position', () => {
    const random = seededRandom('solver-moves');
    for (let i = 0; i < 25; i++) {
      const s = randomPosition(random, 3 + randomBelow(random, 4), randomBelow(random, 4));
      const seat = schafkopf.toMove(s)!;
      const moves = solveMoves(positionFromState(s));
      expect(moves.map((m) => m.card)).toEqual(cardsOf(playableMask(s)));
      for (const m of moves) {
        const r = schafkopf.apply(s, seat, playAction(m.card));
        if (!r.ok) throw new Error(r.error.message);
        const next = r.value;
        let gain = 0;
        if (next.tricks.length > s.tricks.length) {
          const t = next.tricks[next.tricks.length - 1]!;
          if ((sideOf(s) & (1 << t.winner)) !== 0) gain = t.points;
        }
        const rest = next.phase === 'over' ? 0 : solvePoints(positionFromState(next));
        expect(m.points).toBe(gain + rest);
      }
      const best = (sideOf(s) & (1 << seat)) !== 0 ? Math.max : Math.min;
      expect(best(...moves.map((m) => m.points))).toBe(solvePoints(positionFromState(s)));
    }
  });
});

describe('runTops', () => {
  it('names for each legal card a card of its run, worth exactly as much (the answers PIMC shares)', () => {
    const random = seededRandom('solver-run-tops');
    let shared = 0;
    for (let i = 0; i < 40; i++) {
      const s = randomPosition(random, 2 + randomBelow(random, 6), randomBelow(random, 4));
      const pos = positionFromState(s);
      const moves = solveMoves(pos);
      const points = new Map(moves.map((m) => [m.card, m.points]));
      const cards = moves.map((m) => m.card);
      const tops = runTops(pos, cards);
      cards.forEach((card, j) => {
        const top = tops[j]!;
        expect(cards).toContain(top);
        expect(points.get(top)).toBe(points.get(card));
        if (top !== card) {
          shared++;
          // Same run: same effective suit and card points, the top the stronger.
          expect(effectiveSuit(CONTRACTS[s.contract]!, top)).toBe(effectiveSuit(CONTRACTS[s.contract]!, card));
        }
      });
    }
    // The seeded positions do hold runs (else this test would prove nothing).
    expect(shared).toBeGreaterThanOrEqual(5);
  });
});

describe('winsAllTricks', () => {
  it('agrees with exhaustive search for both sides', () => {
    const random = seededRandom('solver-all-tricks');
    let declarerYes = 0;
    let defendersYes = 0;
    for (let i = 0; i < 400; i++) {
      const s = randomPosition(random, 2 + (i % 3), randomBelow(random, 4));
      const pos = positionFromState(s);
      const side = sideOf(s);
      const d = referenceAllTricks(s, side);
      const f = referenceAllTricks(s, 15 & ~side);
      expect(winsAllTricks(pos, 'declarer'), describePosition(s)).toBe(d);
      expect(winsAllTricks(pos, 'defenders'), describePosition(s)).toBe(f);
      if (d) declarerYes++;
      if (f) defendersYes++;
    }
    expect(declarerYes).toBeGreaterThan(10);
    expect(defendersYes).toBeGreaterThan(10);
  });

  it('treats a Tout contract like its plain contract', () => {
    const random = seededRandom('solver-tout');
    for (let i = 0; i < 40; i++) {
      const s = randomPosition(random, 4, randomBelow(random, 4), ['wenz', 'solo']);
      const pos = positionFromState(s);
      const name = BIDS[s.contract]!.name.replace('wenz', 'wenz-tout').replace('solo', 'solo-tout');
      const tout = CONTRACTS[BIDS.findIndex((b) => b.name === name)]!;
      expect(tout.tout).toBe(true);
      expect(winsAllTricks({ ...pos, contract: tout }, 'declarer')).toBe(referenceAllTricks(s, sideOf(s)));
    }
  });

  it('is consistent with points on full deals (all tricks implies all points, and none)', () => {
    const random = seededRandom('solver-all-full');
    for (let i = 0; i < 20; i++) {
      const s = randomPosition(random, 8, 0);
      const pos = positionFromState(s);
      if (winsAllTricks(pos, 'declarer')) expect(solvePoints(pos)).toBe(120);
      if (winsAllTricks(pos, 'defenders')) expect(solvePoints(pos)).toBe(0);
      if (solvePoints(pos) === 0) expect(winsAllTricks(pos, 'declarer')).toBe(false);
    }
  });
});

describe('called-Ace duties in a pinned position', () => {
  // Rufer on the acorn Ace. Seat 3 leads; seat 0 (declarer) holds E8 EO, seat 1 (his partner) EA E7, seat 2 H7 G7
  // (H7 a trump), seat 3 E9 S8.
  const [E7, E8, E9, EO, EA, G7, H7, S8] = [0, 1, 2, 5, 7, 8, 16, 25];
  const bit = (...cards: number[]): number => cards.reduce((m, c) => m | (1 << c), 0);
  const pos: OpenPosition = {
    contract: CONTRACTS[BIDS.findIndex((b) => b.name === 'rufer-E')]!,
    hands: [bit(E8, EO), bit(EA, E7), bit(H7, G7), bit(E9, S8)],
    leader: 3,
    table: [],
    declarerSide: 0b0011,
    calledAce: EA,
    calledSuitLed: false,
  };

  it('forces the Ace onto the first lead of its suit (SK-16) and forbids discarding it before (SK-17)', () => {
    expect(legalCards({ ...pos, hands: [bit(EO), bit(EA, E7), bit(H7, G7), bit(S8)], table: [E9, E8] })).toBe(bit(EA));
    expect(legalCards({ ...pos, hands: [bit(E8), bit(EA, E7), bit(H7, G7), bit(E9)], table: [S8, EO] })).toBe(bit(E7));
  });

  it('values the position with the duties (3) and without them (14)', () => {
    // E9 led: E8 must follow, EA must fall, H7 trumps it; the declarer's side only gets EO's trick later.
    expect(solvePoints(pos)).toBe(3);
    // Without duties the partner keeps the Ace back (E7) and smears it onto EO's trick.
    expect(solvePoints({ ...pos, calledAce: -1 })).toBe(14);
    expect(solveMoves(pos)).toEqual([
      { card: E9, points: 3 },
      { card: S8, points: 14 }, // the declarer keeps EO for E9 and EA: 3 + 11
    ]);
  });
});

describe('input and cache handling', () => {
  it('rejects hands that do not fit together', () => {
    expect(() => solvePoints({ ...pinned(), hands: [3, 1, 4, 8] })).toThrow(RangeError);
    expect(() => solvePoints({ ...pinned(), hands: [3, 12, 48, 192 | 256] })).toThrow(RangeError);
    expect(() => solvePoints({ ...pinned(), table: [0], hands: [2, 12, 48, 192], leader: 1 })).toThrow(RangeError);
    expect(() => solvePoints({ ...pinned(), table: [4], hands: [2, 12, 48, 192] })).toThrow(RangeError);
  });

  it('stays right across many contexts (contracts, sides, called Aces, trick counting)', () => {
    const random = seededRandom('solver-contexts');
    const states = Array.from({ length: 8 }, () => randomPosition(random, 4, randomBelow(random, 4)));
    const expected = states.map((s) => referencePoints(s, sideOf(s)));
    const filler = positionFromState(randomPosition(random, 2, 0));
    resetSolverCache();
    states.forEach((s, i) => expect(solvePoints(positionFromState(s))).toBe(expected[i]));
    // Over 511 contexts make the cache start over; the answers must not change.
    let contexts = 0;
    for (let b = 1; b <= 13; b++) {
      for (let side = 1; side < 15; side++) {
        for (const ace of [-1, 7]) {
          const contract = CONTRACTS[b]!;
          if (ace >= 0 && (contract.trumps >>> ace) & 1) continue;
          const pos = { ...filler, contract, declarerSide: side, calledAce: ace };
          solvePoints(pos);
          winsAllTricks(pos, 'declarer');
          contexts += 2;
        }
      }
      states.forEach((s, i) => expect(solvePoints(positionFromState(s))).toBe(expected[i]));
    }
    expect(contexts).toBeGreaterThan(511);
  });

  it('is reentrant: solvers are context objects, so interleaving two changes the answers of neither', () => {
    const random = seededRandom('solver-reentrant');
    const states = Array.from({ length: 6 }, () => randomPosition(random, 3, randomBelow(random, 4)));
    const expected = states.map((s) => referencePoints(s, sideOf(s)));
    const a = new SchafkopfSolver();
    const b = new SchafkopfSolver();
    // Each question on one solver is followed by a question of another contract on the other.
    states.forEach((s, i) => {
      const other = states[(i + 1) % states.length]!;
      expect(a.solvePoints(positionFromState(s))).toBe(expected[i]);
      expect(b.solvePoints(positionFromState(other))).toBe(expected[(i + 1) % states.length]);
      expect(a.reaches(positionFromState(s), expected[i]!)).toBe(true);
      expect(b.reaches(positionFromState(other), expected[(i + 1) % states.length]! + 1)).toBe(false);
    });
  });
});

/** A small consistent position (Solo, two cards each) for input checks. */
function pinned(): OpenPosition {
  return {
    contract: CONTRACTS[BIDS.findIndex((b) => b.name === 'solo-H')]!,
    hands: [3, 12, 48, 192],
    leader: 0,
    table: [],
    declarerSide: 1,
    calledAce: -1,
    calledSuitLed: false,
  };
}
