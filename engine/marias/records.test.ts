/**
 * The hand-made Mariáš records of test/fixtures/marias/ (RULES.md, Mariáš, "Records and the referee"; issue 32
 * point 2), replayed through engine/record.ts against the outcomes worked out by hand in each record's comment: every
 * `replay` deal field, the error codes in RECORDS.md's precedence with their deal, action and rule, the unreadable
 * records, `legal` after an unfinished deal, a whole session then SESSION_OVER, and `perft` counts worked out by hand.
 * Mariáš is not yet in the list of games, so the replay is given the list plus Mariáš's definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../games.js';
import { type DealReport, legalReport, perftReport, replay, replayReport } from '../record.js';
import { marias } from './index.js';

const GAMES_WITH_MARIAS = [...GAMES, marias];
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'marias');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

function replayed(name: string) {
  const r = replay(fixture(name), GAMES_WITH_MARIAS);
  if (r.kind !== 'ok') throw new Error(`${name}: ${JSON.stringify(r)}`);
  return r.replayed;
}

interface Component {
  readonly name: string;
  readonly silent: boolean;
}

/**
 * A deal's report reduced to the fields an expectation names. RULES.md fixes neither the order of the two talon
 * cards (a discard's order does not matter) nor the order of the components, so both are compared sorted.
 */
function fieldsOf(deal: DealReport, expected: object): Record<string, unknown> {
  const out: Record<string, unknown> = { complete: deal.complete };
  for (const key of Object.keys(expected)) out[key] = deal[key];
  if (Array.isArray(out.talon)) out.talon = [...(out.talon as string[])].sort();
  if (Array.isArray(out.components)) {
    const key = (c: Component) => `${c.name}/${c.silent}`;
    out.components = [...(out.components as Component[])].sort((a, b) => key(a).localeCompare(key(b)));
  }
  return out;
}

/**
 * The one deal of each record, every field of RULES.md's list, as worked out in the record's comment (the
 * components sorted by name, the talon sorted).
 */
