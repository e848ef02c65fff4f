/**
 * Mariáš as RULES.md gives it (MA-1 … MA-27, MA-L1 … MA-L7, the worked checks and the records paragraph): one
 * describe per rule id, with hands made by hand; then property tests over random legal deals of both rulesets
 * (cards conserved, every deal summing to zero, every refusal coded and tied to a rule, views without an unseen
 * card, the trump card hidden until shown); then perft from fresh deals, worked out by hand. The reference
 * written from RULES.md alone is in reference.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Action, type Seat, moveAction } from '../action.js';
import { type Card, type Notation, formatCard, parseCard } from '../cards.js';
import { cardsOf, maskOf, popcount } from '../cardset.js';
import { DECKS, packFor as deckPack } from '../decks.js';
import { RULE_ERROR_CODES, type RuleError } from '../errors.js';
import { formatAction, legalReport, perft, readAction, replay, replayReport } from '../record.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { dutyCards } from './cards.js';
import { explainMariasTricks } from './explain.js';
import { type MariasState, PACK, marias as G } from './index.js';
import { type DealFacts, settle } from './scoring.js';
import { DEAL_FIELDS } from './records.testing.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards, hands and scripts.

const card = (code: string): Card => {
  const c = parseCard('german', code);
  if (c === undefined) throw new Error(`not a German card code: ${code}`);
  return c;
};
const code = (c: Card): string => formatCard('german', c);
const codes = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);
const ALL = PACK.map(code);
const sorted = (list: readonly string[]) => [...list].sort();

/**
 * MA-5: the pack order that deals F (dealer + 1) `f7` as his first seven and `f5` after his trump card, and M
 * and R their ten.
 */
function basePack(f7: string, f5: string, m: string, r: string): string[] {
  const [a, b, c, d] = [codes(f7), codes(f5), codes(m), codes(r)];
  if (a.length !== 7 || b.length !== 5 || c.length !== 10 || d.length !== 10) throw new Error('7 + 5, 10, 10 cards');
  const pack = [...a, ...c.slice(0, 5), ...d.slice(0, 5), ...b, ...c.slice(5), ...d.slice(5)];
  if (sorted(pack).join() !== sorted(ALL).join()) throw new Error('not the 32 cards');
  return pack;
}

/** MA-L1: the pack order that deals F, M and R their ten and the two talon cards. */
function licitPack(f: string, m: string, r: string, talon: string): string[] {
  const [a, b, c, t] = [codes(f), codes(m), codes(r), codes(talon)];
  const pack = [
    ...a.slice(0, 5),
    ...b.slice(0, 5),
    ...c.slice(0, 5),
    ...t,
    ...a.slice(5),
    ...b.slice(5),
    ...c.slice(5),
  ];
  if (sorted(pack).join() !== sorted(ALL).join()) throw new Error('not the 32 cards');
  return pack;
}

interface Start {
  readonly dealer?: Seat;
  readonly ruleset?: 'cardavia' | 'licitovany';
}

function start(pack: readonly string[], { dealer = 0, ruleset = 'cardavia' }: Start = {}): MariasState {
  const rules = G.parseRules({ ruleset });
  if (!rules.ok) throw new Error(rules.error);
  return G.deal(G.newSession(rules.value, dealer), pack.map(card));
}

const act = (text: string, notation: Notation = 'german'): Action => {
  const a = readAction(G, notation, text);
  if (!a.ok) throw new Error(a.error);
  return a.value;
};

