/**
 * Schafkopf as RULES.md gives it (SK-1 … SK-25, and its two worked checks), with the record conventions of
 * RECORDS.md. One test per rule id, then the rare cases, then property tests over thousands of random legal
 * deals. Expected values are worked out by hand from RULES.md, or by the small independent referee written
 * below from RULES.md alone (it never calls the engine's trump tables, trick winner or legality code).
 * The hand-made records in test/fixtures/schafkopf/ are replayed here through the engine; the CLI test runs
 * the same records through the real `cardavia` command.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Action, actionBid, actionCard, bidAction, isBid, playAction } from '../action.js';
import { formatCard, parseCard } from '../cards.js';
import { DECKS, packFor as deckPack } from '../decks.js';
import { UNKNOWN_BID, replay, replayReport } from '../record.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import {
  CONTRACTS,
  DEFAULT_SCHAFKOPF_RULES,
  type SchafkopfOutcome,
  type SchafkopfState,
  bidIndex,
  cardPoints,
  schafkopf,
  trickWinnerIndex,
} from './index.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards, hands, packs and action scripts.

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'schafkopf');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

/** The 32 codes of the pack (SK-1), suits E G H S, ranks 7 … A. */
const ALL_CODES: readonly string[] = [...'EGHS'].flatMap((s) => [...'789TUOKA'].map((r) => s + r));

function card(code: string): number {
  const c = parseCard('german', code);
  if (c === undefined) throw new Error(`not a German card code: ${code}`);
  return c;
}
const code = (c: number): string => formatCard('german', c);
const codes = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);
const sorted = (list: readonly string[]): string[] => [...list].sort();

/** Four hands, seat 0..3, each eight card codes separated by spaces. */
type Hands = readonly [string, string, string, string];

/** SK-3: the pack order (index 0 dealt first) that gives seat s the hand `hands[s]` when `dealer` deals. */
function packFor(hands: Hands, dealer: number): string[] {
  const pack: string[] = new Array<string>(32);
  for (let seat = 0; seat < 4; seat++) {
    const hand = codes(hands[seat]!);
    if (hand.length !== 8) throw new Error(`seat ${seat} needs 8 cards`);
    const round = (seat - dealer + 3) % 4; // 0 for the seat left of the dealer
    for (let i = 0; i < 4; i++) {
      pack[4 * round + i] = hand[i]!;
      pack[16 + 4 * round + i] = hand[4 + i]!;
    }
  }
  if (sorted(pack).join() !== sorted(ALL_CODES).join()) throw new Error('the hands are not the 32-card pack');
  return pack;
}

/** The same deal seen k seats further round the table: seat s's hand goes to seat s+k. */
const rotateHands = (hands: Hands, k: number): Hands =>
  [0, 1, 2, 3].map((s) => hands[(s - k + 8) % 4]!) as unknown as Hands;
const rotateScript = (script: string, k: number): string =>
  codes(script)
    .map((t) => `${(Number(t.split(':')[0]) + k) % 4}:${t.split(':')[1]}`)
    .join(' ');

const bidOf = (name: string): Action => (bidIndex(name) >= 0 ? bidAction(bidIndex(name)) : UNKNOWN_BID);
/** `rufer-S`, `pass`, `bid=pass` are bids; `EO`, `S6`, `play=EO` are cards. */
function toAction(what: string): Action {
  if (what.startsWith('bid=')) return bidOf(what.slice(4));
  if (what.startsWith('play=')) return playAction(card(what.slice(5)));
  return /[a-z]/.test(what) ? bidOf(what) : playAction(card(what));
}
const fmt = (a: Action): string => (isBid(a) ? `bid:${schafkopf.bids[actionBid(a)]}` : code(actionCard(a)));