const COMPLETE: Record<string, object> = {
  'betl-lost-at-the-tenth-trick': {
    dealer: 2,
    contract: 'betl',
    declarer: 0,
    trump: null,
    trumpCard: null,
    talon: ['E9', 'EA'],
    flek: { betl: 0 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [1, 9, 0],
    components: [{ name: 'betl', silent: false, wonBy: 'defenders', units: 15 }],
    value: -15,
    scores: [-30, 15, 15],
    endedBy: 'last-trick',
  },
  'hra-lost-to-a-silent-hundred-of-the-defenders-and-their-silent-seven-lost': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'G',
    trumpCard: 'GU',
    talon: ['H7', 'S7'],
    flek: { hra: 0 },
    cardPoints: [10, 60, 20],
    marriages: [0, 40, 0],
    tricks: [1, 7, 2],
    components: [
      { name: 'hra', silent: false, wonBy: 'defenders', units: 2 },
      { name: 'sedma', silent: true, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: true, wonBy: 'defenders', units: 4 },
    ],
    value: -5,
    scores: [-10, 5, 5],
    endedBy: 'last-trick',
  },
  'hra-won-with-a-silent-hundred-a-silent-seven-and-a-defenders-marriage': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'E',
    trumpCard: 'E7',
    talon: ['S7', 'S8'],
    cardPoints: [90, 0, 0],
    marriages: [40, 20, 0],
    tricks: [9, 1, 0],
    endedBy: 'last-trick',
    flek: { hra: 0 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 2 },
      { name: 'sedma', silent: true, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: true, wonBy: 'declarer', units: 6 },
    ],
    value: 9,
    scores: [18, -9, -9],
  },
  'stosedm-won-hundred-made-in-four-steps': {
    dealer: 2,
    contract: 'stosedm',
    declarer: 0,
    trump: 'E',
    trumpCard: 'E7',
    talon: ['S7', 'S8'],
    cardPoints: [90, 0, 0],
    marriages: [40, 20, 0],
    tricks: [9, 1, 0],
    endedBy: 'last-trick',
    flek: { hra: 0, sedma: 0, sto: 0 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sedma', silent: false, wonBy: 'declarer', units: 2 },
      { name: 'sto', silent: false, wonBy: 'declarer', units: 16 },
    ],
    value: 19,
    scores: [38, -19, -19],
  },
  'sedma-won-fleks-to-the-cap': {
    dealer: 2,
    contract: 'sedma',
    declarer: 0,
    trump: 'E',
    trumpCard: 'E7',
    talon: ['S7', 'S8'],
    cardPoints: [90, 0, 0],
    marriages: [40, 20, 0],
    tricks: [9, 1, 0],
    endedBy: 'last-trick',
    flek: { hra: 4, sedma: 3 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 32 },
      { name: 'sedma', silent: false, wonBy: 'declarer', units: 16 },
      { name: 'sto', silent: true, wonBy: 'declarer', units: 6 },
    ],
    value: 54,
    scores: [108, -54, -54],
  },
  'sto-won-the-worked-check': {
    dealer: 2,
    contract: 'sto',
    declarer: 0,
    trump: 'E',
    trumpCard: 'EO',
    talon: ['S7', 'S8'],
    flek: { hra: 0, sto: 0 },
    cardPoints: [70, 20, 0],
    marriages: [60, 0, 0],
    tricks: [9, 1, 0],
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'declarer', units: 16 },
    ],
    value: 17,
    scores: [34, -17, -17],
    endedBy: 'last-trick',
  },
  'french-deck-sto-won': {
    dealer: 2,
    contract: 'sto',
    declarer: 0,
    trump: 'C',
    trumpCard: 'CQ',
    talon: ['D7', 'D8'],
    flek: { hra: 0, sto: 0 },
    cardPoints: [70, 20, 0],
    marriages: [60, 0, 0],
    tricks: [9, 1, 0],
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'declarer', units: 16 },
    ],
    value: 17,
    scores: [34, -17, -17],
    endedBy: 'last-trick',
  },
  'sto-lost-against-a-defenders-marriage': {
    dealer: 2,
    contract: 'sto',
    declarer: 0,
    trump: 'E',
    trumpCard: 'E9',
    talon: ['H7', 'S7'],
    flek: { hra: 0, sto: 0 },
    cardPoints: [50, 20, 20],
    marriages: [40, 20, 0],
    tricks: [6, 2, 2],
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'defenders', units: 12 },
    ],
    value: -11,
    scores: [-22, 11, 11],
    endedBy: 'last-trick',
  },
  'hra-in-hearts-flek-and-re-the-worked-check': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'H',
    trumpCard: 'H9',
    talon: ['E7', 'G7'],
    flek: { hra: 2 },
    cardPoints: [50, 20, 20],
    marriages: [40, 20, 0],
    tricks: [6, 2, 2],
    components: [{ name: 'hra', silent: false, wonBy: 'declarer', units: 8 }],
    value: 8,
    scores: [16, -8, -8],
    endedBy: 'last-trick',
  },
  'hra-lost': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'G',
    trumpCard: 'G7',
    talon: ['H7', 'H8'],
    flek: { hra: 0 },
    cardPoints: [30, 40, 20],
    marriages: [0, 0, 0],
    tricks: [4, 5, 1],
    components: [{ name: 'hra', silent: false, wonBy: 'defenders', units: 1 }],
    value: -1,
    scores: [-2, 1, 1],
    endedBy: 'last-trick',
  },
  'hra-won-silent-seven-lost-by-the-declarer': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'G',
    trumpCard: 'GT',
    talon: ['S7', 'S8'],
    cardPoints: [60, 0, 30],
    marriages: [0, 0, 0],
    tricks: [8, 0, 2],
    endedBy: 'last-trick',
    flek: { hra: 1 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 2 },
      { name: 'sedma', silent: true, wonBy: 'defenders', units: 1 },
    ],
    value: 1,
    scores: [2, -1, -1],
  },
  'sedma-lost-the-seven-beaten-in-the-last-trick': {
    dealer: 2,
    contract: 'sedma',
    declarer: 0,
    trump: 'G',
    trumpCard: 'GT',
    talon: ['S7', 'S8'],
    cardPoints: [60, 0, 30],
    marriages: [0, 0, 0],
    tricks: [8, 0, 2],
    endedBy: 'last-trick',
    flek: { hra: 0, sedma: 0 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sedma', silent: false, wonBy: 'defenders', units: 2 },
    ],
    value: -1,
    scores: [-2, 1, 1],
  },
  'stosedm-lost-seven-and-hundred': {
    dealer: 2,
    contract: 'stosedm',
    declarer: 0,
    trump: 'G',
    trumpCard: 'GT',
    talon: ['S7', 'S8'],
    cardPoints: [60, 0, 30],
    marriages: [0, 0, 0],
    tricks: [8, 0, 2],
    endedBy: 'last-trick',
    flek: { hra: 0, sedma: 0, sto: 0 },
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sedma', silent: false, wonBy: 'defenders', units: 2 },
      { name: 'sto', silent: false, wonBy: 'defenders', units: 16 },
    ],
    value: -17,
    scores: [-34, 17, 17],
  },
  'betl-won': {
    dealer: 2,
    contract: 'betl',
    declarer: 0,
    trump: null,
    trumpCard: null,
    talon: ['EA', 'SA'],
    flek: { betl: 0 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [0, 10, 0],
    components: [{ name: 'betl', silent: false, wonBy: 'declarer', units: 15 }],
    value: 15,
    scores: [30, -15, -15],
    endedBy: 'last-trick',
  },
  'betl-taken-over-lost-at-the-declarers-first-trick': {
    dealer: 0,
    contract: 'betl',
    declarer: 2,
    trump: null,
    trumpCard: null,
    talon: ['G9', 'H9'],
    flek: { betl: 1 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [0, 3, 1],
    components: [{ name: 'betl', silent: false, wonBy: 'defenders', units: 30 }],
    value: -30,
    scores: [30, 30, -60],
    endedBy: 'decided',
  },
  'durch-won-with-flek-and-re': {
    dealer: 2,
    contract: 'durch',
    declarer: 0,
    trump: null,
    trumpCard: null,
    talon: ['E7', 'G7'],
    flek: { durch: 2 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [10, 0, 0],
    components: [{ name: 'durch', silent: false, wonBy: 'declarer', units: 120 }],
    value: 120,
    scores: [240, -120, -120],
    endedBy: 'last-trick',
  },
  'durch-lost-at-the-first-lost-trick': {
    dealer: 2,
    contract: 'durch',
    declarer: 0,
    trump: null,
    trumpCard: null,
    talon: ['GO', 'SA'],
    flek: { durch: 0 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [2, 1, 0],
    components: [{ name: 'durch', silent: false, wonBy: 'defenders', units: 30 }],
    value: -30,
    scores: [-60, 30, 30],
    endedBy: 'decided',
  },
  'durch-by-the-forehand-over-a-betl-with-the-talon': {
    dealer: 2,
    contract: 'durch',
    declarer: 0,
    trump: null,
    trumpCard: null,
    talon: ['S7', 'S9'],
    flek: { durch: 0 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [10, 0, 0],
    components: [{ name: 'durch', silent: false, wonBy: 'declarer', units: 30 }],
    value: 30,
    scores: [60, -30, -30],
    endedBy: 'last-trick',
  },
  'licitovany-sto-won-by-middlehand': {
    dealer: 0,
    contract: 'sto',
    declarer: 2,
    trump: 'G',
    trumpCard: null,
    talon: ['S7', 'S8'],
    flek: { hra: 0, sto: 0 },
    cardPoints: [0, 0, 90],
    marriages: [0, 0, 40],
    tricks: [0, 0, 10],
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
      { name: 'sto', silent: false, wonBy: 'declarer', units: 16 },
    ],
    value: 17,
    scores: [-17, -17, 34],
    endedBy: 'last-trick',
  },
  'licitovany-plain-hra-in-hearts-nobody-bids': {
    dealer: 2,
    contract: 'hra',
    declarer: 0,
    trump: 'H',
    trumpCard: null,
    talon: ['S7', 'S8'],
    flek: { hra: 0 },
    cardPoints: [90, 0, 0],
    marriages: [40, 20, 0],
    tricks: [9, 1, 0],
    components: [
      { name: 'hra', silent: false, wonBy: 'declarer', units: 4 },
      { name: 'sedma', silent: true, wonBy: 'declarer', units: 2 },
      { name: 'sto', silent: true, wonBy: 'declarer', units: 12 },
    ],
    value: 18,
    scores: [36, -18, -18],
    endedBy: 'last-trick',
  },
  'licitovany-betl-by-rearhand-lost-at-the-first-trick': {
    dealer: 2,
    contract: 'betl',
    declarer: 2,
    trump: null,
    trumpCard: null,
    talon: ['S7', 'S8'],
    flek: { betl: 0 },
    cardPoints: [0, 0, 0],
    marriages: [0, 0, 0],
    tricks: [0, 0, 1],
    components: [{ name: 'betl', silent: false, wonBy: 'defenders', units: 15 }],
    value: -15,
    scores: [15, 15, -30],
    endedBy: 'decided',
  },
};

/** The first illegal action: deal, action (null for the pack and the session), code and RULES.md rule. */
const ILLEGAL: Record<string, object> = {
  'session-over-a-fourth-deal': { deal: 3, action: null, code: 'SESSION_OVER', rule: null },
  'wrong-phase-a-card-before-the-trump-card': { deal: 0, action: 0, code: 'WRONG_PHASE', rule: null },
  'wrong-phase-a-flek-during-play': { deal: 0, action: 9, code: 'WRONG_PHASE', rule: null },
  'wrong-phase-a-marriage-during-the-auction': { deal: 0, action: 1, code: 'WRONG_PHASE', rule: null },
  'not-your-turn-middlehand-sets-a-trump-card': { deal: 0, action: 0, code: 'NOT_YOUR_TURN', rule: null },
  'not-your-turn-the-declarer-fleks-first': { deal: 0, action: 6, code: 'NOT_YOUR_TURN', rule: null },
  'card-not-in-hand-trump-card-from-the-last-five': { deal: 0, action: 0, code: 'CARD_NOT_IN_HAND', rule: null },
  'card-not-in-hand-discarding-the-trump-card': { deal: 0, action: 1, code: 'CARD_NOT_IN_HAND', rule: null },
  'card-not-in-hand-leading-a-defenders-ace': { deal: 0, action: 8, code: 'CARD_NOT_IN_HAND', rule: null },
  'illegal-card-the-king-does-not-beat-the-ten': { deal: 0, action: 9, code: 'ILLEGAL_CARD', rule: 'MA-19' },
  'illegal-card-no-leaf-must-trump': { deal: 0, action: 10, code: 'ILLEGAL_CARD', rule: 'MA-19' },
  'illegal-card-announced-seven-led-early': { deal: 0, action: 8, code: 'ILLEGAL_CARD', rule: 'MA-12' },
  'illegal-bid-barva-with-an-ace-in-the-talon': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'MA-7' },
  'illegal-bid-betl-over-a-betl': { deal: 0, action: 3, code: 'ILLEGAL_BID', rule: 'MA-9' },
  'not-your-turn-second-defender-skipped-after-a-flek': { deal: 0, action: 7, code: 'NOT_YOUR_TURN', rule: null },
  'illegal-bid-flek-of-a-component-not-open': { deal: 0, action: 7, code: 'ILLEGAL_BID', rule: 'MA-17' },
  'illegal-bid-a-game-before-barva-stands': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'MA-8' },
  'illegal-move-discard-before-the-trump-card': { deal: 0, action: 0, code: 'ILLEGAL_MOVE', rule: 'MA-7' },
  'illegal-move-discard-names-one-card-twice': { deal: 0, action: 1, code: 'ILLEGAL_MOVE', rule: 'MA-7' },
  'illegal-move-marriage-after-its-ober-went': { deal: 0, action: 29, code: 'ILLEGAL_MOVE', rule: 'MA-21' },
  'illegal-move-marriage-in-a-betl': { deal: 0, action: 8, code: 'ILLEGAL_MOVE', rule: 'MA-3' },
  'deal-over-a-card-after-the-betl-was-lost': { deal: 0, action: 21, code: 'DEAL_OVER', rule: null },
  'bad-pack-a-six-instead-of-a-seven': { deal: 0, action: null, code: 'BAD_PACK', rule: null },
  'illegal-move-trump-card-in-licitovany': { deal: 0, action: 0, code: 'ILLEGAL_MOVE', rule: 'MA-L1' },
  'illegal-bid-licitovany-bid-not-above-the-current-level': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'MA-L3' },
  'illegal-bid-licitovany-red-sedma-below-sto': { deal: 0, action: 7, code: 'ILLEGAL_BID', rule: 'MA-L4' },
};