/** Applies `seat:move` tokens (`1:trump:HK`, `1:discard:E7,G8`, `2:bid:dobra`, `1:play:HA`); throws on a refusal. */
function run(s: MariasState, script: string): MariasState {
  for (const token of codes(script)) {
    const colon = token.indexOf(':');
    const r = G.apply(s, Number(token.slice(0, colon)), act(token.slice(colon + 1)));
    if (!r.ok) throw new Error(`${token}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

function refusal(s: MariasState, seat: Seat, move: string): RuleError {
  const r = G.apply(s, seat, act(move));
  if (r.ok) throw new Error(`${seat}:${move} was accepted`);
  return r.error;
}

const legal = (s: MariasState): string[] =>
  G.legalActions(s)
    .map((a) => formatAction(G, 'german', a))
    .sort();

/** Plays the deal out, each seat playing its first legal card (no marriage) unless `pick` says, and returns every state. */
function playOut(s: MariasState, pick = (_seat: Seat, cards: readonly Action[]): Action => cards[0]!): MariasState[] {
  const out = [s];
  while (G.phase(s) === 'play') {
    const cards = G.legalActions(s).filter((a) => a < 32);
    const r = G.apply(s, G.toMove(s)!, pick(G.toMove(s)!, cards));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}
const last = <T>(xs: readonly T[]): T => xs[xs.length - 1]!;

// Dealer 0 in every hand-made deal: F = 1, M = 2, R = 0, as in RULES.md's worked checks.
const F = 1;
const M = 2;
const R = 0;

/**
 * MA-19's worked check, as a deal: F holds GT and sets EA aside (trumps acorns); M holds GA GK G9 GO GU G8 G7,
 * R no leaves but trumps and HA. F holds the marriages of acorns (trumps) and hearts.
 */
const WORKED = basePack(
  'GT EA EK EO HK HO S7',
  'S8 S9 H7 H8 H9',
  'GA GK G9 GO GU G8 G7 ST SK SO',
  'E7 ET HA E8 E9 EU HT HU SA SU',
);
/** A trump game in acorns up to the first lead: F set EA aside, discarded S8 S9, barva, dobra twice, `game`. */
const trumpGame = (game = 'hra', fleks = '2:bid:dobra 0:bid:dobra') =>
  run(start(WORKED), `1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra 1:bid:${game} ${fleks}`);

// ---------------------------------------------------------------------------------------------------------------

describe('MA-1', () => {
  test('MA-1 the pack is A T K O U 9 8 7 in four suits; every 32-card deck of the catalogue serves, in its own notation, Prague by default', () => {
    expect(PACK).toHaveLength(32);
    expect(new Set(ALL).size).toBe(32);
    expect(G.defaultDeck).toBe('prague');
    for (const deck of DECKS) {
      const served = deckPack(deck.id, G);
      // Every deck of the catalogue prints the eight ranks A … 7; sixes and fives are left out.
      expect(served.ok, deck.id).toBe(true);
      if (served.ok) expect(served.value).toEqual(PACK);
    }
    // A French record reads and writes its own codes: clubs C, spades S, hearts H, diamonds D; Q and J.
    const french = ALL.map((c) => formatCard('french', card(c)));
    const record = {
      format: 'cardavia/1',
      game: 'marias',
      deck: 'paris-piquet',
      deals: [{ cards: french, actions: [{ seat: 1, trump: french[0] }] }],
    };
    const r = replay(record, [G]);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok')
      expect(legalReport(r.replayed).actions.slice(0, 2)).toEqual(['discard:C8,C9', 'discard:C8,CJ']);
  });
});

describe('MA-2', () => {
  test('MA-2 worked check: trumps acorns, F leads GT: M must beat it and only GA does; R must trump; in a betl GK and GA beat it', () => {
    // The worked check's hands themselves, through the duties the engine plays by.
    const m = maskOf(codes('GA GK G9').map(card));
    const r = maskOf(codes('E7 EO HA').map(card));
    expect(cardsOf(dutyCards(0, m, [card('GT')])).map(code)).toEqual(['GA']);
    expect(sorted(cardsOf(dutyCards(0, r, [card('GT'), card('GA')])).map(code))).toEqual(['E7', 'EO']);
    expect(sorted(cardsOf(dutyCards(-1, m, [card('GT')])).map(code))).toEqual(['GA', 'GK']);
    // And in a deal.
    let s = run(trumpGame(), '1:play:GT');
    expect(legal(s)).toEqual(['play:GA']);
    s = run(s, '2:play:GA');
    expect(legal(s)).toEqual(['play:E7', 'play:E8', 'play:E9', 'play:ET', 'play:EU']);
    // In F's betl the Ober and Unter beat the Ten too: A K O U T.
    const betl = run(
      start(WORKED),
      '1:trump:EA 1:discard:S8,S9 1:bid:betl 2:bid:dobra 0:bid:dobra 2:bid:dobra 0:bid:dobra 1:play:GT',
    );
    expect(legal(betl)).toEqual(['play:GA', 'play:GK', 'play:GO', 'play:GU']);
  });
});

describe('MA-3', () => {
  test('MA-3 Aces and Tens 10 each and the last trick 10: 90 in the cards; a marriage 20, 40 in trumps; betl counts nothing', () => {
    const o = G.outcome(last(playOut(trumpGame())))!;
    expect(o.cardPoints.reduce((a, b) => a + b, 0)).toBe(90);
    for (const p of o.cardPoints) expect(p % 10).toBe(0);
    // A trump marriage is worth 40, another 20.
    const s = run(trumpGame(), '1:marry:E');
    expect(s.marriages).toEqual([{ seat: F, suit: 0, trick: 0, points: 40 }]);
    const h = run(trumpGame(), '1:marry:H');
    expect(h.marriages[0]!.points).toBe(20);
    const betl = G.outcome(
      last(
        playOut(
          run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:betl 2:bid:dobra 0:bid:dobra 2:bid:dobra 0:bid:dobra'),
        ),
      ),
    )!;
    expect(betl.cardPoints).toEqual([0, 0, 0]);
    expect(betl.marriages).toEqual([0, 0, 0]);
  });
});

describe('MA-4', () => {
  test('MA-4 the first dealer is firstDealer, and the deal passes to the left after every deal', () => {
    const session = G.newSession(G.defaultRules, 2);
    expect(session.dealer).toBe(2);
    const o = G.outcome(last(playOut(trumpGame())))!;
    expect(G.settle(session, o).dealer).toBe(0);
    expect(G.settle(G.settle(session, o), o).dealer).toBe(1);
  });
});

describe('MA-5', () => {
  test('MA-5 cards 0-6 to F, 7-11 M, 12-16 R, 17-21 F after his trump card, 22-26 M, 27-31 R', () => {
    for (const dealer of [0, 1, 2]) {
      const pack = shuffle(ALL, seededRandom(`ma5/${dealer}`));
      const s = start(pack, { dealer });
      const [f, m, r] = [(dealer + 1) % 3, (dealer + 2) % 3, dealer];
      expect(sorted(cardsOf(s.hands[f]!).map(code))).toEqual(sorted(pack.slice(0, 7)));
      expect(sorted(cardsOf(s.hands[m]!).map(code))).toEqual(sorted([...pack.slice(7, 12), ...pack.slice(22, 27)]));
      expect(sorted(cardsOf(s.hands[r]!).map(code))).toEqual(sorted([...pack.slice(12, 17), ...pack.slice(27, 32)]));
      expect(G.toMove(s)).toBe(f);
      const after = run(s, `${f}:trump:${pack[3]}`);
      expect(sorted(cardsOf(after.hands[f]!).map(code))).toEqual(
        sorted([...pack.slice(0, 3), ...pack.slice(4, 7), ...pack.slice(17, 22)]),
      );
    }
  });
});

describe('MA-6', () => {
  test('MA-6 F sets one of his first seven aside: 11 in hand; cards 17-21 are not his yet; nobody else sees card or suit', () => {
    const s = start(WORKED);
    expect(legal(s)).toEqual(sorted(codes('GT EA EK EO HK HO S7').map((c) => `trump:${c}`)));
    expect(refusal(s, F, 'trump:S8').code).toBe('CARD_NOT_IN_HAND');
    expect(refusal(s, M, 'trump:GA').code).toBe('NOT_YOUR_TURN');
    const t = run(s, '1:trump:EA');
    expect(popcount(t.hands[F]!)).toBe(11);
    expect(G.view(t, F).trumpCard).toBe(card('EA'));
    for (const seat of [M, R, -1]) {
      const v = seat < 0 ? G.spectatorView(t) : G.view(t, seat);
      expect(v.trumpCard).toBeNull();
      expect(v.trump).toBeNull();
      expect(v.trumpAside).toBe(true);
      expect(v.events).toEqual([{ seat: F, move: 'trump', action: null }]);
    }
    expect(refusal(t, F, 'trump:EK')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-6' });
  });
});

describe('MA-7', () => {
  test('MA-7 F discards two, never the trump card; with an Ace or a Ten in the talon only betl or durch may follow', () => {
    const s = run(start(WORKED), '1:trump:EA');
    expect(legal(s)).toHaveLength(55);
    expect(refusal(s, F, 'discard:EA,S8').code).toBe('CARD_NOT_IN_HAND');
    expect(refusal(s, F, 'bid:barva')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-7' });
    const withTen = run(s, '1:discard:GT,S8');
    expect(legal(withTen)).toEqual(['bid:betl', 'bid:durch']);
    expect(refusal(withTen, F, 'bid:barva')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-7' });
    // The same card twice reads, and is refused.
    expect(refusal(s, F, 'discard:S8,S8')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-7' });
    expect(legal(run(s, '1:discard:S8,S9'))).toEqual(['bid:barva', 'bid:betl', 'bid:durch']);
    // The talon is the discarder's alone.
    const d = run(s, '1:discard:S8,S9');
    expect(G.view(d, F).talon).toEqual([card('S8'), card('S9')]);
    expect(G.view(d, M).talon).toBeNull();
    expect(G.view(d, M).events[1]).toEqual({ seat: F, move: 'discard', action: null });
    // What an outside bot is told: its own talon to F, nothing to M.
    expect(G.botFields!(G.view(d, F), 'german')).toMatchObject({ ownTalon: ['S8', 'S9'], knownTalon: ['S8', 'S9'] });
    expect(G.botFields!(G.view(d, M), 'german')).toMatchObject({ ownTalon: null, knownTalon: [], trump: null });
  });
});

describe('MA-8', () => {
  test('MA-8 betl or durch takes the trump card back into F’s hand (10 cards) and the deal has no trumps', () => {
    const s = run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:betl');
    expect(popcount(s.hands[F]!)).toBe(10);
    expect(s.trumpAside).toBe(false);
    expect(G.view(s, M).trumpCard).toBeNull();
    const durch = run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:durch');
    // F's durch ends the taking over at once: the defenders flek.
    expect(G.step(durch)).toBe('flek');
    expect(durch.trump).toBe(-1);
    expect(legal(durch)).toEqual(['bid:dobra', 'bid:flek-durch']);
  });
});

describe('MA-9', () => {
  const barva = () => run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:barva');

  test('MA-9 over barva M and R may claim betl or durch; over betl only durch; both dobra let the claim stand', () => {
    const s = barva();
    expect(G.toMove(s)).toBe(M);
    expect(legal(s)).toEqual(['bid:betl', 'bid:dobra', 'bid:durch']);
    expect(refusal(s, M, 'bid:sedma')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-9' });
    const betl = run(run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:betl'), '');
    expect(legal(betl)).toEqual(['bid:dobra', 'bid:durch']);
    const stands = run(s, '2:bid:dobra 0:bid:dobra');
    expect(G.step(stands)).toBe('declare');
    expect(G.toMove(stands)).toBe(F);
  });

  test('MA-9 a taker picks up the talon (12 cards) and discards two, Aces and Tens allowed; F’s trump card goes back; the others speak from his left', () => {
    const s = run(barva(), '2:bid:betl');
    expect(G.step(s)).toBe('discard');
    expect(popcount(s.hands[M]!)).toBe(12);
    expect(popcount(s.hands[F]!)).toBe(10);
    expect(G.view(s, M).seenTalon).toEqual([card('S8'), card('S9')]);
    expect(legal(s)).toHaveLength(66);
    const d = run(s, '2:discard:GA,ST');
    expect(G.toMove(d)).toBe(R);
    expect(legal(d)).toEqual(['bid:dobra', 'bid:durch']);
    // F may claim durch over M's betl, picking up M's talon; a durch ends the taking over once he has ten cards.
    const f = run(d, '0:bid:dobra 1:bid:durch');
    expect(G.step(f)).toBe('discard');
    expect(popcount(f.hands[F]!)).toBe(12);
    const done = run(f, '1:discard:GA,ST');
    expect(G.step(done)).toBe('flek');
    expect(done.declarer).toBe(F);
    expect(done.contract).toBe('durch');
    // Both say dobra to M's betl: M declares it.
    const m = run(d, '0:bid:dobra 1:bid:dobra');
    expect(m).toMatchObject({ declarer: M, contract: 'betl', stage: 'flek' });
  });
});

describe('MA-10', () => {
  test('MA-10 when barva stands F turns the trump card up, names hra, sedma, sto or stosedm, and takes it back', () => {
    const s = run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra');
    expect(legal(s)).toEqual(['bid:hra', 'bid:sedma', 'bid:sto', 'bid:stosedm']);
    expect(G.view(s, M).trumpCard).toBe(card('EA'));
    expect(G.view(s, R).trump).toBe(0);
    expect(refusal(s, F, 'bid:betl')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-10' });
    const d = run(s, '1:bid:sedma');
    expect(popcount(d.hands[F]!)).toBe(10);
    expect(d).toMatchObject({ contract: 'sedma', trump: 0, declarer: F });
    expect(G.view(d, R).events[0]).toEqual({ seat: F, move: 'trump', action: act('trump:EA') });
  });
});

describe('MA-11', () => {
  test('MA-11 the declarer wins the hra with more points than the two defenders, marriages included; never a tie', () => {
    const facts = (pd: number, md: number[], mf: number[]): DealFacts => ({
      contract: 'hra',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [90 - pd, pd, 0],
      marriages: [mf, md, []],
      tricks: [],
    });
    expect(settle(facts(50, [], [])).components[0]).toMatchObject({ name: 'hra', wonBy: 'declarer', units: 1 });
    expect(settle(facts(40, [], [])).components[0]!.wonBy).toBe('defenders');
    expect(settle(facts(40, [20], [])).components[0]!.wonBy).toBe('declarer');
    expect(settle(facts(60, [], [40])).components[0]!.wonBy).toBe('defenders');
  });
});

describe('MA-12', () => {
  test('MA-12 with sedma the declarer keeps the trump seven until the tenth trick unless it is his only legal card', () => {
    // F holds E7 and leads: the seven is not among his cards to lead.
    const pack = basePack(
      'E7 EA EK ET HK HO S7',
      'S8 S9 H7 H8 H9',
      'GA GK G9 GO GU G8 G7 SA ST SK',
      'GT EO HA E8 E9 EU HT HU SO SU',
    );
    const s = run(
      start(pack),
      '1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra 1:bid:sedma 2:bid:dobra 0:bid:dobra',
    );
    expect(legal(s)).not.toContain('play:E7');
    expect(refusal(s, F, 'play:E7')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'MA-12' });
    // In a hra the seven is free.
    const hra = run(
      start(pack),
      '1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra 1:bid:hra 2:bid:dobra 0:bid:dobra',
    );
    expect(legal(hra)).toContain('play:E7');
    // Forced: the seven is F's only trump (his trump card) and M leads trumps: F must follow with it, and may.
    const forced = basePack(
      'E7 GA GK GT HK HO S7',
      'S8 S9 H7 H8 H9',
      'EA EK ET G9 GO GU G8 G7 SA ST',
      'E8 E9 EU EO HA HT HU SK SO SU',
    );
    const t = run(
      start(forced),
      '1:trump:E7 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra 1:bid:sedma 2:bid:dobra 0:bid:dobra',
    );
    const u = run(t, '1:play:S7 2:play:SA 0:play:SK 2:play:EA 0:play:EO');
    expect(legal(u)).toEqual(['play:E7']);
    const w = run(u, '1:play:E7');
    expect(w.tricks[1]!.winner).toBe(M);
    // The seven is gone before the tenth trick: the announced seven is lost.
    const o = G.outcome(last(playOut(w)))!;
    expect(o.components.find((c) => c.name === 'sedma')).toMatchObject({ silent: false, wonBy: 'defenders', units: 2 });
  });
});

describe('MA-13', () => {
  test('MA-13 worked check: sto in acorns, 70 card points with EK/EO and GK/GO: made by 110, T = 130, 4 steps; value 17', () => {
    const made = settle({
      contract: 'sto',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [20, 70, 0],
      marriages: [[], [40, 20], []],
      tricks: [],
    });
    expect(made.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'declarer', units: 16 },
    ]);
    expect(made.value).toBe(17);
    expect(made.scores).toEqual([-17, 34, -17]);
  });

  test('MA-13 worked check: 50 card points with EK/EO against the defenders’ SK/SO: S = 90, lost by 3 steps = 12; hra won; value −11', () => {
    const lost = settle({
      contract: 'sto',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [40, 50, 0],
      marriages: [[20], [40], []],
      tricks: [],
    });
    expect(lost.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'defenders', units: 12 },
    ]);
    expect(lost.scores).toEqual([11, -22, 11]);
  });
});

describe('MA-14', () => {
  test('MA-14 a betl ends at the declarer’s first trick, a durch at his first lost trick (endedBy "decided")', () => {
    const betl = playOut(
      run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:betl 2:bid:dobra 0:bid:dobra 2:bid:dobra 0:bid:dobra'),
    );
    const end = last(betl);
    const o = G.outcome(end)!;
    const firstWon = end.tricks.findIndex((t) => t.winner === F);
    expect(end.tricks).toHaveLength(firstWon + 1);
    expect(o).toMatchObject({ contract: 'betl', endedBy: 'decided', value: -15 });
    const durch = last(playOut(run(start(WORKED), '1:trump:EA 1:discard:S8,S9 1:bid:durch 2:bid:dobra 0:bid:dobra')));
    expect(durch.tricks.at(-1)!.winner).not.toBe(F);
    expect(durch.tricks.slice(0, -1).every((t) => t.winner === F)).toBe(true);
    expect(G.outcome(durch)).toMatchObject({ endedBy: 'decided', value: -30 });
  });
});

describe('MA-15', () => {
  const tenth = (seven: Seat, winner: Seat) => {
    // The trump seven (acorns) played by `seven` in the tenth trick, led by seat 0.
    const cards = [0, 1, 2].map((s) => (s === seven ? card('E7') : card(s === 0 ? 'G7' : 'G8')));
    return [
      ...Array.from({ length: 9 }, () => ({ leader: 0, cards: [1, 2, 3], winner: 0 })),
      { leader: 0, cards, winner },
    ];
  };
  const facts = (tricks: DealFacts['tricks'], contract: DealFacts['contract'] = 'hra'): DealFacts => ({
    contract,
    trump: 0,
    declarer: 1,
    flek: [0, 0, 0, 0, 0],
    cardPoints: [40, 50, 0],
    marriages: [[], [], []],
    tricks,
  });

  test('MA-15 a silent seven goes to its player’s side when it takes the tenth trick, and to the other side when it loses', () => {
    expect(settle(facts(tenth(1, 1))).components[1]).toEqual({
      name: 'sedma',
      silent: true,
      wonBy: 'declarer',
      units: 1,
    });
    expect(settle(facts(tenth(1, 0))).components[1]).toEqual({
      name: 'sedma',
      silent: true,
      wonBy: 'defenders',
      units: 1,
    });
    expect(settle(facts(tenth(2, 2))).components[1]).toEqual({
      name: 'sedma',
      silent: true,
      wonBy: 'defenders',
      units: 1,
    });
    expect(settle(facts(tenth(0, 1))).components[1]).toEqual({
      name: 'sedma',
      silent: true,
      wonBy: 'declarer',
      units: 1,
    });
    // Red: the silent seven of hearts is worth 2 (MA-25).
    const hearts = tenth(1, 1).map((t, i) =>
      i < 9 ? t : { ...t, cards: t.cards.map((c) => (c === card('E7') ? card('H7') : c)) },
    );
    expect(settle({ ...facts(hearts), trump: 2 }).components[1]).toEqual({
      name: 'sedma',
      silent: true,
      wonBy: 'declarer',
      units: 2,
    });
    // An announced seven leaves no silent one; a seven played earlier none either.
    expect(settle(facts(tenth(0, 0), 'sedma')).components.filter((c) => c.silent)).toEqual([]);
    expect(settle(facts([])).components).toHaveLength(1);
  });

  test('MA-15 a silent hundred: either side reaching 100 with card points and every marriage doubles the hra and wins 2 per 10 above', () => {
    const decl = settle({ ...facts([]), cardPoints: [10, 80, 0], marriages: [[], [40], []] });
    expect(decl.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'declarer', units: 2 },
      { name: 'sto', silent: true, wonBy: 'declarer', units: 4 },
    ]);
    const def = settle({
      ...facts([]),
      contract: 'sedma',
      trump: 2,
      cardPoints: [50, 10, 30],
      marriages: [[20], [], []],
    });
    // Hearts: everything ×2; the defenders' 100 exactly wins 0 units of the silent hundred, shown all the same.
    expect(def.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'defenders', units: 4 },
      { name: 'sedma', silent: false, wonBy: 'defenders', units: 4 },
      { name: 'sto', silent: true, wonBy: 'defenders', units: 0 },
    ]);
    // An announced hundred leaves no silent one.
    const sto = settle({ ...facts([]), contract: 'sto', cardPoints: [10, 80, 0], marriages: [[], [40], []] });
    expect(sto.components.filter((c) => c.silent)).toEqual([]);
  });
});

describe('MA-16', () => {
  test('MA-16 the components are hra with its announced seven and hundred, or betl, or durch; each flek doubles, up to boty (4)', () => {
    expect(legal(trumpGame('stosedm', ''))).toEqual(
      sorted(
        [
          'dobra',
          'flek-hra',
          'flek-sedma',
          'flek-sto',
          'flek-hra-sedma',
          'flek-hra-sto',
          'flek-sedma-sto',
          'flek-hra-sedma-sto',
        ].map((b) => `bid:${b}`),
      ),
    );
    // Up to the cap: defenders, declarer, defenders, declarer; then nothing is open.
    const s = trumpGame('hra', '2:bid:flek-hra 1:bid:flek-hra 2:bid:flek-hra 1:bid:flek-hra');
    expect(s.stage).toBe('play');
    expect(s.flek[0]).toBe(4);
    const o = G.outcome(last(playOut(s)))!;
    expect(o.flek).toEqual({ hra: 4 });
    // Boty: ×16 (acorns are not red), twice that if a side made a silent hundred (MA-24).
    const silentHundred = o.components.some((c) => c.name === 'sto' && c.silent);
    expect(o.components[0]!.units).toBe(silentHundred ? 32 : 16);
  });
});

describe('MA-17', () => {
  test('MA-17 defenders first, left of the declarer; a component raised by the first is not open to the second; then the declarer', () => {
    const s = trumpGame('sedma', '');
    expect(G.toMove(s)).toBe(M);
    const a = run(s, '2:bid:flek-hra');
    expect(G.toMove(a)).toBe(R);
    expect(legal(a)).toEqual(['bid:dobra', 'bid:flek-sedma']);
    const b = run(a, '0:bid:flek-sedma');
    // The declarer's round: what the defenders raised.
    expect(G.toMove(b)).toBe(F);
    expect(legal(b)).toEqual(['bid:dobra', 'bid:flek-hra', 'bid:flek-hra-sedma', 'bid:flek-sedma']);
    const c = run(b, '1:bid:flek-sedma');
    // Only the sedma is open now; M raises it, R has nothing left and is skipped: the declarer speaks.
    expect(legal(c)).toEqual(['bid:dobra', 'bid:flek-sedma']);
    const d = run(c, '2:bid:flek-sedma');
    expect(G.toMove(d)).toBe(F);
    const e = run(d, '1:bid:dobra');
    expect(e.stage).toBe('play');
    expect(e.flek.slice(0, 2)).toEqual([1, 3]);
  });

  test('MA-17 worked check: M’s betl; R says flek-betl, F is skipped, M says dobra; M takes a trick: −60 for M, +30 each', () => {
    const s = run(
      start(WORKED),
      '1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:betl 2:discard:GA,ST 0:bid:dobra 1:bid:dobra',
    );
    expect(G.toMove(s)).toBe(R);
    const f = run(s, '0:bid:flek-betl');
    expect(G.toMove(f)).toBe(M);
    const p = run(f, '2:bid:dobra');
    expect(p.stage).toBe('play');
    expect(p.leader).toBe(M); // MA-18: the declarer leads a betl
    // M leads GK: F must follow with GT, which does not beat the King in a betl, R has no leaves: M takes it.
    const end = last(playOut(p, (seat, cards) => (seat === M && cards.includes(card('GK')) ? card('GK') : cards[0]!)));
    const o = G.outcome(end)!;
    expect(end.tricks).toHaveLength(1);
    expect(end.tricks[0]!.winner).toBe(M);
    expect(o).toMatchObject({ contract: 'betl', declarer: M, flek: { betl: 1 }, value: -30, scores: [30, 30, -60] });
    expect(o.components).toEqual([{ name: 'betl', silent: false, wonBy: 'defenders', units: 30 }]);
  });
});

describe('MA-18', () => {
  test('MA-18 F leads a trump game; the declarer leads betl and durch; the winner of a trick leads the next', () => {
    expect(G.toMove(trumpGame())).toBe(F);
    const s = run(trumpGame(), '1:play:GT 2:play:GA 0:play:E7');
    expect(s.tricks[0]!.winner).toBe(R);
    expect(G.toMove(s)).toBe(R);
  });
});

describe('MA-19', () => {
  test('MA-19 the duty to beat holds against one’s partner; a trumped trick asks only to follow; no trump, any card', () => {
    let s = run(trumpGame(), '1:play:S7');
    // M follows spades and must beat the seven: any higher spade (and he may announce his spade marriage).
    expect(legal(s)).toEqual(['marry:S', 'play:SK', 'play:SO', 'play:ST']);
    s = run(s, '2:play:SO');
    // R must beat the Ober of M, his partner: only SA does.
    expect(legal(s)).toEqual(['play:SA']);
    expect(refusal(s, R, 'play:SU')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'MA-19' });
    expect(refusal(s, R, 'play:E7')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'MA-19' });
    // A trumped trick asks only to follow: after SU and a trump, S8 is as good as SK; void, one must overtrump.
    const hand = maskOf(codes('SK S8 EA E8').map(card));
    expect(sorted(cardsOf(dutyCards(0, hand, [card('SU'), card('E9')])).map(code))).toEqual(['S8', 'SK']);
    expect(cardsOf(dutyCards(0, maskOf(codes('EA E8 H7').map(card)), [card('SU'), card('E9')])).map(code)).toEqual([
      'EA',
    ]);
    expect(
      sorted(cardsOf(dutyCards(0, maskOf(codes('E7 E8 H7').map(card)), [card('SU'), card('E9')])).map(code)),
    ).toEqual(['E7', 'E8']);
  });
});

describe('MA-20', () => {
  test('MA-20 the highest trump takes the trick, else the highest of the led suit, the Ten second', () => {
    const s = run(trumpGame(), '1:play:GT 2:play:GA 0:play:E7');
    expect(s.tricks[0]!.winner).toBe(R);
    const explained = explainMariasTricks(G.view(s, 1));
    // R's E7 is the one trump among leaves: it wins, and no trump was beaten.
    expect(explained[0]).toEqual({ reason: 'only-trump', winner: card('E7'), winnerSeat: R, beaten: [] });
    const t = explainMariasTricks(G.view(run(s, '0:play:ET 1:play:EA 2:play:G7'), 1));
    expect(t[1]).toEqual({ reason: 'highest-trump', winner: card('EA'), winnerSeat: F, beaten: [card('ET')] });
    const u = explainMariasTricks(
      G.view(run(trumpGame(), '1:play:GT 2:play:GA 0:play:E7 0:play:HT 1:play:HK 2:play:G7'), 1),
    );
    expect(u[1]).toEqual({ reason: 'highest-of-suit', winner: card('HT'), winnerSeat: R, beaten: [card('HK')] });
  });
});

describe('MA-21', () => {
  test('MA-21 a marriage is announced with its first card, leading or following, by any side; then only its King or Ober', () => {
    const s = trumpGame();
    expect(legal(s)).toContain('marry:E');
    expect(legal(s)).toContain('marry:H');
    const m = run(s, '1:marry:H');
    expect(legal(m)).toEqual(['play:HK', 'play:HO']);
    expect(refusal(m, F, 'play:GT')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'MA-21' });
    expect(refusal(m, F, 'marry:E')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-21' });
    // Without both cards, and in a betl: refused.
    expect(refusal(s, F, 'marry:G')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-21' });
    const betl = run(
      start(WORKED),
      '1:trump:EA 1:discard:S8,S9 1:bid:betl 2:bid:dobra 0:bid:dobra 2:bid:dobra 0:bid:dobra',
    );
    expect(refusal(betl, F, 'marry:H')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-3' });
    // A defender following: M holds GK GO but must beat GT: only GA does, so no marriage of leaves (MA-19).
    const led = run(s, '1:play:GT');
    expect(legal(led)).toEqual(['play:GA']);
    // Played without its announcement, a marriage is lost: HK alone, and HO no longer marries.
    const p = run(trumpGame(), '1:play:HK 2:play:ST 0:play:HA 0:play:HU');
    expect(p.marriages).toEqual([]);
  });

  test('MA-21 a defender’s marriage counts for the defenders’ side, announced as he follows', () => {
    // M holds SK and SO; F leads S7: M must beat it: SK or SO (or SA, ST); he announces spades with SK.
    const pack = basePack(
      'GT EA EK ET HK HO S7',
      'S8 S9 H7 H8 H9',
      'GA GK G9 GO GU G8 G7 SK SO SA',
      'E7 EO HA E8 E9 EU HT HU ST SU',
    );
    const s = run(
      start(pack),
      '1:trump:EA 1:discard:S8,S9 1:bid:barva 2:bid:dobra 0:bid:dobra 1:bid:hra 2:bid:dobra 0:bid:dobra 1:play:S7',
    );
    expect(legal(s)).toContain('marry:S');
    const m = run(s, '2:marry:S 2:play:SK');
    expect(m.marriages).toEqual([{ seat: M, suit: 3, trick: 0, points: 20 }]);
    expect(G.outcome(last(playOut(m)))!.marriages).toEqual([0, 0, 20]);
  });
});

describe('MA-22', () => {
  test('MA-22 an announced seven is won only by the declarer’s own trump seven taking the tenth trick', () => {
    const tricks = (seven: Seat, winner: Seat) => [
      ...Array.from({ length: 9 }, () => ({ leader: 0, cards: [1, 2, 3], winner: 1 })),
      { leader: 0, cards: [0, 1, 2].map((s) => (s === seven ? card('E7') : card('G7') + s)), winner },
    ];
    const f = (seven: Seat, winner: Seat): DealFacts => ({
      contract: 'sedma',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [0, 90, 0],
      marriages: [[], [], []],
      tricks: tricks(seven, winner),
    });
    expect(settle(f(1, 1)).components[1]).toMatchObject({ wonBy: 'declarer', units: 2 });
    expect(settle(f(1, 0)).components[1]).toMatchObject({ wonBy: 'defenders', units: 2 });
    expect(settle(f(0, 0)).components[1]).toMatchObject({ wonBy: 'defenders', units: 2 });
  });
});

describe('MA-23', () => {
  test('MA-23 betl 15 and durch 30, hra 1, sedma 2, sto 4 a step (linear)', () => {
    const betl: DealFacts = {
      contract: 'betl',
      trump: -1,
      declarer: 0,
      flek: [0, 0, 0, 2, 0],
      cardPoints: [0, 0, 0],
      marriages: [[], [], []],
      tricks: [],
    };
    expect(settle(betl).components).toEqual([{ name: 'betl', silent: false, wonBy: 'declarer', units: 60 }]);
    expect(settle({ ...betl, contract: 'durch', flek: [0, 0, 0, 0, 1] }).components).toEqual([
      { name: 'durch', silent: false, wonBy: 'defenders', units: 60 },
    ]);
    // Steps of a hundred are linear: T = 90 + 40 + 20 = 150, 1 + 5 = 6 steps = 24 units (leaves: not red).
    const sto: DealFacts = {
      ...betl,
      contract: 'sto',
      trump: 1,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [0, 90, 0],
      marriages: [[], [40, 20], []],
    };
    expect(settle(sto).components[1]).toEqual({ name: 'sto', silent: false, wonBy: 'declarer', units: 24 });
  });
});

describe('MA-24', () => {
  test('MA-24 a silent hundred doubles the hra (fleks kept) and adds 2 units for every full 10 above 100, unfleked', () => {
    const o = settle({
      contract: 'sedma',
      trump: 1,
      declarer: 1,
      flek: [1, 1, 0, 0, 0],
      cardPoints: [0, 90, 0],
      marriages: [[], [40], []],
      tricks: [],
    });
    // T = 130: hra 1 × 2 (flek) × 2 (silent hundred) = 4; silent sto 2 × 3 = 6; the sedma lost (no tenth trick): 2 × 2.
    expect(o.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'declarer', units: 4 },
      { name: 'sedma', silent: false, wonBy: 'defenders', units: 4 },
      { name: 'sto', silent: true, wonBy: 'declarer', units: 6 },
    ]);
    expect(o.value).toBe(6);
  });
});

describe('MA-25', () => {
  test('MA-25 worked check: hra in hearts, re; 50 + 40 against 40 + 20: 1 × 4 × 2 = 8: F +16, each defender −8', () => {
    const o = settle({
      contract: 'hra',
      trump: 2,
      declarer: 1,
      flek: [2, 0, 0, 0, 0],
      cardPoints: [30, 50, 10],
      marriages: [[20], [40], []],
      tricks: [],
    });
    expect(o.components).toEqual([{ name: 'hra', silent: false, wonBy: 'declarer', units: 8 }]);
    expect(o.value).toBe(8);
    expect(o.scores).toEqual([-8, 16, -8]);
  });

  test('MA-25 hearts double every component of a trump game, silent ones too; betl and durch are never red', () => {
    const base: DealFacts = {
      contract: 'stosedm',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [0, 60, 30],
      marriages: [[], [40], []],
      tricks: [],
    };
    const red = settle({ ...base, trump: 2 });
    settle(base).components.forEach((c, i) => expect(red.components[i]!.units).toBe(2 * c.units));
    const betl: DealFacts = { ...base, contract: 'betl', trump: -1 };
    expect(settle(betl).components[0]!.units).toBe(15);
  });
});

describe('MA-26', () => {
  test('MA-26 value is the declarer side’s units minus the defenders’; each defender pays it, the declarer scores twice it', () => {
    const o = settle({
      contract: 'sedma',
      trump: 0,
      declarer: 2,
      flek: [0, 2, 0, 0, 0],
      cardPoints: [30, 20, 40],
      marriages: [[], [], []],
      tricks: [],
    });
    // hra won by the defenders (50 against 40): −1; the sedma lost at re: −2 × 4 = −8.
    expect(o.value).toBe(-9);
    expect(o.scores).toEqual([9, 9, -18]);
    // A value of 0 scores 0 for everyone (no −0).
    // The hra won (+1) and a silent seven lost by the declarer's E7 in the tenth trick (−1).
    const nine = Array.from({ length: 9 }, () => ({ leader: 0, cards: [1, 2, 3], winner: 0 }));
    const zero = settle({
      contract: 'hra',
      trump: 0,
      declarer: 1,
      flek: [0, 0, 0, 0, 0],
      cardPoints: [40, 50, 0],
      marriages: [[], [], []],
      tricks: [...nine, { leader: 0, cards: [card('E8'), card('E7'), card('G7')], winner: 0 }],
    });
    expect(zero.value).toBe(0);
    expect(zero.scores.map((x) => Object.is(x, -0))).toEqual([false, false, false]);
  });
});

describe('MA-27', () => {
  test('MA-27 a session is rules.target deals; the highest total wins, equal highest totals draw', () => {
    const rules = G.parseRules({ target: 2 });
    if (!rules.ok) throw new Error(rules.error);
    expect(G.defaultRules.target).toBe(12);
    const o = G.outcome(last(playOut(trumpGame())))!;
    const one = G.settle(G.newSession(rules.value, 0), o);
    expect(one).toMatchObject({ finished: false, winner: null, dealsPlayed: 1 });
    const two = G.settle(one, o);
    expect(two.finished).toBe(true);
    expect(two.winner).toBe(o.scores[1]! > 0 ? 1 : 'draw');
    const tie = G.settle({ ...one, totals: [5, -10, 5] }, { ...o, scores: [0, 0, 0] });
    expect(tie.winner).toBe('draw');
    expect(G.parseRules({ variants: ['x'] }).ok).toBe(false);
    expect(G.parseRules({ ruleset: 'kriz' }).ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The auction ruleset.

const LICIT = licitPack(
  'EA ET EK EO EU HA HK HO G7 G8',
  'GA GT GK GO GU SA ST SK SO SU',
  'HT HU H9 H8 H7 E9 E8 E7 G9 S9',
  'S8 S7',
);
const licit = (script = '') => run(start(LICIT, { ruleset: 'licitovany' }), script);

describe('MA-L1', () => {
  test('MA-L1 0-4 F, 5-9 M, 10-14 R, 15-16 the talon, 17-21 F, 22-26 M, 27-31 R; no trump card', () => {
    const s = licit();
    expect(cardsOf(s.hands[F]!).map(code).sort()).toEqual(sorted(codes('EA ET EK EO EU HA HK HO G7 G8')));
    expect(cardsOf(s.stock).map(code).sort()).toEqual(['S7', 'S8']);
    expect(G.toMove(s)).toBe(R);
    expect(refusal(s, R, 'trump:HT')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-L1' });
  });
});

describe('MA-L2', () => {
  test('MA-L2 the ladder sedma < sedma-cervena < sto < stosedm < sto-cervene < stosedm-cervene < betl < durch', () => {
    expect(legal(licit())).toEqual(
      sorted(
        ['pass', 'sedma', 'sedma-cervena', 'sto', 'stosedm', 'sto-cervene', 'stosedm-cervene', 'betl', 'durch'].map(
          (b) => `bid:${b}`,
        ),
      ),
    );
    const s = licit('0:bid:sto-cervene 1:bid:mam');
    expect(legal(s)).toEqual(['bid:betl', 'bid:durch', 'bid:pass', 'bid:stosedm-cervene']);
    expect(refusal(s, R, 'bid:sto')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-L3' });
  });
});

describe('MA-L3', () => {
  test('MA-L3 worked check: R sedma, F mam, R sto, F pass; M holds: mam; R pass: M is declarer at sto', () => {
    const s = licit('0:bid:sedma 1:bid:mam 0:bid:sto 1:bid:pass');
    expect(G.toMove(s)).toBe(M);
    expect(legal(s)).toEqual(['bid:mam', 'bid:pass']);
    const d = run(s, '2:bid:mam 0:bid:pass');
    expect(d).toMatchObject({ stage: 'discard', declarer: M });
    expect(G.view(d, F).declarer).toBe(M);
    expect(G.view(d, F).auction).toEqual({ holder: M, bidder: R, level: 'sto' });
    expect(popcount(d.hands[M]!)).toBe(12);
  });

  test('MA-L3 R passing at once sends M to bid against F; M passing too leaves F a plain hra', () => {
    const s = licit('0:bid:pass');
    expect(G.toMove(s)).toBe(M);
    const f = run(s, '2:bid:pass');
    expect(f).toMatchObject({ stage: 'discard', declarer: F });
    // R's bid refused by F: M answers R's standing bid; M passing too makes R the declarer at it.
    const r = licit('0:bid:betl 1:bid:pass 2:bid:pass');
    expect(r).toMatchObject({ stage: 'discard', declarer: R, level: 6 });
  });
});

describe('MA-L4', () => {
  test('MA-L4 worked check: won at sto, M may declare sto-X in any suit or higher (stosedm-G, sto-H, betl, durch), not sedma-H', () => {
    const s = licit('0:bid:sedma 1:bid:mam 0:bid:sto 1:bid:pass 2:bid:mam 0:bid:pass 2:discard:S7,S8');
    const l = legal(s);
    for (const b of ['sto-E', 'sto-G', 'sto-H', 'sto-S', 'stosedm-G', 'stosedm-H', 'betl', 'durch'])
      expect(l).toContain(`bid:${b}`);
    for (const b of ['sedma-H', 'sedma-E', 'hra-H']) expect(l).not.toContain(`bid:${b}`);
    expect(refusal(s, M, 'bid:sedma-H')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-L4' });
    const d = run(s, '2:bid:sto-H');
    expect(d).toMatchObject({ contract: 'sto', trump: 2, declarer: M });
    expect(G.view(d, R).trumpCard).toBeNull();
    // An Ace or a Ten in the talon leaves betl and durch.
    const at = licit('0:bid:pass 2:bid:pass 1:discard:EA,G7');
    expect(legal(at)).toEqual(['bid:betl', 'bid:durch']);
  });

  test('MA-L4: won at durch, the declarer may declare durch only, not the betl below it', () => {
    const s = licit('0:bid:pass 2:bid:durch 1:bid:pass 2:discard:SO,SU');
    expect(legal(s)).toEqual(['bid:durch']);
    expect(refusal(s, G.toMove(s)!, 'bid:betl')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-L4' });
    // Won at betl, both remain (durch is above it).
    const b = licit('0:bid:pass 2:bid:betl 1:bid:pass 2:discard:SO,SU');
    expect(legal(b)).toEqual(expect.arrayContaining(['bid:betl', 'bid:durch']));
  });
});

describe('MA-L5', () => {
  test('MA-L5 no taking over; fleks as MA-17, defenders first from the declarer’s left, up to boty', () => {
    const s = licit('0:bid:pass 2:bid:sedma 1:bid:pass 2:discard:SO,SU 2:bid:sedma-G');
    // The declarer is M; the defenders are R (left of M) and F; R speaks first.
    expect(G.toMove(s)).toBe(R);
    expect(legal(s)).toContain('bid:flek-hra-sedma');
    const p = run(s, '0:bid:flek-sedma 1:bid:flek-hra 2:bid:dobra');
    expect(p.stage).toBe('play');
    // R raises the hra, F lets the sedma be, M re, R tutti (F has nothing open), M boty: nothing left.
    const cap = run(s, '0:bid:flek-hra 1:bid:dobra 2:bid:flek-hra 0:bid:flek-hra 2:bid:flek-hra');
    expect(cap.flek[0]).toBe(4);
    expect(cap.stage).toBe('play');
  });
});

describe('MA-L6', () => {
  test('MA-L6 F leads a trump game whoever declares; the declarer leads betl and durch', () => {
    const s = licit('0:bid:pass 2:bid:sedma 1:bid:pass 2:discard:SO,SU 2:bid:sedma-G 0:bid:dobra 1:bid:dobra');
    expect(G.toMove(s)).toBe(F);
    const b = licit('0:bid:pass 2:bid:betl 1:bid:pass 2:discard:SO,SU 2:bid:betl 0:bid:dobra 1:bid:dobra');
    expect(G.toMove(b)).toBe(M);
  });
});

describe('MA-L7', () => {
  test('MA-L7 values as MA-23: a fleked sedma in leaves is 2 × 2, the hra 1 × 2', () => {
    const s = licit(
      '0:bid:pass 2:bid:sedma 1:bid:pass 2:discard:SO,SU 2:bid:sedma-G 0:bid:flek-sedma 1:bid:flek-hra 2:bid:dobra',
    );
    const o = G.outcome(last(playOut(s)))!;
    expect(o.flek).toEqual({ hra: 1, sedma: 1 });
    expect(o.components.find((c) => c.name === 'sedma')!.units).toBe(4);
    const hra = o.components[0]!;
    expect(hra.units).toBe(o.components.some((c) => c.name === 'sto' && c.silent) ? 4 : 2);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Records and the referee.

describe('records and the referee', () => {
  test('string forms: trump:HK, discard in plain-string order, bid:flek-hra-sedma, marry:H, play:HA, hra-H as a declaration', () => {
    for (const text of [
      'trump:HK',
      'discard:E7,G8',
      'bid:flek-hra-sedma',
      'bid:flek-betl',
      'marry:H',
      'play:HA',
      'bid:stosedm-S',
      'bid:dobra',
    ]) {
      expect(formatAction(G, 'german', act(text))).toBe(text);
    }
    expect(formatAction(G, 'german', act('discard:G8,E7'))).toBe('discard:E7,G8');
    // The same declaration in French notation names diamonds with D.
    expect(formatAction(G, 'french', act('bid:sto-S'))).toBe('bid:sto-D');
    expect(formatAction(G, 'french', act('bid:sto-S', 'french'))).toBe('bid:sto-S');
  });

  test('errors in RECORDS.md’s precedence: WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND, ILLEGAL_CARD, ILLEGAL_BID, ILLEGAL_MOVE', () => {
    const s = start(WORKED);
    expect(refusal(s, F, 'play:GT')).toMatchObject({ code: 'WRONG_PHASE', rule: null });
    expect(refusal(s, M, 'marry:G').code).toBe('WRONG_PHASE');
    expect(refusal(s, M, 'bid:barva').code).toBe('NOT_YOUR_TURN');
    expect(refusal(s, F, 'bid:barva')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'MA-6' });
    expect(refusal(s, F, 'bid:nonsense')).toMatchObject({ code: 'ILLEGAL_BID', rule: null });
    expect(refusal(s, F, 'discard:GT,EA')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'MA-7' });
    expect(refusal(s, F, 'discard:GT,S8').code).toBe('CARD_NOT_IN_HAND');
    const p = trumpGame();
    expect(refusal(p, F, 'bid:dobra').code).toBe('WRONG_PHASE');
    expect(refusal(p, F, 'trump:GT').code).toBe('WRONG_PHASE');
    expect(refusal(p, M, 'play:GA').code).toBe('NOT_YOUR_TURN');
    expect(refusal(p, F, 'play:GA').code).toBe('CARD_NOT_IN_HAND');
  });

  test('replay: every field of the records paragraph, an unfinished deal with dealer and complete only, SESSION_OVER after the target', () => {
    const s = trumpGame('hra', '2:bid:dobra 0:bid:dobra');
    const states = playOut(s);
    const actions = [
      { seat: 1, trump: 'EA' },
      { seat: 1, discard: ['S9', 'S8'] },
      ...['barva', 'dobra', 'dobra', 'hra', 'dobra', 'dobra'].map((bid, i) => ({ seat: [1, 2, 0, 1, 2, 0][i]!, bid })),
    ];
    const plays: { seat: number; play: string }[] = [];
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1]!;
      const seat = G.toMove(before)!;
      const played = cardsOf(before.hands[seat]!).find((c) => !cardsOf(states[i]!.hands[seat]!).includes(c))!;
      plays.push({ seat, play: code(played) });
    }
    const record = {
      format: 'cardavia/1',
      game: 'marias',
      rules: { ruleset: 'cardavia', target: 1 },
      deals: [{ cards: WORKED, actions: [...actions, ...plays] }],
    };
    const r = replay(record, [G]);
    if (r.kind !== 'ok') throw new Error(JSON.stringify(r));
    const report = replayReport(r.replayed) as { deals: Record<string, unknown>[]; finished: boolean; winner: unknown };
    expect(Object.keys(report.deals[0]!).sort()).toEqual(sorted(DEAL_FIELDS));
    expect(report.deals[0]).toMatchObject({
      contract: 'hra',
      declarer: 1,
      trump: 'E',
      trumpCard: 'EA',
      talon: ['S8', 'S9'],
      flek: { hra: 0 },
    });
    expect(report.finished).toBe(true);
    const over = replay({ ...record, deals: [...record.deals, { cards: WORKED, actions: [] }] }, [G]);
    expect(over.kind === 'illegal' && over.error.code).toBe('SESSION_OVER');
    const unfinished = replay({ ...record, deals: [{ cards: WORKED, actions: actions.slice(0, 3) }] }, [G]);
    if (unfinished.kind !== 'ok') throw new Error('unfinished');
    expect(unfinished.replayed.deals).toEqual([{ dealer: 0, complete: false }]);
  });
});

describe('the terminal text and the table’s candidates', () => {
  test('the text names the step, the game and the trump card to its owner only; the deal’s end lists the components', () => {
    const s = run(start(WORKED), '1:trump:EA');
    expect(G.text.view(G.view(s, F), 'german', G.legalActions(s))).toContain('Trump card: A♣ (EA)');
    expect(G.text.view(G.view(s, M), 'german', [])).not.toContain('EA');
    expect(G.text.afterAction(G.view(s, M), 'german', F, act('trump:EA'))).toBe('Right sets a trump card aside.');
    const end = last(playOut(trumpGame()));
    const o = G.outcome(end)!;
    const session = G.settle(G.newSession(G.defaultRules, 0), o);
    expect(G.text.dealEnd(o, session, F)).toMatch(/^Deal over: hra by You \(hra [+−]1/);
    // The table's buttons: every held card and the marriages a hand holds in play; the step's bids before.
    expect(G.candidates(G.view(trumpGame(), F))).toEqual([
      ...cardsOf(trumpGame().hands[F]!),
      act('marry:E'),
      act('marry:H'),
    ]);
    expect(G.candidates(G.view(s, F))).toHaveLength(55);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Random legal deals.

/** A random deal of a ruleset from a random dealer, played by random legal actions: every state. */
function randomStates(seed: number, ruleset: 'cardavia' | 'licitovany'): MariasState[] {
  const random = seededRandom(`ma-prop/${ruleset}/${seed}`);
  let s = start(shuffle(ALL, random), { dealer: randomBelow(random, 3), ruleset });
  const out = [s];
  while (G.phase(s) !== 'over') {
    const actions = G.legalActions(s);
    const r = G.apply(s, G.toMove(s)!, actions[randomBelow(random, actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}
const RULESETS = ['cardavia', 'licitovany'] as const;
const played = (s: MariasState): Card[] => [...s.tricks.flatMap((t) => t.cards), ...s.table];
const aside = (s: MariasState): Card[] => (s.trumpAside ? [s.trumpCard] : []);

/** Actions to try on every state: every card, a sample of bids, trump cards, discards and marriages. */
const TRIED: readonly Action[] = [
  ...Array.from({ length: 32 }, (_, c) => c),
  ...[
    'barva',
    'dobra',
    'betl',
    'durch',
    'hra',
    'sedma',
    'pass',
    'mam',
    'sto-cervene',
    'hra-H',
    'flek-hra',
    'flek-betl',
    'nonsense',
  ].map((b) => act(`bid:${b}`)),
  ...['EA', 'H7', 'S8'].map((c) => act(`trump:${c}`)),
  ...['E7,E8', 'HA,HT', 'G9,S9'].map((c) => act(`discard:${c}`)),
  ...['E', 'G', 'H', 'S'].map((x) => act(`marry:${x}`)),
];

describe('properties of random legal deals', () => {
  test('cards are conserved: hands, the trump card aside, the stock, the talon and the cards played are the 32 at every step', () => {
    for (const ruleset of RULESETS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const s of randomStates(seed, ruleset)) {
            const all = [
              ...s.hands.flatMap(cardsOf),
              ...aside(s),
              ...cardsOf(s.stock),
              ...cardsOf(s.talon),
              ...played(s),
            ];
            expect(all.sort((a, b) => a - b)).toEqual([...PACK]);
          }
        }),
        { numRuns: 100 },
      );
    }
  });

  test('every deal’s scores sum to 0, the declarer scores twice the value, and hra is never tied (MA-11, MA-26)', () => {
    for (const ruleset of RULESETS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const end = last(randomStates(seed, ruleset));
          const o = G.outcome(end)!;
          expect(o.scores.reduce((a, b) => a + b, 0)).toBe(0);
          expect(o.scores[o.declarer]).toBe(2 * o.value);
          const explained = explainMariasTricks(G.view(end, 0));
          expect(explained.map((e) => e.winnerSeat)).toEqual(end.tricks.map((t) => t.winner));
          // A sentence naming the beaten cards ("it beats …") has some to name.
          for (const e of explained) if (e.reason === 'highest-trump') expect(e.beaten.length).toBeGreaterThan(0);
          if (o.trump !== null) {
            const total = o.cardPoints.reduce((a, b) => a + b, 0) + o.marriages.reduce((a, b) => a + b, 0);
            expect(total % 20).toBe(10);
          }
        }),
        { numRuns: 200 },
      );
    }
  });

  test('every legal action applies, and every other action tried is refused with a code and, by a rule, its MA id', () => {
    for (const ruleset of RULESETS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const s of randomStates(seed, ruleset)) {
            const turn = G.toMove(s);
            const legalNow = G.legalActions(s);
            for (let seat = 0; seat < 3; seat++) {
              for (const a of [...TRIED, ...legalNow]) {
                const r = G.apply(s, seat, a);
                expect(r.ok, `${seat}:${formatAction(G, 'german', a)}`).toBe(seat === turn && legalNow.includes(a));
                if (r.ok) continue;
                expect(RULE_ERROR_CODES).toContain(r.error.code);
                // Every refusal by a rule names it; a bid of no name (`nonsense`) breaks none in particular.
                const unknown = a === act('bid:nonsense');
                if (['ILLEGAL_CARD', 'ILLEGAL_BID', 'ILLEGAL_MOVE'].includes(r.error.code) && !unknown) {
                  expect(r.error.rule).toMatch(/^MA-(L[1-7]|[1-9]|1[0-9]|2[0-7])$/);
                } else expect(r.error.rule).toBeNull();
                expect(r.error.message.length).toBeGreaterThan(0);
              }
            }
          }
        }),
        { numRuns: 8 },
      );
    }
  });

  test('views hold no unseen card; the trump card stays hidden from the others until MA-10 shows it', () => {
    for (const ruleset of RULESETS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const random = seededRandom(`ma-views/${seed}`);
          for (const s of randomStates(seed, ruleset)) {
            for (let seat = -1; seat < 3; seat++) {
              const v = seat < 0 ? G.spectatorView(s) : G.view(s, seat);
              const own = seat < 0 ? [] : cardsOf(s.hands[seat]!);
              const known = seat < 0 ? [] : cardsOf(s.seenTalon[seat]!);
              const f = (s.dealer + 1) % 3;
              const seen = new Set([...own, ...known, ...played(s)]);
              if (s.trumpCard >= 0 && (seat === f || s.trumpShown)) seen.add(s.trumpCard);
              expect([...v.hand].sort()).toEqual(own.sort());
              const shown = [
                ...v.hand,
                ...v.trick.cards,
                ...v.tricks.flatMap((t) => t.cards),
                ...(v.talon ?? []),
                ...v.seenTalon,
              ];
              if (v.trumpCard !== null) shown.push(v.trumpCard);
              expect(shown.filter((c) => !seen.has(c))).toEqual([]);
              if (seat !== f && !s.trumpShown) expect(v.trumpCard).toBeNull();
              // Deal the cards this seat cannot see anew among the others: the view is the same.
              const hidden = PACK.filter((c) => !seen.has(c));
              const order = shuffle(hidden, random);
              const swap = new Map(hidden.map((c, i) => [c, order[i]!]));
              const re = (m: number) => maskOf(cardsOf(m).map((c) => swap.get(c) ?? c));
              const other: MariasState = {
                ...s,
                hands: s.hands.map((h, i) => (i === seat ? h : re(h))),
                stock: re(s.stock),
                talon: re(s.talon),
                playTalon: re(s.playTalon),
                seenTalon: s.seenTalon.map((m, i) => (i === seat ? m : re(m))),
                trumpCard: s.trumpCard >= 0 ? (swap.get(s.trumpCard) ?? s.trumpCard) : -1,
              };
              expect(seat < 0 ? G.spectatorView(other) : G.view(other, seat)).toEqual(v);
            }
          }
        }),
        { numRuns: 60 },
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// perft, worked out by hand.

describe('perft', () => {
  test('cardavia, the pack in code order, dealer 0: 7, 385, 1,031 and 2,323 sequences at depths 1 to 4', () => {
    // F (seat 1) is dealt E7 E8 E9 ET EU EO EK (cards 0-6), then H8 H9 HT HU HO (17-21).
    // Depth 1: 7 trump cards. Depth 2: each leaves 11 cards, C(11, 2) = 55 discards: 385.
    // Depth 3: after each discard betl and durch, and barva when the talon holds no Ace or Ten (MA-7). F's
    // twelve cards hold two Tens (ET, HT) and no Ace: with ET aside, 10 cards without one, C(10, 2) = 45
    // barva-able discards; with any of the six others aside, 9, C(9, 2) = 36. 7 × 110 + 45 + 6 × 36 = 1,031.
    // Depth 4: after betl M says dobra or durch (2); after F's durch the taking over ends and M, the first
    // defender, says dobra or flek-durch (2); after barva M says dobra, betl or durch (3):
    // 7 × 55 × 2 + 7 × 55 × 2 + 3 × (45 + 216) = 770 + 770 + 783 = 2,323.
    const s = start(ALL);
    expect([1, 2, 3, 4].map((d) => perft(G, s, d))).toEqual([7, 385, 1031, 2323]);
  });

  test('licitovany, any deal: 9, 25 and 134 sequences at depths 1 to 3; 1,928 at depth 4 for the pack in code order', () => {
    // Depth 1: R passes or bids one of the 8 rungs: 9. Depth 2: after a bid F says mam or pass (8 × 2), after
    // R's pass M bids or passes (9): 25. Depth 3: after R's bid L and F's mam R bids above L or passes,
    // Σ (8 − L) over L = 0 … 7 = 36; after F's pass M answers L (8 × 2); after M's bid F answers (8 × 2); after
    // M's pass F is the declarer at plain hra and discards 2 of 12: 66. 36 + 16 + 16 + 66 = 134.
    // Depth 4: R L, F mam, R L' > L, F answers: C(8, 2) × 2 = 56; R L, F mam, R pass, M bids above L or
    // passes: 36; R L, F pass, M mam, R bids or passes: 36; R L, F pass, M pass: R declares, 66 discards each:
    // 528; R pass, M L, F mam, M bids or passes: 36; R pass, M L, F pass: M declares, 66 each: 528; R pass,
    // M pass, F's discard and then his declarations: F holds E7 E8 E9 ET EU, H8 H9 HT HU HO and the talon GA
    // H7: three Aces and Tens, so 36 discards leave 16 trump declarations + betl + durch (18) and 30 leave
    // betl and durch (2): 648 + 60 = 708. In all 56 + 36 + 36 + 528 + 36 + 528 + 708 = 1,928.
    for (const dealer of [0, 1, 2]) {
      const s = start(shuffle(ALL, seededRandom(`ma-perft/${dealer}`)), { dealer, ruleset: 'licitovany' });
      expect([1, 2, 3].map((d) => perft(G, s, d))).toEqual([9, 25, 134]);
    }
    expect(perft(G, start(ALL, { ruleset: 'licitovany' }), 4)).toBe(1928);
  });
});

test('moveAction stays within the game’s kinds', () => {
  expect(G.moves.map((m) => m.name)).toEqual(['play', 'bid', 'trump', 'discard', 'marry']);
  expect(G.apply(start(WORKED), F, moveAction(5, 0)).ok).toBe(false);
});