function startDeal(hands: Hands, dealer = 0): SchafkopfState {
  return schafkopf.deal(schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, dealer), packFor(hands, dealer).map(card));
}
/** Applies "seat:action" tokens; every one must be legal. */
function run(state: SchafkopfState, script: string): SchafkopfState {
  let s = state;
  for (const [i, token] of codes(script).entries()) {
    const [seat, what] = token.split(':') as [string, string];
    const r = schafkopf.apply(s, Number(seat), toAction(what));
    if (!r.ok) throw new Error(`action ${i} (${token}) refused: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}
/** Applies one "seat:action" token and returns the error code, or 'ok'. */
function attempt(s: SchafkopfState, token: string): string {
  const [seat, what] = token.split(':') as [string, string];
  const r = schafkopf.apply(s, Number(seat), toAction(what));
  return r.ok ? 'ok' : r.error.code;
}
const legal = (s: SchafkopfState): string[] => sorted(schafkopf.legalActions(s).map(fmt));
const handOf = (s: SchafkopfState, seat: number): string[] => sorted(schafkopf.view(s, seat).hand.map(code));
const outcomeOf = (s: SchafkopfState): SchafkopfOutcome => {
  const o = schafkopf.outcome(s);
  if (o === undefined) throw new Error('the deal is not over');
  return o;
};
const report = (s: SchafkopfState): Record<string, unknown> => schafkopf.report(outcomeOf(s), 'german');

/** A record of one or more deals; each deal's pack is built for its dealer (firstDealer + index). */
function recordOf(deals: readonly { hands: Hands; script: string }[], firstDealer = 0): Record<string, unknown> {
  return {
    format: 'cardavia/1',
    game: 'schafkopf',
    firstDealer,
    deals: deals.map((d, i) => ({
      cards: packFor(d.hands, (firstDealer + i) % 4),
      actions: codes(d.script).map((token) => {
        const [seat, what] = token.split(':') as [string, string];
        const a = toAction(what);
        return isBid(a)
          ? { seat: Number(seat), bid: what.replace(/^bid=/, '') }
          : { seat: Number(seat), play: code(a) };
      }),
    })),
  };
}
function replayed(record: unknown): Record<string, unknown> {
  const r = replay(record);
  if (r.kind === 'unreadable') return { unreadable: r.message };
  if (r.kind === 'illegal') return { ok: false, error: r.error };
  return replayReport(r.replayed);
}
function errorOf(record: unknown): { deal: number; action: number | null; code: string } {
  const r = replay(record);
  if (r.kind !== 'illegal') throw new Error(`expected an illegal action, got ${r.kind}`);
  return { deal: r.error.deal, action: r.error.action, code: r.error.code };
}

// ---------------------------------------------------------------------------------------------------------------
// Hand-made deals (the same hands as the fixtures). Seat 0 deals unless said otherwise: seat 1 speaks and leads.

/** Worked check 1: Solo hearts, seat 1 holds EO GO HO SO (not EU) and takes 95. */
const W1: Hands = [
  'HU SU S8 S9 SK ST SA EK',
  'EO GO HO SO HA HT HK E7',
  'EU H9 E9 G9 GK GT GA EA',
  'GU H8 H7 E8 G8 G7 S7 ET',
];
const W1_TRICKS = [
  '1:EO 2:EU 3:GU 0:HU',
  '1:GO 2:H9 3:H8 0:SU',
  '1:HO 2:E9 3:H7 0:S8',
  '1:SO 2:G9 3:E8 0:S9',
  '1:HA 2:GK 3:G8 0:SK',
  '1:HT 2:GT 3:G7 0:ST',
  '1:HK 2:GA 3:S7 0:SA',
  '1:E7 2:EA 3:ET 0:EK',
];
const W1_PLAY = `1:solo-H 2:pass 3:pass 0:pass ${W1_TRICKS.join(' ')}`;

/** Worked check 2: Rufer on the leaves Ace (seat 3); the defenders 0 and 2 hold EO GO HO; 64 for 1 and 3. */
const W2: Hands = [
  'G9 EA ST EO H8 E7 EK SK',
  'G7 E9 S9 SO H9 SU EU GU',
  'G8 ET SA GO HO GT GK S7',
  'GA E8 S8 H7 HU HA HT HK',
];
const W2_PLAY = `1:rufer-G 2:pass 3:pass 0:pass
  1:G7 2:G8 3:GA 0:G9  3:E8 0:EA 1:E9 2:ET  0:ST 1:S9 2:SA 3:S8  2:GO 3:H7 0:EO 1:SO
  0:H8 1:H9 2:HO 3:HU  2:GT 3:HA 0:E7 1:SU  1:EU 2:GK 3:HT 0:EK  1:GU 2:S7 3:HK 0:SK`;

/** Solo in leaves: seat 1 takes 90 with the play below, seat 2 the other 30. */
const SG: Hands = [
  'G8 SU E8 SK EK E9 SA ST',
  'GO HO SO EU GU GA GT H7',
  'EO G9 GK EA HT S9 S8 S7',
  'G7 HU E7 ET HA HK H9 H8',
];
const SG_90 = `1:GO 2:EO 3:G7 0:G8  2:EA 3:E7 0:E8 1:HO  1:SO 2:G9 3:HU 0:SU  1:EU 2:GK 3:HA 0:EK
  1:GU 2:S9 3:HK 0:E9  1:GA 2:S8 3:H9 0:SA  1:GT 2:S7 3:H8 0:ST  1:H7 2:HT 3:ET 0:SK`;

/** Seat 1 holds EU GU and wins every trick in Wenz. */
const WZ: Hands = [
  'HO H9 H8 H7 SO S9 S8 S7',
  'EU GU EA ET EK GA GT GK',
  'HU EO E9 GO G9 HA HT HK',
  'SU E8 E7 G8 G7 SA ST SK',
];
const WZ_PLAY = `1:EU 2:HU 3:SU 0:H7  1:GU 2:HK 3:SK 0:H8  1:EA 2:EO 3:E8 0:H9  1:ET 2:E9 3:E7 0:HO
  1:EK 2:HT 3:ST 0:S7  1:GA 2:GO 3:G8 0:S8  1:GT 2:G9 3:G7 0:S9  1:GK 2:HA 3:SA 0:SO`;

/** Solo Tout in acorns by seat 1 (EO GO HO; SO with seat 2), lost at the third trick. */
const ST: Hands = [
  'E9 GU G9 GK HK H9 H8 H7',
  'EO GO HO EA ET EK G7 S7',
  'E7 SO G8 SA ST SK HU HA',
  'E8 EU GA GT S9 S8 SU HT',
];
const ST_PLAY = '1:solo-tout-E 2:pass 3:pass 0:pass  1:EO 2:E7 3:E8 0:E9  1:GO 2:SO 3:EU 0:GU  1:G7 2:G8 3:GA 0:G9';

/** Rufer on the acorns Ace (seat 3): acorns is never led, and seat 3 discards the Ace on the last trick. */
const RL: Hands = [
  'H8 H7 ET EK E9 E8 G9 SK',
  'EO GO HO SO EU GU S7 E7',
  'HT HK H9 GA GT GK SA ST',
  'EA HU SU HA G8 G7 S9 S8',
];
const RL_HEAD = '1:rufer-E 2:pass 3:pass 0:pass  1:EO 2:H9 3:HU 0:H8  1:GO 2:HK 3:SU 0:H7  1:HO 2:HT 3:HA 0:E8';
const RL_PLAY = `${RL_HEAD}  1:SO 2:GK 3:G8 0:E9  1:EU 2:GT 3:G7 0:EK  1:GU 2:ST 3:S9 0:ET  1:S7 2:SA 3:S8 0:SK
  2:GA 3:EA 0:G9 1:E7`;

/** Seat 2 calls the bells Ace; seat 1 holds SA S9 S8 S7 and runs away at the first trick. */
const RA: Hands = [
  'E7 G8 G7 SU HK H9 H8 H7',
  'SA S9 S8 S7 EA EK GA GK',
  'SK EO GO HO SO EU HA HT',
  'ST ET E9 E8 GT G9 GU HU',
];
const RA_PLAY = `1:pass 2:rufer-S 3:pass 0:pass
  1:S7 2:SK 3:ST 0:H7  0:G8 1:GA 2:HT 3:G9  2:EO 3:GU 0:SU 1:SA  2:GO 3:HU 0:HK 1:S8
  2:HO 3:E8 0:H9 1:S9  2:SO 3:E9 0:H8 1:EK  2:EU 3:GT 0:G7 1:GK  2:HA 3:ET 0:E7 1:EA`;

/** As RA, but seat 1 holds only SA S8 S7 of bells. */
const RB: Hands = [
  'E7 G8 G7 SU HK H9 H8 H7',
  'SA S8 S7 EA EK GA GK G9',
  'SK S9 EO GO HO SO EU HA',
  'ST ET E9 E8 GT GU HU HT',
];

/** Seat 1 may call bells (S7, no SA); seat 3 holds SA S8; seat 2 has no bells and one trump, HA. */
const A: Hands = [
  'ST SK S9 SU HK H9 H8 H7',
  'S7 EO GO HO SO E8 GU HU',
  'EA ET EK E9 GA GT GK HA',
  'SA S8 EU E7 G9 G8 G7 HT',
];
const A_BIDS = '1:rufer-S 2:pass 3:pass 0:pass';

/** Seat 2 holds all Obers and Unters. */
const SIE: Hands = [
  'GK G9 G8 G7 HA HT HK H9',
  'H8 H7 SA ST SK S9 S8 S7',
  'EO GO HO SO EU GU HU SU',
  'EA ET EK E9 E8 E7 GA GT',
];

/** Every Ober and Unter in a different seat: no side holds two top trumps in a row (no Laufende). */
const N: Hands = [
  'EO EU HA HT HK H9 H8 H7',
  'GO GU EA ET EK E9 E8 E7',
  'HO HU GA GT GK G9 G8 G7',
  'SO SU SA ST SK S9 S8 S7',
];

/**
 * A finished deal with chosen card points and trick counts, on real dealt hands (for the scoring rules,
 * which depend only on them): the state the engine would be in after the last trick.
 */
function finished(hands: Hands, contract: string, declarer: number, points: number[], won: number[]): SchafkopfState {
  const s = startDeal(hands);
  const called = contract.startsWith('rufer-') ? `${contract.slice(-1)}A` : null;
  const tricks = won.flatMap((n, seat) =>
    Array.from({ length: n }, () => ({ leader: seat, cards: [] as number[], winner: seat, points: 0 })),
  );
  return {
    ...s,
    phase: 'over',
    contract: bidIndex(contract),
    declarer,
    calledAce: called === null ? -1 : card(called),
    partner: called === null ? -1 : hands.findIndex((h) => codes(h).includes(called)),
    partnerRevealed: true,
    hands: [0, 0, 0, 0],
    tricks,
    points,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// An independent referee, from RULES.md alone.

type Kind = 'rufer' | 'wenz' | 'solo' | 'wenz-tout' | 'solo-tout' | 'sie';
interface RefContract {
  readonly name: string;
  readonly kind: Kind;
  readonly suit: string | null;
}
const LEVEL: Record<Kind, number> = { rufer: 1, wenz: 2, solo: 3, 'wenz-tout': 4, 'solo-tout': 5, sie: 6 };
const BID_NAMES = [
  'pass',
  'rufer-E',
  'rufer-G',
  'rufer-S',
  'wenz',
  'solo-E',
  'solo-G',
  'solo-H',
  'solo-S',
  'wenz-tout',
  'solo-tout-E',
  'solo-tout-G',
  'solo-tout-H',
  'solo-tout-S',
  'sie',
];
function refContract(name: string): RefContract {
  const m = /^(rufer|solo-tout|solo)-([EGHS])$/.exec(name);
  if (m) return { name, kind: m[1] as Kind, suit: m[2]! };
  return { name, kind: name as Kind, suit: null };
}
const isWenz = (k: Kind): boolean => k === 'wenz' || k === 'wenz-tout';
const isTout = (k: Kind): boolean => k === 'wenz-tout' || k === 'solo-tout';
/** SK-9 … SK-14: the trumps, highest first. */
function refTrumps(ct: RefContract): string[] {
  const unters = ['EU', 'GU', 'HU', 'SU'];
  if (isWenz(ct.kind)) return unters;
  const suit = ct.kind === 'rufer' ? 'H' : ct.kind === 'sie' ? null : ct.suit;
  return ['EO', 'GO', 'HO', 'SO', ...unters, ...(suit === null ? [] : [...'ATK987'].map((r) => suit + r))];
}
const refPlainOrder = (ct: RefContract): string => (isWenz(ct.kind) ? 'ATKO987' : 'ATK987');
const refSuit = (ct: RefContract, c: string): string => (refTrumps(ct).includes(c) ? 'trump' : c[0]!);
const REF_POINTS: Record<string, number> = { A: 11, T: 10, K: 4, O: 3, U: 2, '9': 0, '8': 0, '7': 0 };
const refPoints = (c: string): number => REF_POINTS[c[1]!]!;
/** SK-15: the index of the card that wins the trick. */
function refTrickWinner(ct: RefContract, cards: readonly string[]): number {
  const trumps = refTrumps(ct);
  let best = -1;
  for (let i = 0; i < cards.length; i++) {
    const t = trumps.indexOf(cards[i]!);
    if (t >= 0 && (best < 0 || t < trumps.indexOf(cards[best]!))) best = i;
  }
  if (best >= 0) return best;
  const plain = refPlainOrder(ct);
  best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    if (c[0] === cards[0]![0] && plain.indexOf(c[1]!) < plain.indexOf(cards[best]![1]!)) best = i;
  }
  return best;
}
const hasPlainOf = (hand: readonly string[], suit: string): boolean =>
  hand.some((c) => c[0] === suit && 'ATK987'.includes(c[1]!));
/** SK-5, SK-9, SK-11, SK-13: the bids a hand may make after the highest so far. */
function refLegalBids(hand: readonly string[], highest: RefContract | null): string[] {
  return BID_NAMES.filter((name) => {
    if (name === 'pass') return true;
    const ct = refContract(name);
    if (highest !== null && LEVEL[ct.kind] <= LEVEL[highest.kind]) return false;
    if (ct.kind === 'rufer') return !hand.includes(`${ct.suit}A`) && hasPlainOf(hand, ct.suit!);
    if (ct.kind === 'solo' || ct.kind === 'solo-tout') return hasPlainOf(hand, ct.suit!);
    if (ct.kind === 'sie') return ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HU', 'SU'].every((c) => hand.includes(c));
    return true;
  });
}

interface Ref {
  readonly dealer: number;
  readonly dealt: readonly (readonly string[])[];
  hands: string[][];
  phase: 'auction' | 'play' | 'over';
  spoken: number;
  highest: RefContract | null;
  declarer: number | null;
  contract: RefContract | null;
  ace: string | null;
  holder: number | null;
  /** The trick in which the called suit was first led, or -1. */
  calledLed: number;
  revealed: boolean;
  leader: number;
  table: string[];
  tricks: { leader: number; cards: string[]; winner: number }[];
  points: number[];
  won: number[];
}
/** SK-3, literally: cards 1-4 to dealer+1, 5-8 to dealer+2, 9-12 to dealer+3, 13-16 to the dealer, again. */
function refStart(pack: readonly string[], dealer: number): Ref {
  const hands: string[][] = [[], [], [], []];
  for (let round = 0; round < 2; round++) {
    for (const [k, seat] of [dealer + 1, dealer + 2, dealer + 3, dealer].entries()) {
      hands[seat % 4]!.push(...pack.slice(16 * round + 4 * k, 16 * round + 4 * k + 4));
    }
  }
  return {
    dealer,
    dealt: hands.map((h) => [...h]),
    hands,
    phase: 'auction',
    spoken: 0,
    highest: null,
    declarer: null,
    contract: null,
    ace: null,
    holder: null,
    calledLed: -1,
    revealed: false,
    leader: (dealer + 1) % 4,
    table: [],
    tricks: [],
    points: [0, 0, 0, 0],
    won: [0, 0, 0, 0],
  };
}
function refToMove(r: Ref): number | null {
  if (r.phase === 'auction') return (r.dealer + 1 + r.spoken) % 4;
  if (r.phase === 'play') return (r.leader + r.table.length) % 4;
  return null;
}
/** SK-15 … SK-18: the cards the seat to move may play. */
function refLegalCards(r: Ref): string[] {
  const ct = r.contract!;
  const hand = r.hands[refToMove(r)!]!;
  const ace = r.ace !== null && hand.includes(r.ace) ? r.ace : null;
  const called = ace?.[0];
  const plainCalled = (c: string): boolean => ace !== null && refSuit(ct, c) === called;
  if (r.table.length === 0) {
    if (ace !== null && r.calledLed < 0 && hand.filter(plainCalled).length < 4) {
      return hand.filter((c) => c === ace || !plainCalled(c)); // SK-18
    }
    return hand;
  }
  const led = refSuit(ct, r.table[0]!);
  if (ace !== null && led === called && r.calledLed === r.tricks.length) return [ace]; // SK-16
  const follow = hand.filter((c) => refSuit(ct, c) === led);
  if (follow.length > 0) return follow; // SK-15
  if (ace !== null && r.calledLed < 0 && hand.length > 1) return hand.filter((c) => c !== ace); // SK-17
  return hand;
}
const refLegal = (r: Ref): string[] =>
  r.phase === 'auction'
    ? refLegalBids(r.hands[refToMove(r)!]!, r.highest).map((b) => `bid:${b}`)
    : r.phase === 'play'
      ? refLegalCards(r)
      : [];
function refApply(prev: Ref, seat: number, action: string): Ref {
  const r: Ref = {
    ...prev,
    hands: prev.hands.map((h) => [...h]),
    table: [...prev.table],
    tricks: [...prev.tricks],
    points: [...prev.points],
    won: [...prev.won],
  };
  if (action.startsWith('bid:')) {
    const name = action.slice(4);
    r.spoken++;
    if (name !== 'pass') {
      r.highest = refContract(name);
      r.declarer = seat;
    }
    if (name === 'sie') {
      r.contract = r.highest;
      r.phase = 'over';
    } else if (r.spoken === 4) {
      r.contract = r.highest;
      r.phase = r.contract === null ? 'over' : 'play';
      if (r.contract?.kind === 'rufer') {
        r.ace = `${r.contract.suit}A`;
        r.holder = r.dealt.findIndex((h) => h.includes(r.ace!));
      }
    }
    return r;
  }
  const ct = r.contract!;
  r.hands[seat] = r.hands[seat]!.filter((c) => c !== action);
  if (r.table.length === 0 && r.ace !== null && r.calledLed < 0 && refSuit(ct, action) === r.ace[0]) {
    r.calledLed = r.tricks.length;
    if (seat === r.holder) r.revealed = true; // SK-19: he ran away
  }
  if (action === r.ace) r.revealed = true;
  r.table.push(action);
  if (r.table.length === 4) {
    const winner = (r.leader + refTrickWinner(ct, r.table)) % 4;
    r.points[winner]! += r.table.reduce((sum, c) => sum + refPoints(c), 0);
    r.won[winner]!++;
    r.tricks.push({ leader: r.leader, cards: r.table, winner });
    r.table = [];
    r.leader = winner;
    if (r.tricks.length === 8 || (isTout(ct.kind) && winner !== r.declarer)) r.phase = 'over';
  }
  return r;
}
/** SK-20 … SK-24 and the outcome conventions of RECORDS.md. */
function refOutcome(r: Ref): Record<string, unknown> {
  const ct = r.contract;
  if (ct === null) {
    const zeros = [0, 0, 0, 0];
    return {
      contract: null,
      declarer: null,
      partner: null,
      cardPoints: zeros,
      tricks: zeros,
      declarerWins: false,
      schneider: false,
      schwarz: false,
      laufende: 0,
      value: 0,
      scores: zeros,
    };
  }
  const side = [r.declarer!, ...(r.holder === null ? [] : [r.holder])];
  const onSide = (seat: number): boolean => side.includes(seat);
  const sum = (xs: number[], mine: boolean): number =>
    xs.reduce((t, x, seat) => t + (onSide(seat) === mine ? x : 0), 0);
  const [sidePoints, defPoints, sideTricks, defTricks] = [
    sum(r.points, true),
    sum(r.points, false),
    sum(r.won, true),
    sum(r.won, false),
  ];
  let declarerWins = true,
    schneider = false,
    schwarz = false;
  if (isTout(ct.kind)) declarerWins = sideTricks === 8;
  else if (ct.kind !== 'sie') {
    declarerWins = sidePoints >= 61;
    schneider = sidePoints >= 91 || defPoints >= 90;
    schwarz = sideTricks === 8 || defTricks === 8;
  }
  const trumps = refTrumps(ct);
  const owner = (c: string): boolean => onSide(r.dealt.findIndex((h) => h.includes(c)));
  let run = 0;
  while (run < trumps.length && owner(trumps[run]!) === owner(trumps[0]!)) run++;
  const laufende = run >= (isWenz(ct.kind) ? 2 : 3) ? run : 0;
  const base = { rufer: 1, wenz: 5, solo: 5, 'wenz-tout': 10, 'solo-tout': 10, sie: 20 }[ct.kind];
  const weight = ct.kind === 'sie' ? 4 : isTout(ct.kind) ? 2 : 1;
  const value = base + (schwarz ? 2 : schneider ? 1 : 0) + laufende * weight;
  const sign = declarerWins ? 1 : -1;
  const scores = [0, 1, 2, 3].map((seat) =>
    ct.kind === 'rufer'
      ? (onSide(seat) ? sign : -sign) * value
      : seat === r.declarer
        ? 3 * sign * value
        : -sign * value,
  );
  return {
    contract: ct.name,
    declarer: r.declarer,
    partner: r.holder,
    cardPoints: r.points,
    tricks: r.won,
    declarerWins,
    schneider,
    schwarz,
    laufende,
    value,
    scores,
  };
}

// ---------------------------------------------------------------------------------------------------------------

describe('pack and deal', () => {
  test('SK-1 the pack is A T K O U 9 8 7 in E G H S, taken from every deck that serves Schafkopf (sixes, the Weli and fives left out)', () => {
    const expected = sorted([...'EGHS'].flatMap((s) => [...'ATKOU987'].map((r) => s + r)));
    expect(sorted(schafkopf.pack(DEFAULT_SCHAFKOPF_RULES).map(code))).toEqual(expected);
    const serving = DECKS.filter((d) => d.games.includes('schafkopf'));
    expect(serving.map((d) => d.id).sort()).toEqual(
      ['bolzano-salisburghesi', 'munich-bavarian', 'prague', 'salzburg', 'vienna-tell'].sort(),
    );
    for (const deck of serving) {
      const pack = deckPack(deck.id, schafkopf);
      expect(pack.ok, deck.id).toBe(true);
      if (pack.ok) expect(sorted(pack.value.map(code)), deck.id).toEqual(expected);
    }
    expect(deckPack('paris-piquet', schafkopf).ok).toBe(false);
    // The Weli (S6) of the Vienna pack and the fives of the Bolzano pack are never part of a deal.
    expect(errorOf(fixture('bad-pack-weli-instead-of-bells-seven'))).toEqual({
      deal: 0,
      action: null,
      code: 'BAD_PACK',
    });
    expect(errorOf(fixture('bad-pack-five-in-bolzano-deck'))).toEqual({ deal: 0, action: null, code: 'BAD_PACK' });
    for (const deck of serving) {
      const rec = { ...recordOf([{ hands: W1, script: W1_PLAY }]), deck: deck.id };
      expect(replayed(rec), deck.id).toEqual(replayed(recordOf([{ hands: W1, script: W1_PLAY }])));
    }
  });

  test('SK-2 card points: A 11, T 10, K 4, O 3, U 2, 9 8 7 nothing; 120 in all; a trick scores its cards for its winner', () => {
    const table: Record<string, number> = { A: 11, T: 10, K: 4, O: 3, U: 2, '9': 0, '8': 0, '7': 0 };
    let total = 0;
    for (const c of ALL_CODES) {
      expect(cardPoints(card(c)), c).toBe(table[c[1]!]);
      total += cardPoints(card(c));
    }
    expect(total).toBe(120);
    // EO EU GU HU: 3 + 2 + 2 + 2 to seat 1.
    const s = run(startDeal(W1), `1:solo-H 2:pass 3:pass 0:pass ${W1_TRICKS[0]}`);
    expect(schafkopf.view(s, 0).cardPoints).toEqual([0, 9, 0, 0]);
  });

  test.each([0, 1, 2, 3])(
    'SK-3 dealer %i: cards 1-4 to dealer+1, 5-8 to dealer+2, 9-12 to dealer+3, 13-16 to the dealer, then again',
    (dealer) => {
      const s = schafkopf.deal(schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, dealer), ALL_CODES.map(card));
      const got = (seat: number): string[] => handOf(s, seat);
      const cardsAt = (...ranges: [number, number][]): string[] =>
        sorted(ranges.flatMap(([from, to]) => ALL_CODES.slice(from, to)));
      expect(got((dealer + 1) % 4)).toEqual(cardsAt([0, 4], [16, 20]));
      expect(got((dealer + 2) % 4)).toEqual(cardsAt([4, 8], [20, 24]));
      expect(got((dealer + 3) % 4)).toEqual(cardsAt([8, 12], [24, 28]));
      expect(got(dealer)).toEqual(cardsAt([12, 16], [28, 32]));
      // and the test's own pack builder agrees
      const built = startDeal(W2, dealer);
      for (let seat = 0; seat < 4; seat++) expect(handOf(built, seat)).toEqual(sorted(codes(W2[seat]!)));
    },
  );

  test.each([0, 1, 2, 3])(
    'SK-4 dealer %i: the seat left of the dealer bids first and leads the first trick, whoever declares',
    (dealer) => {
      const hands = rotateHands(A, dealer); // seat dealer+1 holds A's seat-1 hand, and so on
      let s = startDeal(hands, dealer);
      expect(schafkopf.toMove(s)).toBe((dealer + 1) % 4);
      expect(schafkopf.phase(s)).toBe('auction');
      // the last seat to speak (the dealer) declares; the seat left of the dealer still leads
      s = run(s, rotateScript('1:pass 2:pass 3:pass 0:solo-S', dealer));
      expect(schafkopf.view(s, 0).declarer).toBe(dealer);
      expect(schafkopf.phase(s)).toBe('play');
      expect(schafkopf.toMove(s)).toBe((dealer + 1) % 4);
    },
  );

  test('SK-4 the deal passes to the left, deal after deal', () => {
    const deals = Array.from({ length: 6 }, (_, i) => ({
      hands: A,
      script: rotateScript('1:pass 2:pass 3:pass 0:pass', (2 + i) % 4),
    }));
    const out = replayed(recordOf(deals, 2)) as { deals: { dealer: number }[] };
    expect(out.deals.map((d) => d.dealer)).toEqual([2, 3, 0, 1, 2, 3]);
  });
});

describe('auction', () => {
  test('SK-5 a bid must be strictly higher than the highest so far; one round only', () => {
    let s = startDeal(A);
    expect(attempt(s, '1:wenz')).toBe('ok');
    s = run(s, '1:wenz');
    expect(attempt(s, '2:wenz')).toBe('ILLEGAL_BID'); // equal
    expect(attempt(s, '2:solo-E')).toBe('ok'); // higher
    s = run(s, '2:pass');
    expect(attempt(s, '3:rufer-E')).toBe('ILLEGAL_BID'); // lower (seat 3 could call acorns otherwise)
    expect(legal(s)).toEqual(
      sorted(
        [
          'pass',
          'solo-E',
          'solo-G',
          'solo-H',
          'solo-S',
          'wenz-tout',
          'solo-tout-E',
          'solo-tout-G',
          'solo-tout-H',
          'solo-tout-S',
        ].map((b) => `bid:${b}`),
      ),
    );
    s = run(s, '3:pass 0:solo-H');
    // four seats have spoken: no second round, seat 1 cannot answer the Solo
    expect(schafkopf.phase(s)).toBe('play');
    expect(schafkopf.view(s, 1).contract).toBe('solo-H');
    expect(schafkopf.view(s, 1).declarer).toBe(0);
    expect(attempt(s, '1:solo-tout-S')).toBe('WRONG_PHASE');
  });

  test('SK-5 an earlier seat keeps priority over an equal contract: after solo-E no solo-H, and no second Rufer', () => {
    let s = run(startDeal(A), '1:pass 2:solo-E');
    expect(attempt(s, '3:solo-H')).toBe('ILLEGAL_BID');
    expect(attempt(s, '3:solo-tout-H')).toBe('ok');
    s = run(startDeal(A), '1:rufer-S 2:pass');
    expect(attempt(s, '3:rufer-E')).toBe('ILLEGAL_BID');
    expect(legal(s)).not.toContain('bid:rufer-E');
    expect(errorOf(fixture('illegal-bid-equal-level-solo-H-after-solo-E'))).toEqual({
      deal: 0,
      action: 2,
      code: 'ILLEGAL_BID',
    });
    expect(errorOf(fixture('illegal-bid-second-rufer'))).toEqual({ deal: 0, action: 2, code: 'ILLEGAL_BID' });
    expect(errorOf(fixture('illegal-bid-too-low-rufer-after-wenz'))).toEqual({
      deal: 0,
      action: 2,
      code: 'ILLEGAL_BID',
    });
  });

  test('SK-6 contract order Rufer < Wenz < Solo < Wenz Tout < Solo Tout < Sie, and the bid names', () => {
    expect(sorted(schafkopf.bids)).toEqual(sorted(BID_NAMES));
    // Seats 1 and 2 hold a plain card of every suit and no Ace: every contract but Sie is open to them.
    const open: Hands = [
      'EO GO HO SO EU GU HU SU',
      'E7 G7 H7 S7 E8 G8 H8 S8',
      'E9 G9 H9 S9 ET GT HT ST',
      'EA GA HA SA EK GK HK SK',
    ];
    const contracts = BID_NAMES.filter((b) => b !== 'pass' && b !== 'sie');
    for (const first of contracts) {
      const s = run(startDeal(open), `1:${first}`);
      const higher = contracts.filter((b) => LEVEL[refContract(b).kind] > LEVEL[refContract(first).kind]);
      expect(legal(s), `after ${first}`).toEqual(sorted(['bid:pass', ...higher.map((b) => `bid:${b}`)]));
    }
    // Sie is above everything, Solo Tout included.
    const s = run(startDeal(open), '1:solo-tout-S 2:pass 3:pass');
    expect(legal(s)).toEqual(['bid:pass', 'bid:sie']);
    expect(attempt(s, '0:sie')).toBe('ok');
  });

  test('SK-7 four passes: nothing is scored and the next dealer, to the left, deals anew', () => {
    const s = run(startDeal(A), '1:pass 2:pass 3:pass 0:pass');
    expect(schafkopf.phase(s)).toBe('over');
    expect(schafkopf.toMove(s)).toBeNull();
    expect(schafkopf.legalActions(s)).toEqual([]);
    expect(report(s)).toEqual({
      contract: null,
      declarer: null,
      partner: null,
      cardPoints: [0, 0, 0, 0],
      tricks: [0, 0, 0, 0],
      declarerWins: false,
      schneider: false,
      schwarz: false,
      laufende: 0,
      value: 0,
      scores: [0, 0, 0, 0],
    });
    const session = schafkopf.settle(schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, 3), outcomeOf(s));
    expect(session.dealer).toBe(0);
    expect(session.totals).toEqual([0, 0, 0, 0]);
    const out = replayed(fixture('all-pass-next-deal-dealt-by-next-seat')) as { deals: { dealer: number }[] };
    expect(out.deals.map((d) => d.dealer)).toEqual([0, 1, 2]);
    expect(errorOf(fixture('not-your-turn-first-bidder-after-all-pass-is-left-of-new-dealer'))).toEqual({
      deal: 1,
      action: 0,
      code: 'NOT_YOUR_TURN',
    });
  });

  test('SK-8 the highest bidder is the declarer', () => {
    const s = run(startDeal(A), '1:rufer-S 2:pass 3:solo-H 0:pass');
    for (let seat = 0; seat < 4; seat++) {
      expect(schafkopf.view(s, seat).declarer).toBe(3);
      expect(schafkopf.view(s, seat).contract).toBe('solo-H');
      expect(schafkopf.view(s, seat).calledAce).toBeNull();
    }
  });
});

describe('contracts and trumps', () => {
  const trumpCodes = (bid: string): string[] => CONTRACTS[bidIndex(bid)]!.trumpOrder.map(code);

  test('SK-9 Rufer: trumps are the Obers, the Unters and hearts; the Ace called is acorns, leaves or bells, not held, with a plain card of its suit', () => {
    for (const bid of ['rufer-E', 'rufer-G', 'rufer-S']) {
      expect(trumpCodes(bid)).toEqual(codes('EO GO HO SO EU GU HU SU HA HT HK H9 H8 H7'));
    }
    expect(bidIndex('rufer-H')).toBe(-1);
    // Seat 1 of A: S7 (plain bells), E8 (plain acorns), but of leaves only GO and GU, which are trumps.
    const s = startDeal(A);
    expect(attempt(s, '1:rufer-S')).toBe('ok');
    expect(attempt(s, '1:rufer-E')).toBe('ok');
    expect(attempt(s, '1:rufer-G')).toBe('ILLEGAL_BID');
    expect(attempt(s, '1:rufer-H')).toBe('ILLEGAL_BID');
    // Seat 2 holds EA and GA: it cannot call them; without a plain bells card it cannot call bells either.
    const s2 = run(s, '1:pass');
    for (const bid of ['rufer-E', 'rufer-G', 'rufer-S']) expect(attempt(s2, `2:${bid}`), bid).toBe('ILLEGAL_BID');
    expect(errorOf(fixture('illegal-bid-calling-a-held-ace'))).toEqual({ deal: 0, action: 1, code: 'ILLEGAL_BID' });
    expect(errorOf(fixture('illegal-bid-rufer-hearts'))).toEqual({ deal: 0, action: 0, code: 'ILLEGAL_BID' });
    expect(errorOf(fixture('illegal-bid-rufer-without-plain-card-of-called-suit'))).toEqual({
      deal: 0,
      action: 0,
      code: 'ILLEGAL_BID',
    });
    // The holder of the called Ace is the partner.
    const played = run(startDeal(A), A_BIDS);
    expect(schafkopf.view(played, 1).calledAce).toBe(card('SA'));
    expect(schafkopf.view(played, 3).partner).toBe(3);
  });

  test('SK-10 Wenz: only the four Unters are trumps; Obers rank in their suit A T K O 9 8 7', () => {
    const wenz = CONTRACTS[bidIndex('wenz')]!;
    expect(trumpCodes('wenz')).toEqual(['EU', 'GU', 'HU', 'SU']);
    expect(trumpCodes('wenz-tout')).toEqual(['EU', 'GU', 'HU', 'SU']);
    const order = codes('A T K O 9 8 7');
    for (const suit of 'EGHS') {
      for (let hi = 0; hi < order.length; hi++) {
        for (let lo = hi + 1; lo < order.length; lo++) {
          const [h, l] = [card(suit + order[hi]), card(suit + order[lo])];
          expect(trickWinnerIndex(wenz, [l, h]), `${suit}${order[hi]} over ${suit}${order[lo]}`).toBe(1);
          expect(trickWinnerIndex(wenz, [h, l])).toBe(0);
        }
      }
    }
    // An Ober follows its own suit in Wenz and does not beat another suit or a trump.
    expect(trickWinnerIndex(wenz, ['E7', 'EO', 'GA', 'SU'].map(card))).toBe(3);
    expect(trickWinnerIndex(wenz, ['E7', 'EO', 'GO', 'EK'].map(card))).toBe(3);
    let s = run(startDeal(WZ), '1:wenz 2:pass 3:pass 0:pass 1:EU 2:HU 3:SU 0:H7 1:GU 2:HK 3:SK 0:H8 1:EA');
    expect(legal(s)).toEqual(['E9', 'EO']); // seat 2 must follow acorns with EO or E9
    s = run(s, '2:EO 3:E8');
    expect(legal(s)).toEqual(codes('H9 HO S7 S8 S9 SO')); // seat 0 has no acorns: HO and SO are not trumps
  });

  test('SK-11 Solo: trumps are the Obers, the Unters and the suit; the declarer needs a plain card of it (its Ober or Unter does not count), also for Solo Tout', () => {
    for (const suit of 'EGHS') {
      const expected = codes(`EO GO HO SO EU GU HU SU ${suit}A ${suit}T ${suit}K ${suit}9 ${suit}8 ${suit}7`);
      expect(trumpCodes(`solo-${suit}`)).toEqual(expected);
      expect(trumpCodes(`solo-tout-${suit}`)).toEqual(expected);
    }
    // Seat 1 of A holds GO and GU but no plain leaves; HO and HU but no plain hearts.
    const s = startDeal(A);
    for (const bid of ['solo-G', 'solo-H', 'solo-tout-G', 'solo-tout-H'])
      expect(attempt(s, `1:${bid}`), bid).toBe('ILLEGAL_BID');
    for (const bid of ['solo-E', 'solo-S', 'solo-tout-E', 'solo-tout-S'])
      expect(attempt(s, `1:${bid}`), bid).toBe('ok');
    expect(errorOf(fixture('illegal-bid-solo-with-only-ober-and-unter-of-the-suit'))).toEqual({
      deal: 0,
      action: 0,
      code: 'ILLEGAL_BID',
    });
  });

  test('SK-12 Tout: the deal ends, lost, at the first trick the declarer loses; won with all eight tricks', () => {
    let s = run(startDeal(ST), ST_PLAY.split('0:G9')[0]!);
    expect(schafkopf.phase(s)).toBe('play');
    s = run(s, '0:G9');
    expect(schafkopf.phase(s)).toBe('over');
    expect(schafkopf.toMove(s)).toBeNull();
    expect(schafkopf.legalActions(s)).toEqual([]);
    expect(attempt(s, '3:GT')).toBe('DEAL_OVER');
    expect(report(s)).toMatchObject({ declarerWins: false, tricks: [0, 2, 0, 1], cardPoints: [0, 13, 0, 11] });
    const won = run(startDeal(WZ), `1:wenz-tout 2:pass 3:pass 0:pass ${WZ_PLAY}`);
    expect(report(won)).toMatchObject({ declarerWins: true, tricks: [0, 8, 0, 0] });
  });

  test('SK-13 Sie: only with all four Obers and Unters; it wins at once, ends the auction, no card is played; trumps are the Obers and Unters only', () => {
    expect(trumpCodes('sie')).toEqual(codes('EO GO HO SO EU GU HU SU'));
    expect(attempt(startDeal(A), '1:sie')).toBe('ILLEGAL_BID'); // seat 1 lacks EU and SU
    const s = run(startDeal(SIE), '1:pass 2:sie');
    expect(schafkopf.phase(s)).toBe('over');
    expect(schafkopf.toMove(s)).toBeNull();
    expect(attempt(s, '3:pass')).toBe('DEAL_OVER'); // seats 3 and 0 do not speak
    expect(attempt(s, '3:solo-tout-E')).toBe('DEAL_OVER');
    expect(report(s)).toEqual({
      contract: 'sie',
      declarer: 2,
      partner: null,
      cardPoints: [0, 0, 0, 0],
      tricks: [0, 0, 0, 0],
      declarerWins: true,
      schneider: false,
      schwarz: false,
      laufende: 8,
      value: 52,
      scores: [-52, -52, 156, -52],
    });
    // Sie may follow any bid, Solo Tout included, and is the only bid the hand of seat 2 allows besides Wenz.
    expect(legal(run(startDeal(SIE), '1:pass'))).toEqual(['bid:pass', 'bid:sie', 'bid:wenz', 'bid:wenz-tout']);
    expect(legal(run(startDeal(SIE), '1:solo-tout-S'))).toEqual(['bid:pass', 'bid:sie']);
    expect(errorOf(fixture('deal-over-bid-after-sie'))).toEqual({ deal: 0, action: 2, code: 'DEAL_OVER' });
  });

  test('SK-14 trump order: Obers E G H S, Unters E G H S, then the suit A T K 9 8 7; plain suits A T K (O) 9 8 7; Obers and Unters never follow their printed suit', () => {
    const orders: [string, string][] = [
      ['rufer-E', 'EO GO HO SO EU GU HU SU HA HT HK H9 H8 H7'],
      ['solo-S', 'EO GO HO SO EU GU HU SU SA ST SK S9 S8 S7'],
      ['solo-tout-G', 'EO GO HO SO EU GU HU SU GA GT GK G9 G8 G7'],
      ['wenz', 'EU GU HU SU'],
      ['sie', 'EO GO HO SO EU GU HU SU'],
    ];
    for (const [bid, order] of orders) {
      const c = CONTRACTS[bidIndex(bid)]!;
      const trumps = codes(order);
      const plain = ALL_CODES.filter((x) => !trumps.includes(x));
      for (let hi = 0; hi < trumps.length; hi++) {
        for (let lo = hi + 1; lo < trumps.length; lo++) {
          // the higher trump wins wherever it sits, and over any plain card led
          const trick = [trumps[lo]!, plain[0]!, trumps[hi]!, plain[1]!].map(card);
          expect(trickWinnerIndex(c, trick), `${bid}: ${trumps[hi]} over ${trumps[lo]}`).toBe(2);
          expect(trickWinnerIndex(c, [plain[2]!, trumps[hi]!, trumps[lo]!, plain[3]!].map(card))).toBe(1);
        }
      }
      const plainOrder = bid === 'wenz' ? 'ATKO987' : 'ATK987';
      for (const suit of 'EGHS') {
        const suitCards = [...plainOrder].map((r) => suit + r).filter((x) => plain.includes(x));
        for (let hi = 0; hi < suitCards.length; hi++) {
          for (let lo = hi + 1; lo < suitCards.length; lo++) {
            expect(trickWinnerIndex(c, [suitCards[lo]!, suitCards[hi]!].map(card)), `${bid}: ${suitCards[hi]}`).toBe(1);
          }
        }
      }
    }
    // In Solo hearts an Ober of acorns played on acorns is a trump and wins; an acorns King does not beat it.
    expect(trickWinnerIndex(CONTRACTS[bidIndex('solo-H')]!, ['EA', 'EO', 'EK', 'ET'].map(card))).toBe(1);
    // a plain card of another suit never wins, however high
    expect(trickWinnerIndex(CONTRACTS[bidIndex('rufer-E')]!, ['E7', 'GA', 'SA', 'E8'].map(card))).toBe(3);
  });
});

describe('play', () => {
  test('SK-15 follow the effective suit if you can (trumps are one suit), otherwise any card; no duty to win or to trump; the winner leads', () => {
    // Rufer on bells; seat 1 leads SO (a trump, not bells).
    let s = run(startDeal(A), `${A_BIDS} 1:SO`);
    expect(legal(s)).toEqual(['HA']); // seat 2's only trump
    s = run(s, '2:HA');
    expect(legal(s)).toEqual(['EU', 'HT']); // seat 3 follows trumps; SA and S8 are not trumps
    s = run(s, '3:HT');
    expect(legal(s)).toEqual(codes('H7 H8 H9 HK SU')); // seat 0: hearts and SU are trumps, ST SK S9 are not
    s = run(s, '0:H7');
    expect(schafkopf.toMove(s)).toBe(1); // SO won and its player leads
    // Seat 1 leads E8: seat 2 must follow acorns (any of them, no duty to win), seat 3 with E7 (not EU).
    s = run(s, '1:E8');
    expect(legal(s)).toEqual(codes('E9 EA EK ET'));
    s = run(s, '2:E9');
    expect(legal(s)).toEqual(['E7']);
    s = run(s, '3:E7');
    // Seat 0 has no acorns: any card, trump or not (the called Ace rules do not concern him).
    expect(legal(s)).toEqual(codes('H8 H9 HK S9 SK ST SU'));
    s = run(s, '0:SK');
    expect(schafkopf.toMove(s)).toBe(2); // E9 won: the highest acorns card, no trump played
    expect(errorOf(fixture('illegal-card-ober-does-not-follow-its-printed-suit'))).toEqual({
      deal: 0,
      action: 11,
      code: 'ILLEGAL_CARD',
    });
  });

  test('SK-16 the called Ace must be played the first time another player leads its suit, even on a trick already trumped', () => {
    let s = run(startDeal(A), `${A_BIDS} 1:S7 2:HA`);
    expect(legal(s)).toEqual(['SA']);
    expect(attempt(s, '3:S8')).toBe('ILLEGAL_CARD');
    s = run(s, '3:SA 0:ST');
    expect(schafkopf.toMove(s)).toBe(2); // HA trumped the trick
    expect(errorOf(fixture('illegal-card-called-ace-not-played-on-trumped-trick'))).toEqual({
      deal: 0,
      action: 6,
      code: 'ILLEGAL_CARD',
    });
    expect(replayed(fixture('rufer-called-ace-forced-onto-trumped-trick'))).toMatchObject({ ok: true });
  });

  test('SK-16 leading the Ober or Unter of the called suit does not lead the called suit', () => {
    // SO leads trumps: seat 3 follows trumps; then S7 is the first bells lead and the Ace is due.
    let s = run(startDeal(A), `${A_BIDS} 1:SO 2:HA`);
    expect(legal(s)).toEqual(['EU', 'HT']);
    s = run(s, '3:EU 0:SU 1:S7 2:EA');
    expect(legal(s)).toEqual(['SA']);
  });

  test('SK-16 the duty holds only the first time: after the holder ran away, a later bells lead does not force the Ace', () => {
    const hands: Hands = [
      'G8 G7 HT HK H9 H8 H7 SU',
      'SA S9 S8 S7 EA EK GA GK',
      'SK ST EO GO HO SO EU HA',
      'ET E9 E8 E7 GT G9 GU HU',
    ];
    let s = run(startDeal(hands), '1:pass 2:rufer-S 3:pass 0:pass 1:S7 2:SK 3:E7 0:G8');
    expect(schafkopf.toMove(s)).toBe(2); // SK won
    s = run(s, '2:ST 3:E8 0:G7');
    expect(legal(s)).toEqual(['S8', 'S9', 'SA']);
  });

  test('SK-17 the holder may not discard the called Ace before its suit is led, unless it is his last card', () => {
    let s = run(startDeal(RL), `${RL_HEAD} 1:SO 2:GK`);
    expect(legal(s)).toEqual(codes('G7 G8 S8 S9')); // void in trumps, but not EA
    expect(attempt(s, '3:EA')).toBe('ILLEGAL_CARD');
    expect(errorOf(fixture('illegal-card-called-ace-discarded-before-its-suit-was-led'))).toEqual({
      deal: 0,
      action: 18,
      code: 'ILLEGAL_CARD',
    });
    s = run(startDeal(RL), RL_PLAY.split('3:EA')[0]!);
    expect(legal(s)).toEqual(['EA']); // his last card, on leaves
    s = run(s, '3:EA 0:G9 1:E7');
    expect(report(s)).toMatchObject({ partner: 3, declarerWins: true });
  });

  test('SK-17 after the called suit has been led, the holder may discard the Ace', () => {
    // RA: seat 1 ran away in trick 1; in trick 3 he is void in trumps and may throw SA.
    const s = run(
      startDeal(RA),
      '1:pass 2:rufer-S 3:pass 0:pass 1:S7 2:SK 3:ST 0:H7 0:G8 1:GA 2:HT 3:G9 2:EO 3:GU 0:SU',
    );
    expect(legal(s)).toEqual(codes('EA EK GK S8 S9 SA'));
  });

  test('SK-18 leading the called suit means leading the Ace, unless the holder has it and three more (running away); Obers and Unters do not count', () => {
    // RB: SA S8 S7 only: S7 and S8 may not be led.
    const rb = run(startDeal(RB), '1:pass 2:rufer-S 3:pass 0:pass');
    expect(legal(rb)).toEqual(codes('EA EK G9 GA GK SA'));
    expect(attempt(rb, '1:S7')).toBe('ILLEGAL_CARD');
    expect(errorOf(fixture('illegal-card-run-away-with-ace-and-two'))).toEqual({
      deal: 0,
      action: 4,
      code: 'ILLEGAL_CARD',
    });
    // RA: SA S9 S8 S7: any of them may be led.
    const ra = run(startDeal(RA), '1:pass 2:rufer-S 3:pass 0:pass');
    expect(legal(ra)).toEqual(codes('EA EK GA GK S7 S8 S9 SA'));
    // SA S9 S8 with SO and SU: still only two plain bells besides the Ace.
    const withTrumps: Hands = [
      'GT GK HU H7 H8 H9 HT HK',
      'SA S9 S8 SO SU EA GA HA',
      'S7 ST SK EO GO HO EU GU',
      'E7 E8 E9 ET EK G7 G8 G9',
    ];
    let s = run(startDeal(withTrumps), '1:pass 2:rufer-S 3:pass 0:pass');
    expect(legal(s)).toEqual(codes('EA GA HA SA SO SU'));
    // leading SO leads trumps, not bells: the holder is not revealed and the duty stays
    s = run(s, '1:SO');
    expect(schafkopf.view(s, 2).partner).toBeNull();
    s = run(s, '2:EO 3:E7 0:HU 2:S7');
    expect(schafkopf.toMove(s)).toBe(3);
    s = run(s, '3:E8 0:H7');
    expect(legal(s)).toEqual(['SA']);
  });

  test('SK-19 the partner becomes known when the called Ace is played; the holder knows himself', () => {
    let s = run(startDeal(W2), '1:rufer-G 2:pass 3:pass 0:pass');
    const partners = (): (number | null)[] => [0, 1, 2, 3].map((seat) => schafkopf.view(s, seat).partner);
    expect(partners()).toEqual([null, null, null, 3]);
    s = run(s, '1:G7 2:G8');
    expect(partners()).toEqual([null, null, null, 3]);
    s = run(s, '3:GA');
    expect(partners()).toEqual([3, 3, 3, 3]);
    // revealed only at the 30th card when the Ace is discarded on the last trick
    s = run(startDeal(RL), RL_PLAY.split('3:EA')[0]!);
    expect(partners()).toEqual([null, null, null, 3]);
    s = run(s, '3:EA');
    expect(partners()).toEqual([3, 3, 3, 3]);
  });

  test('SK-19 the partner becomes known when he runs away', () => {
    let s = run(startDeal(RA), '1:pass 2:rufer-S 3:pass 0:pass');
    const partners = (): (number | null)[] => [0, 1, 2, 3].map((seat) => schafkopf.view(s, seat).partner);
    expect(partners()).toEqual([null, 1, null, null]);
    s = run(s, '1:S7');
    expect(partners()).toEqual([1, 1, 1, 1]);
    expect(replayed(fixture('rufer-run-away-with-ace-and-three'))).toMatchObject({ ok: true });
  });

  test('SK-19 outcome: partner is the called Ace holder even if never revealed', () => {
    const s = { ...finished(N, 'rufer-G', 1, [30, 31, 30, 29], [2, 2, 2, 2]), partnerRevealed: false };
    expect(outcomeOf(s).partner).toBe(2);
    expect(outcomeOf(s).scores).toEqual([-1, 1, 1, -1]);
  });
});

describe('scoring', () => {
  test('SK-20 the declarer side wins with 61 or more, the defenders with 60 or more (the partner counts)', () => {
    const cases: [string, number[], boolean][] = [
      ['solo-E', [20, 61, 20, 19], true],
      ['solo-E', [20, 60, 20, 20], false],
      ['wenz', [0, 61, 59, 0], true],
      ['rufer-G', [30, 31, 30, 29], true], // seats 1 and 2 (GA): 61
      ['rufer-G', [31, 30, 30, 29], false], // 60
    ];
    for (const [bid, points, wins] of cases) {
      expect(outcomeOf(finished(N, bid, 1, points, [2, 2, 2, 2])).declarerWins, `${bid} ${points}`).toBe(wins);
    }
    expect(replayed(fixture('rufer-60-60-declarer-loses'))).toMatchObject({
      deals: [{ cardPoints: [34, 49, 26, 11], declarerWins: false, value: 4, scores: [4, -4, 4, -4] }],
    });
  });

  test('SK-21 base values: Rufer 1, Wenz 5, Solo 5, Tout 10, Sie 20', () => {
    // N has no Laufende; 70 points for the declarer's side is neither Schneider nor Schwarz
    const base: [string, number, number[], number[]][] = [
      ['rufer-G', 1, [25, 35, 35, 25], [2, 2, 2, 2]], // partner: seat 2 (GA)
      ['rufer-S', 1, [25, 35, 25, 35], [2, 2, 2, 2]], // partner: seat 3 (SA)
      ['wenz', 5, [25, 70, 25, 0], [1, 6, 1, 0]],
      ['solo-S', 5, [25, 70, 25, 0], [1, 6, 1, 0]],
      ['wenz-tout', 10, [0, 120, 0, 0], [0, 8, 0, 0]],
      ['solo-tout-H', 10, [0, 120, 0, 0], [0, 8, 0, 0]],
    ];
    for (const [bid, value, points, won] of base) {
      const o = outcomeOf(finished(N, bid, 1, points, won));
      expect(o.value, bid).toBe(value);
      expect(o.laufende, bid).toBe(0);
    }
    expect(outcomeOf(run(startDeal(SIE), '1:pass 2:sie')).value).toBe(20 + 8 * 4);
  });

  test('SK-22 Schneider: declarer side 91+ or defenders 90+ adds 1; Schwarz (all eight tricks) adds 2 instead; none in Tout or Sie', () => {
    // [points of seat 1 (the Solo declarer), tricks of seat 1, declarerWins, schneider, schwarz, value]
    const cases: [number, number, boolean, boolean, boolean, number][] = [
      [90, 6, true, false, false, 5],
      [91, 6, true, true, false, 6],
      [31, 2, false, false, false, 5],
      [30, 2, false, true, false, 6],
      [29, 2, false, true, false, 6],
      [120, 8, true, true, true, 7],
      [120, 7, true, true, false, 6], // the defenders took a trick of 7s, 8s and 9s: not Schwarz
      [0, 1, false, true, false, 6], // the declarer took a trick without points: not Schwarz
      [0, 0, false, true, true, 7],
    ];
    for (const [p, t, wins, schneider, schwarz, value] of cases) {
      const rest = 120 - p;
      const points = [Math.ceil(rest / 2), p, Math.floor(rest / 2), 0];
      const won = [8 - t, t, 0, 0];
      const o = outcomeOf(finished(N, 'solo-E', 1, points, won));
      expect([o.declarerWins, o.schneider, o.schwarz, o.value], `${p} points, ${t} tricks`).toEqual([
        wins,
        schneider,
        schwarz,
        value,
      ]);
    }
    // Rufer: the side's points are summed (seat 1 and the GA holder, seat 2)
    const rufer = outcomeOf(finished(N, 'rufer-G', 1, [15, 50, 41, 14], [1, 4, 3, 0]));
    expect([rufer.schneider, rufer.schwarz, rufer.value]).toEqual([true, false, 2]);
    const ruferSchwarz = outcomeOf(finished(N, 'rufer-G', 1, [0, 60, 60, 0], [0, 4, 4, 0]));
    expect([ruferSchwarz.schneider, ruferSchwarz.schwarz, ruferSchwarz.value]).toEqual([true, true, 3]);
    // Tout won with every trick: neither
    const tout = outcomeOf(finished(N, 'solo-tout-E', 1, [0, 120, 0, 0], [0, 8, 0, 0]));
    expect([tout.schneider, tout.schwarz, tout.value]).toEqual([false, false, 10]);
    // Tout lost at once with nothing: neither either (only the tricks played count)
    const lost = outcomeOf(finished(N, 'wenz-tout', 1, [0, 0, 0, 25], [0, 0, 0, 1]));
    expect([lost.declarerWins, lost.schneider, lost.schwarz, lost.value]).toEqual([false, false, false, 10]);
  });

  test('SK-23 Laufende: the unbroken run of top trumps held at the deal by one side, from 3 (from 2 in Wenz), counted for whichever side holds it', () => {
    const laufende = (hands: Hands, bid: string, declarer: number): number =>
      outcomeOf(finished(hands, bid, declarer, [0, 70, 50, 0], [0, 5, 3, 0])).laufende;
    // worked check 1: EO GO HO SO, then EU elsewhere
    expect(laufende(W1, 'solo-H', 1)).toBe(4);
    // worked check 2: the defenders 0 and 2 hold EO GO HO, the declarer side SO
    expect(laufende(W2, 'rufer-G', 1)).toBe(3);
    // the partner's trumps count with the declarer's: EO … GU (seat 1), HU SU HA (seat 3), then HT (seat 2)
    expect(laufende(RL, 'rufer-E', 1)).toBe(9);
    // two are not enough in Solo: seat 1 of W1 without HO
    const two: Hands = [
      'HU SU S8 S9 SK ST SA EK',
      'EO GO EU SO HA HT HK E7',
      'HO H9 E9 G9 GK GT GA EA',
      'GU H8 H7 E8 G8 G7 S7 ET',
    ];
    expect(laufende(two, 'solo-H', 1)).toBe(0);
    expect(laufende(two, 'solo-H', 2)).toBe(0); // the defenders' run EO GO is two as well
    // in Wenz the run starts at EU: 2 count, 1 does not, and Obers play no part
    expect(laufende(WZ, 'wenz', 1)).toBe(2);
    expect(laufende(WZ, 'wenz', 2)).toBe(2); // seat 1 (a defender now) holds them: still counted
    const one: Hands = [
      'HO H9 H8 H7 SO S9 S8 S7',
      'EU HU EA ET EK GA GT GK',
      'GU EO E9 GO G9 HA HT HK',
      'SU E8 E7 G8 G7 SA ST SK',
    ];
    expect(laufende(one, 'wenz', 1)).toBe(0);
    const obers: Hands = [
      'EO GO HO SO EA ET EK E9',
      'EU E8 E7 GA GT GK G9 G8',
      'GU HU SU G7 HA HT HK H9',
      'H8 H7 SA ST SK S9 S8 S7',
    ];
    expect(laufende(obers, 'wenz', 0)).toBe(4); // seat 0's Obers play no part: the defenders hold EU GU HU SU
    expect(laufende(obers, 'wenz', 2)).toBe(0); // EU (seat 1, a defender), then GU (seat 2): a run of 1
    expect(laufende(obers, 'solo-E', 0)).toBe(4);
    // Sie: exactly 8
    expect(outcomeOf(run(startDeal(SIE), '1:pass 2:sie')).laufende).toBe(8);
    // each Laufender adds 1, 2 in Tout, 4 in Sie
    expect(outcomeOf(finished(W1, 'solo-H', 1, [0, 70, 50, 0], [0, 5, 3, 0])).value).toBe(5 + 4);
    expect(outcomeOf(finished(W1, 'solo-tout-H', 1, [0, 120, 0, 0], [0, 8, 0, 0])).value).toBe(10 + 2 * 4);
    expect(outcomeOf(finished(WZ, 'wenz-tout', 1, [0, 120, 0, 0], [0, 8, 0, 0])).value).toBe(10 + 2 * 2);
  });

  test('SK-24 settlement: Rufer each winner +value and each loser -value; 1 v 3 the declarer three times the value', () => {
    const table: [string, number[], number[]][] = [
      ['rufer-G', [20, 40, 40, 20], [-1, 1, 1, -1]],
      ['rufer-G', [40, 20, 20, 40], [1, -1, -1, 1]],
      ['solo-S', [0, 70, 50, 0], [-5, 15, -5, -5]],
      ['solo-S', [70, 50, 0, 0], [5, -15, 5, 5]],
      ['wenz', [0, 70, 50, 0], [-5, 15, -5, -5]],
    ];
    for (const [bid, points, scores] of table) {
      const o = outcomeOf(finished(N, bid, 1, points, [2, 2, 2, 2]));
      expect(o.scores, `${bid} ${points}`).toEqual(scores);
      expect(o.scores.reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(outcomeOf(finished(N, 'solo-tout-E', 1, [0, 60, 0, 10], [0, 3, 0, 1])).scores).toEqual([10, -30, 10, 10]);
  });

  test('SK-25 score sheet: each deal is scored, the totals run on, and the sheet never finishes', () => {
    const deals = [
      { hands: W1, script: W1_PLAY },
      { hands: rotateHands(W2, 1), script: rotateScript(W2_PLAY, 1) },
      { hands: rotateHands(SG, 2), script: rotateScript(`1:solo-G 2:pass 3:pass 0:pass ${SG_90}`, 2) },
      { hands: A, script: rotateScript('1:pass 2:pass 3:pass 0:pass', 3) },
      { hands: SIE, script: '1:pass 2:sie' },
    ];
    const out = replayed(recordOf(deals)) as { deals: { dealer: number; scores: number[] }[]; totals: number[] };
    expect(out.deals.map((d) => d.dealer)).toEqual([0, 1, 2, 3, 0]);
    expect(out.deals.map((d) => d.scores)).toEqual([
      [-10, 30, -10, -10],
      [4, -4, 4, -4],
      [-5, -5, -5, 15],
      [0, 0, 0, 0],
      [-52, -52, 156, -52],
    ]);
    expect(out.totals).toEqual([-63, -31, 145, -51]);
    expect(out).toMatchObject({ ok: true, finished: false, winner: null });
    // 61 Sie deals (declarer two seats left of each dealer): the sheet runs on, SESSION_OVER never comes
    const many = Array.from({ length: 61 }, (_, i) => ({
      hands: rotateHands(SIE, i % 4),
      script: rotateScript('1:pass 2:sie', i % 4),
    }));
    const long = replayed(recordOf(many)) as { deals: unknown[]; totals: number[]; finished: boolean; winner: unknown };
    expect(long.deals).toHaveLength(61);
    expect(long.totals).toEqual([-52, -52, 156, -52]);
    expect(long.finished).toBe(false);
    expect(long.winner).toBeNull();
  });
});

describe('worked checks of RULES.md', () => {
  test('Solo in hearts, EO GO HO SO without EU, 95 points: Laufende 4, value 5 + 1 + 4 = 10, declarer +30, each opponent -10', () => {
    const s = run(startDeal(W1), W1_PLAY);
    expect(report(s)).toEqual({
      contract: 'solo-H',
      declarer: 1,
      partner: null,
      cardPoints: [0, 95, 25, 0],
      tricks: [0, 7, 1, 0],
      declarerWins: true,
      schneider: true,
      schwarz: false,
      laufende: 4,
      value: 10,
      scores: [-10, 30, -10, -10],
    });
    expect(replayed(fixture('solo-hearts-95-points-laufende-4-worked-check'))).toEqual(
      replayed(recordOf([{ hands: W1, script: W1_PLAY }])),
    );
  });

  test('Rufer, the defenders hold EO GO HO, the declarer side SO and 64 points: Laufende 3, value 1 + 3 = 4, each winner +4, each loser -4', () => {
    const s = run(startDeal(W2), W2_PLAY);
    expect(report(s)).toEqual({
      contract: 'rufer-G',
      declarer: 1,
      partner: 3,
      cardPoints: [30, 53, 26, 11],
      tricks: [2, 3, 2, 1],
      declarerWins: true,
      schneider: false,
      schwarz: false,
      laufende: 3,
      value: 4,
      scores: [-4, 4, -4, 4],
    });
    expect(replayed(fixture('rufer-defenders-hold-three-laufende-64-points-worked-check'))).toEqual(
      replayed(recordOf([{ hands: W2, script: W2_PLAY }])),
    );
  });
});

describe('rare cases (hand-made records)', () => {
  const only = (name: string): Record<string, unknown> =>
    (replayed(fixture(name)) as { deals: Record<string, unknown>[] }).deals[0]!;

  test('running away with the Ace and three more is allowed, and reveals the partner', () => {
    expect(only('rufer-run-away-with-ace-and-three')).toEqual({
      dealer: 0,
      complete: true,
      ...report(run(startDeal(RA), RA_PLAY)),
    });
    expect(only('rufer-run-away-with-ace-and-three')).toEqual({
      dealer: 0,
      complete: true,
      contract: 'rufer-S',
      declarer: 2,
      partner: 1,
      cardPoints: [14, 0, 106, 0],
      tricks: [1, 0, 7, 0],
      declarerWins: true,
      schneider: true,
      schwarz: false,
      laufende: 5,
      value: 7,
      scores: [-7, 7, 7, -7],
    });
  });

  test('the called Ace discarded on the last trick, its suit never led: Laufende 9 with the partner', () => {
    expect(only('rufer-called-ace-discarded-on-last-trick')).toMatchObject({
      partner: 3,
      cardPoints: [0, 83, 37, 0],
      laufende: 9,
      value: 10,
      scores: [-10, 10, -10, 10],
    });
  });

  test('Tout lost early: only the tricks played count, no Schneider or Schwarz, Laufende count double', () => {
    expect(only('solo-tout-lost-at-third-trick')).toEqual({
      dealer: 0,
      complete: true,
      contract: 'solo-tout-E',
      declarer: 1,
      partner: null,
      cardPoints: [0, 13, 0, 11],
      tricks: [0, 2, 0, 1],
      declarerWins: false,
      schneider: false,
      schwarz: false,
      laufende: 3,
      value: 16,
      scores: [16, -48, 16, 16],
    });
    expect(errorOf(fixture('deal-over-card-after-tout-lost'))).toEqual({ deal: 0, action: 16, code: 'DEAL_OVER' });
  });

  test('Wenz Tout won: value 10 + 2 × 2 Laufende, no Schneider or Schwarz', () => {
    expect(only('wenz-tout-won-laufende-2')).toMatchObject({
      contract: 'wenz-tout',
      cardPoints: [0, 120, 0, 0],
      tricks: [0, 8, 0, 0],
      declarerWins: true,
      schneider: false,
      schwarz: false,
      laufende: 2,
      value: 14,
      scores: [-14, 42, -14, -14],
    });
  });

  test('Wenz Schwarz: Schneider is reported too, the value adds 2 (not 3), and two Laufende count', () => {
    expect(only('wenz-schwarz-laufende-2')).toMatchObject({
      schneider: true,
      schwarz: true,
      laufende: 2,
      value: 9,
      scores: [-9, 27, -9, -9],
    });
    expect(only('wenz-one-laufender-does-not-count')).toMatchObject({
      laufende: 0,
      value: 7,
      scores: [-7, 21, -7, -7],
    });
  });

  test('Schneider lines: 90 is not Schneider for the declarer, 30 is for the defenders, 91 is', () => {
    expect(only('solo-declarer-90-no-schneider')).toMatchObject({
      declarer: 1,
      cardPoints: [0, 90, 30, 0],
      declarerWins: true,
      schneider: false,
      value: 5,
      scores: [-5, 15, -5, -5],
    });
    expect(only('solo-declarer-30-defenders-90-schneider')).toMatchObject({
      declarer: 2,
      cardPoints: [0, 90, 30, 0],
      declarerWins: false,
      schneider: true,
      value: 6,
      scores: [6, 6, -18, 6],
    });
    expect(only('solo-declarer-91-schneider')).toMatchObject({
      cardPoints: [0, 91, 29, 0],
      declarerWins: true,
      schneider: true,
      value: 6,
      scores: [-6, 18, -6, -6],
    });
  });

  test('Sie: value 20 + 8 × 4 = 52, the declarer +156; and a further bid is DEAL_OVER', () => {
    expect(only('sie-ends-auction-at-once')).toMatchObject({
      contract: 'sie',
      declarer: 2,
      value: 52,
      scores: [-52, -52, 156, -52],
    });
  });

  test('an all-pass deal is complete with nulls and zeros, and the next seat deals next', () => {
    expect(replayed(fixture('all-pass-next-deal-dealt-by-next-seat'))).toEqual({
      ok: true,
      deals: [
        {
          dealer: 0,
          complete: true,
          contract: null,
          declarer: null,
          partner: null,
          cardPoints: [0, 0, 0, 0],
          tricks: [0, 0, 0, 0],
          declarerWins: false,
          schneider: false,
          schwarz: false,
          laufende: 0,
          value: 0,
          scores: [0, 0, 0, 0],
        },
        {
          dealer: 1,
          complete: true,
          contract: 'sie',
          declarer: 2,
          partner: null,
          cardPoints: [0, 0, 0, 0],
          tricks: [0, 0, 0, 0],
          declarerWins: true,
          schneider: false,
          schwarz: false,
          laufende: 8,
          value: 52,
          scores: [-52, -52, 156, -52],
        },
        { dealer: 2, complete: false },
      ],
      totals: [-52, -52, 156, -52],
      finished: false,
      winner: null,
    });
  });
});

describe('errors and their precedence', () => {
  const cases: [string, number, number | null, string][] = [
    ['bad-pack-weli-instead-of-bells-seven', 0, null, 'BAD_PACK'],
    ['bad-pack-31-cards', 0, null, 'BAD_PACK'],
    ['bad-pack-duplicate-card', 0, null, 'BAD_PACK'],
    ['bad-pack-in-second-deal', 1, null, 'BAD_PACK'],
    ['deal-over-fifth-pass', 0, 4, 'DEAL_OVER'],
    ['wrong-phase-bid-during-play', 0, 4, 'WRONG_PHASE'],
    ['wrong-phase-card-during-auction', 0, 0, 'WRONG_PHASE'],
    ['not-your-turn-dealer-bids-first', 0, 0, 'NOT_YOUR_TURN'],
    ['not-your-turn-declarer-partner-leads', 0, 4, 'NOT_YOUR_TURN'],
    ['card-not-in-hand-partners-ace', 0, 4, 'CARD_NOT_IN_HAND'],
    ['card-not-in-hand-weli-s6', 0, 4, 'CARD_NOT_IN_HAND'],
    ['illegal-bid-unknown-grand', 0, 0, 'ILLEGAL_BID'],
    ['illegal-bid-sie-without-all-obers-and-unters', 0, 0, 'ILLEGAL_BID'],
    ['precedence-bad-pack-before-illegal-bid', 0, null, 'BAD_PACK'],
    ['precedence-deal-over-before-not-your-turn-and-card-not-in-hand', 0, 2, 'DEAL_OVER'],
    ['precedence-wrong-phase-before-not-your-turn-and-illegal-bid', 0, 4, 'WRONG_PHASE'],
    ['precedence-wrong-phase-weli-during-auction', 0, 0, 'WRONG_PHASE'],
    ['precedence-not-your-turn-before-illegal-bid', 0, 0, 'NOT_YOUR_TURN'],
    ['precedence-not-your-turn-before-card-not-in-hand', 0, 4, 'NOT_YOUR_TURN'],
    ['precedence-card-not-in-hand-before-illegal-card', 0, 6, 'CARD_NOT_IN_HAND'],
  ];
  test.each(cases)('%s: deal %i, action %s, %s', (name, deal, action, errorCode) => {
    expect(errorOf(fixture(name))).toEqual({ deal, action, code: errorCode });
  });

  test('failed actions leave the state as it was', () => {
    const s = run(startDeal(A), `${A_BIDS} 1:S7 2:HA`);
    const before = structuredClone(s);
    for (const token of ['3:S8', '3:S6', '2:EA', '3:bid=pass', '3:EA', '0:ST']) {
      expect(attempt(s, token), token).not.toBe('ok');
      expect(s).toEqual(before);
    }
    expect(attempt(s, '3:SA')).toBe('ok');
    expect(s).toEqual(before); // a legal action does not change the old state either
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property tests: random legal deals, auction included, from random seeds.

interface Walk {
  /** Called before each action, on the state and the independent referee's view of it. */
  readonly before?: (s: SchafkopfState, r: Ref, pick: (n: number) => number) => void;
  /** Called after each action with the state before and after. */
  readonly after?: (prev: SchafkopfState, next: SchafkopfState, r: Ref) => void;
  readonly end?: (s: SchafkopfState, r: Ref, pick: (n: number) => number) => void;
}

/** Plays one random legal deal; at each step the engine's turn and legal actions must be the referee's. */
function walk(seed: number, dealer: number, hooks: Walk): void {
  const random = seededRandom(seed);
  const pick = (n: number): number => randomBelow(random, n);
  const pack = shuffle(ALL_CODES, random);
  let s = schafkopf.deal(schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, dealer), pack.map(card));
  let r = refStart(pack, dealer);
  for (let steps = 0; r.phase !== 'over'; steps++) {
    if (steps > 40) throw new Error('a deal takes at most 4 bids and 32 cards');
    const seat = refToMove(r)!;
    expect(schafkopf.toMove(s)).toBe(seat);
    expect(schafkopf.phase(s)).toBe(r.phase);
    const options = schafkopf.legalActions(s).map(fmt);
    expect(sorted(options)).toEqual(sorted(refLegal(r)));
    hooks.before?.(s, r, pick);
    let choice: string;
    if (r.phase === 'auction') {
      // pass half the time; else mostly the lowest contract open, so that every contract comes up
      const raises = options.filter((o) => o !== 'bid:pass');
      const lowest = Math.min(...raises.map((o) => LEVEL[refContract(o.slice(4)).kind]));
      const low = raises.filter((o) => LEVEL[refContract(o.slice(4)).kind] === lowest);
      const roll = pick(8);
      choice =
        roll < 4 || raises.length === 0 ? 'bid:pass' : roll < 7 ? low[pick(low.length)]! : raises[pick(raises.length)]!;
    } else {
      choice = options[pick(options.length)]!;
    }
    const action = choice.startsWith('bid:') ? bidOf(choice.slice(4)) : playAction(card(choice));
    const next = schafkopf.apply(s, seat, action);
    if (!next.ok) throw new Error(`legal action ${choice} refused: ${next.error.code}`);
    hooks.after?.(s, next.value, r);
    s = next.value;
    r = refApply(r, seat, choice);
  }
  expect(schafkopf.phase(s)).toBe('over');
  expect(schafkopf.legalActions(s)).toEqual([]);
  hooks.end?.(s, r, pick);
}
const deals = fc.record({ seed: fc.integer(), dealer: fc.integer({ min: 0, max: 3 }) });
const property = (runs: number, hooks: Walk): void =>
  fc.assert(
    fc.property(deals, ({ seed, dealer }) => walk(seed, dealer, hooks)),
    { numRuns: runs },
  );

describe('properties of random legal deals', () => {
  test("every legal action is the rules' (follow suit, called-Ace duties, bids), and the outcome is the rules' outcome", () => {
    const seen = new Map<string, number>();
    const count = (what: string): void => void seen.set(what, (seen.get(what) ?? 0) + 1);
    property(2000, {
      before: (_s, r) => {
        const { ace, holder } = r;
        if (r.phase !== 'play' || ace === null || holder === null || refToMove(r) !== holder) return;
        const hand = r.hands[holder]!;
        if (!hand.includes(ace)) return;
        const options = refLegalCards(r);
        if (r.table.length > 0 && options.length === 1 && options[0] === ace && hand.length > 1)
          count('called Ace forced');
        if (r.table.length > 0 && r.calledLed < 0 && !options.includes(ace)) count('called Ace kept back');
        if (r.table.length === 0 && r.calledLed < 0 && options.some((c) => c[0] === ace[0] && c !== ace)) {
          count('running away possible');
        }
      },
      end: (s, r) => {
        expect(report(s)).toEqual(refOutcome(r));
        count(r.contract?.kind ?? 'all pass');
        if (r.contract !== null && isTout(r.contract.kind) && r.tricks.length < 8) count('tout lost early');
      },
    });
    // the random deals reach every contract and every called-Ace duty
    for (const what of ['rufer', 'wenz', 'solo', 'wenz-tout', 'solo-tout', 'all pass', 'tout lost early']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(20);
    }
    for (const what of ['called Ace forced', 'called Ace kept back', 'running away possible']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(10);
    }
  });

  test('card points sum to 120 on a deal played to eight tricks, and scores sum to zero on every deal', () => {
    let full = 0;
    property(1500, {
      end: (s) => {
        const o = outcomeOf(s);
        expect(o.scores.reduce((a, b) => a + b, 0)).toBe(0);
        if (o.tricks.reduce((a, b) => a + b, 0) === 8) {
          full++;
          expect(o.cardPoints.reduce((a, b) => a + b, 0)).toBe(120);
        }
      },
    });
    expect(full).toBeGreaterThan(100);
  });

  test('each trick goes to the highest trump, else the highest card of the suit led, and its winner leads', () => {
    property(1500, {
      after: (_prev, next, r) => {
        if (r.table.length !== 3) return;
        const trick = next.tricks[next.tricks.length - 1]!;
        const ct = r.contract!;
        expect(trick.winner).toBe((trick.leader + refTrickWinner(ct, trick.cards.map(code))) % 4);
        expect(trick.points).toBe(trick.cards.reduce((sum, c) => sum + refPoints(code(c)), 0));
        if (schafkopf.phase(next) === 'play') expect(schafkopf.toMove(next)).toBe(trick.winner);
      },
    });
  });

  test("no view shows another seat's unplayed cards or an unrevealed partner", () => {
    const check = (s: SchafkopfState, r: Ref, pick: (n: number) => number): void => {
      for (let viewer = 0; viewer < 4; viewer++) {
        const v = schafkopf.view(s, viewer);
        expect(sorted(v.hand.map(code))).toEqual(sorted(r.hands[viewer]!));
        expect(v.handSizes).toEqual(r.hands.map((h) => h.length));
        const known = r.holder !== null && (r.revealed || r.holder === viewer);
        expect(v.partner).toBe(known ? r.holder : null);
        // Swap one unplayed card between two other seats: what the viewer sees must not change.
        const others = [0, 1, 2, 3].filter((seat) => seat !== viewer && r.hands[seat]!.length > 0);
        if (others.length < 2) continue;
        const a = others[pick(others.length)]!;
        const bs = others.filter((seat) => seat !== a);
        const b = bs[pick(bs.length)]!;
        const swappable = (seat: number): string[] => r.hands[seat]!.filter((c) => c !== r.ace);
        const [xa, xb] = [swappable(a), swappable(b)];
        if (xa.length > 0 && xb.length > 0) {
          const x = card(xa[pick(xa.length)]!);
          const y = card(xb[pick(xb.length)]!);
          expect(schafkopf.view(swapped(s, a, x, b, y), viewer)).toEqual(v);
        }
        // The called Ace may move between the two seats other than the viewer and the declarer while unrevealed.
        if (r.ace !== null && !r.revealed && r.holder !== viewer && viewer !== r.declarer) {
          const other = [0, 1, 2, 3].find((seat) => seat !== viewer && seat !== r.declarer && seat !== r.holder)!;
          const theirs = r.hands[other]!;
          if (theirs.length > 0) {
            const moved = swapped(s, r.holder!, card(r.ace), other, card(theirs[pick(theirs.length)]!));
            expect(schafkopf.view({ ...moved, partner: other }, viewer)).toEqual(v);
          }
        }
      }
    };
    property(700, { before: check, end: check });
  });

  test('a refused action returns the first error code that applies and leaves the state deep-equal; a legal one leaves the old state as it was', () => {
    const probe = (s: SchafkopfState, r: Ref, pick: (n: number) => number): void => {
      for (let i = 0; i < 3; i++) {
        const seat = pick(4);
        const kind = pick(3);
        const action = kind === 0 ? playAction(pick(40)) : kind === 1 ? bidAction(pick(BID_NAMES.length)) : UNKNOWN_BID;
        const expected = expectedError(r, seat, action);
        if (expected === null) continue;
        const before = structuredClone(s);
        const result = schafkopf.apply(s, seat, action);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.code).toBe(expected);
        expect(s).toEqual(before);
      }
    };
    let snapshot: SchafkopfState | null = null;
    property(700, {
      before: (s, r, pick) => {
        probe(s, r, pick);
        snapshot = structuredClone(s);
      },
      after: (prev) => expect(prev).toEqual(snapshot),
      end: probe,
    });
  });
});

/** The engine state with card x of seat a and card y of seat b exchanged, in the hands and as dealt. */
function swapped(s: SchafkopfState, a: number, x: number, b: number, y: number): SchafkopfState {
  const move = (masks: readonly number[]): number[] =>
    masks.map((m, seat) => {
      if (seat === a) return ((m & ~(1 << x)) | (1 << y)) >>> 0;
      if (seat === b) return ((m & ~(1 << y)) | (1 << x)) >>> 0;
      return m;
    });
  return { ...s, hands: move(s.hands), dealt: move(s.dealt) };
}

/** RECORDS.md precedence, from the referee's state: the code an action must be refused with, or null if legal. */
function expectedError(r: Ref, seat: number, action: Action): string | null {
  if (r.phase === 'over') return 'DEAL_OVER';
  if (isBid(action) !== (r.phase === 'auction')) return 'WRONG_PHASE';
  if (seat !== refToMove(r)) return 'NOT_YOUR_TURN';
  const options = refLegal(r);
  if (isBid(action)) {
    const name = schafkopf.bids[actionBid(action)];
    return name !== undefined && options.includes(`bid:${name}`) ? null : 'ILLEGAL_BID';
  }
  const c = actionCard(action);
  if (c >= 32 || !r.hands[seat]!.includes(code(c))) return 'CARD_NOT_IN_HAND';
  return options.includes(code(c)) ? null : 'ILLEGAL_CARD';
}