/** Records that do not read (exit 2): each form the records paragraph lists. */
const UNREADABLE = [
  'unreadable-play-and-marry-in-one-action',
  'unreadable-action-with-no-move',
  'unreadable-trump-french-code-in-a-german-record',
  'unreadable-play-not-a-card-code',
  'unreadable-discard-of-three-cards',
  'unreadable-discard-as-one-string',
  'unreadable-marry-names-a-card',
  'unreadable-marry-a-french-suit',
  'unreadable-ruleset-krizovy',
  'unreadable-a-variant',
  'unreadable-unknown-deck',
];

/** `cardavia legal` after an unfinished deal: its dealer, then the report. */
const UNFINISHED: Record<string, { dealer: number; seat: number; phase: string; actions: string[] }> = {
  'legal-betl-the-trick-that-ends-the-deal': {
    dealer: 0,
    seat: 0,
    phase: 'play',
    actions: ['play:S9', 'play:SO', 'play:SU'],
  },
  'legal-fresh-deal-seven-trump-cards': {
    dealer: 2,
    seat: 0,
    phase: 'auction',
    actions: ['trump:E7', 'trump:EA', 'trump:EK', 'trump:EO', 'trump:ET', 'trump:GA', 'trump:HA'],
  },
  'legal-middlehand-answers-barva': {
    dealer: 2,
    seat: 1,
    phase: 'auction',
    actions: ['bid:betl', 'bid:dobra', 'bid:durch'],
  },
  'legal-over-a-betl-only-durch': { dealer: 2, seat: 1, phase: 'auction', actions: ['bid:dobra', 'bid:durch'] },
  'legal-forehand-declares-his-game': {
    dealer: 2,
    seat: 0,
    phase: 'auction',
    actions: ['bid:hra', 'bid:sedma', 'bid:sto', 'bid:stosedm'],
  },
  'legal-first-defender-may-raise-any-set-of-components': {
    dealer: 2,
    seat: 1,
    phase: 'auction',
    actions: [
      'bid:dobra',
      'bid:flek-hra',
      'bid:flek-hra-sedma',
      'bid:flek-hra-sedma-sto',
      'bid:flek-hra-sto',
      'bid:flek-sedma',
      'bid:flek-sedma-sto',
      'bid:flek-sto',
    ],
  },
  'legal-second-defender-only-the-sedma-open': {
    dealer: 2,
    seat: 2,
    phase: 'auction',
    actions: ['bid:dobra', 'bid:flek-sedma'],
  },
  'legal-after-a-marriage-only-its-king-and-ober': {
    dealer: 2,
    seat: 1,
    phase: 'play',
    actions: ['play:HK', 'play:HO'],
  },
  'legal-no-leaf-must-trump-the-worked-check': { dealer: 2, seat: 2, phase: 'play', actions: ['play:E7', 'play:EO'] },
  'legal-betl-king-and-ace-beat-the-ten-the-worked-check': {
    dealer: 2,
    seat: 1,
    phase: 'play',
    actions: ['play:GA', 'play:GK'],
  },
  'legal-licitovany-fresh-deal-rearhand-bids': {
    dealer: 0,
    seat: 0,
    phase: 'auction',
    actions: [
      'bid:betl',
      'bid:durch',
      'bid:pass',
      'bid:sedma',
      'bid:sedma-cervena',
      'bid:sto',
      'bid:sto-cervene',
      'bid:stosedm',
      'bid:stosedm-cervene',
    ],
  },
  'legal-licitovany-declarations-at-sto': {
    dealer: 0,
    seat: 2,
    phase: 'auction',
    actions: [
      'bid:betl',
      'bid:durch',
      'bid:sto-E',
      'bid:sto-G',
      'bid:sto-H',
      'bid:sto-S',
      'bid:stosedm-E',
      'bid:stosedm-G',
      'bid:stosedm-H',
      'bid:stosedm-S',
    ],
  },
};

/** Records of a whole session (rules.target 3). */
const MATCHES: Record<string, object> = {
  'session-of-three-deals-won-by-seat-2': { totals: [15, -75, 60], finished: true, winner: 2 },
};

describe('hand-made records (test/fixtures/marias) replay to the outcomes worked out by hand', () => {
  test('there are at least 30, each with a comment and an expectation here', () => {
    const names = readdirSync(FIXTURES).map((f) => f.replace(/\.json$/, ''));
    const known = [
      ...Object.keys(COMPLETE),
      ...Object.keys(ILLEGAL),
      ...UNREADABLE,
      ...Object.keys(UNFINISHED),
      ...Object.keys(MATCHES),
    ];
    expect(names.sort()).toEqual(known.sort());
    expect(names.length).toBeGreaterThanOrEqual(30);
    for (const n of names) expect(typeof (fixture(n) as { comment?: unknown }).comment, n).toBe('string');
  });

  describe('complete deals: every replay field, the totals, nothing legal after', () => {
    test.each(Object.entries(COMPLETE))('%s', (name, expected) => {
      const r = replayed(name);
      expect(r.deals).toHaveLength(1);
      expect(fieldsOf(r.deals[0]!, expected)).toEqual({ complete: true, ...expected });
      // One deal of a session of 12 (MA-27): the totals are the deal's scores, the session goes on.
      expect(replayReport(r)).toMatchObject({
        totals: (expected as { scores: number[] }).scores,
        finished: false,
        winner: null,
      });
      expect(legalReport(r)).toEqual({ seat: null, phase: 'over', actions: [] });
    });
  });

  describe("the first illegal action: its deal, action, code in RECORDS.md's precedence and rule", () => {
    test.each(Object.entries(ILLEGAL))('%s', (name, expected) => {
      const r = replay(fixture(name), GAMES_WITH_MARIAS);
      if (r.kind !== 'illegal') throw new Error(`${name}: ${JSON.stringify(r)}`);
      const { deal, action, code, rule } = r.error;
      expect({ deal, action, code, rule }).toEqual(expected);
    });
  });

  describe('unreadable records (exit 2)', () => {
    test.each(UNREADABLE)('%s', (name) => {
      expect(replay(fixture(name), GAMES_WITH_MARIAS).kind).toBe('unreadable');
    });
  });

  describe('legal after an unfinished deal: the seat, the phase, the actions as sorted strings', () => {
    test.each(Object.entries(UNFINISHED))('%s', (name, { dealer, ...expected }) => {
      const r = replayed(name);
      expect(r.deals).toEqual([{ dealer, complete: false }]);
      expect(legalReport(r)).toEqual(expected);
    });
  });

  test.each(Object.entries(MATCHES))('%s', (name, expected) => {
    expect(replayReport(replayed(name))).toMatchObject(expected);
  });

  test('the session of three deals: dealers 0, 1, 2, each a betl lost at the first trick, scored with its fleks', () => {
    const deals = replayed('session-of-three-deals-won-by-seat-2').deals;
    expect(deals.map((d) => [d.dealer, d.contract, d.declarer, d.flek, d.value, d.scores, d.endedBy])).toEqual([
      [0, 'betl', 1, { betl: 2 }, -60, [60, -120, 60], 'decided'],
      [1, 'betl', 2, { betl: 0 }, -15, [15, 15, -30], 'decided'],
      [2, 'betl', 0, { betl: 1 }, -30, [-60, 30, 30], 'decided'],
    ]);
  });

  test('perft from the fresh deal gives 7, 385, 860 and 1,810 at depths 1 to 4 (worked out in the record)', () => {
    const r = replayed('legal-fresh-deal-seven-trump-cards');
    expect([0, 1, 2, 3, 4].map((d) => perftReport(r, d).nodes)).toEqual([1, 7, 385, 860, 1810]);
  });

  test("perft after F's barva gives 3 and 135: a taker picks up the talon and has 66 discards", () => {
    const r = replayed('legal-middlehand-answers-barva');
    expect([1, 2].map((d) => perftReport(r, d).nodes)).toEqual([3, 135]);
  });

  test('perft stops at the card that loses the betl: 3 at depths 1, 2 and 3', () => {
    const r = replayed('legal-betl-the-trick-that-ends-the-deal');
    expect([1, 2, 3].map((d) => perftReport(r, d).nodes)).toEqual([3, 3, 3]);
  });

  test('perft with no deal in progress counts 0 from depth 1', () => {
    expect(perftReport(replayed('betl-won'), 1).nodes).toBe(0);
  });
});
