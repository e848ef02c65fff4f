#!/usr/bin/env node
// sparring-bot: a heuristic Schafkopf bot for `cardavia arena`, speaking cardavia-bot/1 (docs/bot-protocol.md).
// It is the yardstick of issue 17: no search at all. It bids from hand features through a model fitted on
// simulated deals (model.json, written by fit.mjs: logistic win probability and linear scores when won and
// lost, per contract kind, and a linear score of passing), and plays its cards by rules of thumb (the declarer's
// side draws trumps, defenders look for the called Ace, schmieren on a safe trick of one's own side, win
// cheaply, lose cheaply). See README.md next to it.
//
// Run it (from the repository root, after `npx tsc -p tsconfig.json` built dist/):
//   node bin/cardavia.js arena --game schafkopf --bots easy --bot "node examples/schafkopf/sparring/sparring-bot.mjs" \
//     --deals 600 --seed sparring --json --workers 1
//
// It imports the engine's compiled rules (dist/engine/schafkopf) for trumps, card power, trick winners and card
// points. The module also exports its bidding and play for fit.mjs and duel.mjs; run directly, it serves the
// protocol on standard input and output.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BIDS, CONTRACTS, OBERS, UNTERS, cardPoints, trickWinnerIndex } from '../../../dist/engine/schafkopf/index.js';

const SUIT_LETTERS = 'EGHS';
const RANK_LETTERS = '789TUOKA';
const FRENCH_SUITS = 'CSHD';
const FRENCH_RANKS = '789TJQKA';
const FULL = 0xffffffff >>> 0;
const RANK_ACE = 7,
  RANK_10 = 3,
  RANK_KING = 6;
const HEARTS = 2;

export const popcount = (m) => {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
const has = (m, card) => ((m >>> card) & 1) === 1;
const bit = (card) => (1 << card) >>> 0;
const suitOf = (card) => card >> 3;
const rankOf = (card) => card & 7;
const cardsOf = (m) => {
  const out = [];
  m >>>= 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  return out;
};
const BID_INDEX = new Map(BIDS.map((b, i) => [b.name, i]));
export const bidIndexOf = (name) => BID_INDEX.get(name);
const PLAIN = [0, 1, 2, 3].map((s) => (((0xff << (s * 8)) >>> 0) & ~(OBERS | UNTERS)) >>> 0);

/** A card code of either notation (`EA`, `CA`) as a card index suit * 8 + rank. */
export function parseCard(text) {
  let s = SUIT_LETTERS.indexOf(text[0]);
  let r = RANK_LETTERS.indexOf(text[1]);
  if (s < 0 || r < 0) {
    s = FRENCH_SUITS.indexOf(text[0]);
    r = FRENCH_RANKS.indexOf(text[1]);
  }
  return s * 8 + r;
}

// ---------------------------------------------------------------------------------------------------------
// What everybody has seen: the auction and the cards played, folded action by action.
// ---------------------------------------------------------------------------------------------------------

export function newPublic(dealer) {
  return {
    dealer,
    bids: [], // bid indices in auction order
    contract: 0, // highest bid (index into BIDS), 0 = pass
    declarer: -1,
    c: null, // ContractRules once play begins
    kind: null,
    calledAce: -1,
    calledSuit: -1,
    leader: (dealer + 1) % 4,
    table: [],
    tricks: 0,
    played: 0,
    playedBy: [0, 0, 0, 0],
    voids: [0, 0, 0, 0], // bit e: shown void in effective suit e (0..3 plain, 4 trumps)
    calledLed: -1, // the trick in which the called suit was first led
    partner: -1, // the Rufer partner once publicly known (SK-19)
    points: [0, 0, 0, 0],
    trumpsLedBy: [0, 0, 0, 0], // how many times each seat led a trump
  };
}

/** Once the auction is over: the contract's rules, and the called Ace of a Rufer. */
function startPlay(P) {
  if (P.c !== null) return;
  P.c = CONTRACTS[P.contract];
  P.kind = P.c.kind;
  if (P.kind === 'rufer') {
    P.calledSuit = BIDS[P.contract].suit;
    P.calledAce = P.calledSuit * 8 + RANK_ACE;
  }
}

/** One action in numeric form: {seat, bid} (a bid index) or {seat, card}. */
export function observe(P, a) {
  if (a.bid !== undefined) {
    P.bids.push(a.bid);
    if (a.bid !== 0) {
      P.contract = a.bid;
      P.declarer = a.seat;
    }
    return;
  }
  startPlay(P);
  const c = P.c;
  const card = a.card;
  const e = has(c.trumps, card) ? 4 : suitOf(card);
  if (P.table.length === 0) {
    if (e === 4) P.trumpsLedBy[a.seat]++;
    if (P.calledSuit >= 0 && P.calledLed < 0 && e === P.calledSuit) P.calledLed = P.tricks;
  } else {
    const led = has(c.trumps, P.table[0]) ? 4 : suitOf(P.table[0]);
    if (e !== led) P.voids[a.seat] |= 1 << led;
  }
  if (card === P.calledAce) P.partner = a.seat;
  P.table.push(card);
  P.played = (P.played | bit(card)) >>> 0;
  P.playedBy[a.seat] = (P.playedBy[a.seat] | bit(card)) >>> 0;
  if (P.table.length === 4) {
    const w = (P.leader + trickWinnerIndex(c, P.table)) % 4;
    let pts = 0;
    for (const x of P.table) pts += cardPoints(x);
    P.points[w] += pts;
    // SK-19: the leader of the called suit ran away if the Ace did not fall in that trick.
    if (P.calledLed === P.tricks && P.partner < 0) P.partner = P.leader;
    P.tricks++;
    P.table = [];
    P.leader = w;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Card play: rules of thumb, with rough odds of who holds what.
// ---------------------------------------------------------------------------------------------------------

/** Tunable weights of the card play. */
export const PLAY = {
  laterOwn: 8, // points a later partner adds to a trick the side wins
  laterOpp: 1, // points a later opponent adds to a trick he loses
  trumpKeep: 1, // future worth of a trump per step of rank (from the lowest)
  trumpBase: 5, // future worth of any trump
  aceKeep: 4, // future worth of a plain master Ace
  tenGuard: 1.5, // future worth of a guarded Ten
  voidBonus: 3, // worth of emptying a plain suit by a discard
  partnerTrumps: 4, // trumps the Rufer partner needs to lead trumps
  trumpLead: 'cheap', // declarer's side's trump lead when its highest is no master: 'high', 'cheap', 'mixed'
  cashDeclarer: 0.35, // odds that a plain master goes through, for the declarer's side to cash it
  cashDefender: 0.7, // the same for a defender's Ace
  calledTen: true, // a defender leads the called suit even with its Ten only
  defenderTrumps: 3, // trumps a Rufer defender needs to lead them
  defenderTrumpsSolo: 3, // the same against a Solo or Wenz
  masterLead: true, // the declarer's side leads its highest trump when it is the highest left
  leadShort: 0.3, // preference for leading from short plain suits (negative: long suits)
  declarerTrumps: { rufer: 4.5, solo: 6.2, wenz: 2.8, 'solo-tout': 7, 'wenz-tout': 3.5 }, // trumps a declarer is dealt
};

/** Per player's knowledge: the seat, its hand (mask) and the public state. */
function context(P, me, hand) {
  const c = P.c;
  const hidden = (FULL & ~(hand | P.played)) >>> 0;
  const sizes = [0, 1, 2, 3].map((p) => 8 - popcount(P.playedBy[p]));
  const rufer = P.kind === 'rufer';
  let partner = P.partner;
  if (rufer && partner < 0 && (has(hand, P.calledAce) || has(P.playedBy[me], P.calledAce))) partner = me;
  // team: 1 declarer's side, 0 defenders, -1 unknown (from this seat's knowledge)
  const team = [0, 1, 2, 3].map((p) => {
    if (p === P.declarer) return 1;
    if (!rufer) return 0;
    if (partner >= 0) return p === partner ? 1 : 0;
    if (p === me) return 0; // not the declarer and without the Ace
    return -1;
  });
  // the hidden cards each seat may hold: not in its void suits; the declarer never holds the called Ace
  const may = [0, 1, 2, 3].map((p) => {
    if (p === me) return 0;
    let m = hidden;
    for (let e = 0; e < 5; e++) if (P.voids[p] & (1 << e)) m &= ~c.effectiveSuits[e];
    if (rufer && (p === P.declarer || (partner >= 0 && p !== partner))) m &= ~bit(P.calledAce);
    return m >>> 0;
  });
  if (rufer && partner >= 0 && partner !== me && has(hidden, P.calledAce)) {
    for (let p = 0; p < 4; p++) if (p !== partner) may[p] = (may[p] & ~bit(P.calledAce)) >>> 0;
  }
  // How many trumps each hidden hand holds now: a declarer holds more than his share (his bid says so), the
  // others share the rest by hand size.
  const hiddenTrumps = popcount(hidden & c.trumps);
  const trumpsLeft = [0, 0, 0, 0];
  let rest = hiddenTrumps;
  const d = P.declarer;
  if (d !== me) {
    const dealt = PLAY.declarerTrumps[P.kind] ?? 6;
    const played = popcount(P.playedBy[d] & c.trumps);
    const pool = popcount(may[d] & c.trumps);
    trumpsLeft[d] = Math.max(0, Math.min(dealt - played, pool, sizes[d], rest));
    if (P.voids[d] & 16) trumpsLeft[d] = 0;
    rest -= trumpsLeft[d];
  }
  const sharers = [0, 1, 2, 3].filter((p) => p !== me && p !== d && !(P.voids[p] & 16));
  const room = sharers.reduce((sum, p) => sum + sizes[p], 0);
  for (const p of sharers) {
    trumpsLeft[p] = Math.min(room > 0 ? (rest * sizes[p]) / room : 0, popcount(may[p] & c.trumps), sizes[p]);
  }
  return { P, c, me, hand, hidden, sizes, team, may, myTeam: team[me], partner, trumpsLeft };
}

/** Probability that none of k marked cards is among h drawn from n. */
function noneOf(n, k, h) {
  if (k === 0 || h <= 0) return 1;
  if (k > n - h) return 0;
  let none = 1;
  for (let i = 0; i < h; i++) none *= (n - k - i) / (n - i);
  return none;
}

/**
 * Probability that seat q holds at least one card of `mask`: its trumps and its plain cards are drawn apart,
 * at random among the cards it may hold, in the numbers `trumpsLeft` expects.
 */
function pHolds(x, q, mask) {
  const may = x.may[q];
  const trumps = x.c.trumps;
  const poolT = popcount(may & trumps);
  const poolP = popcount(may & ~trumps);
  let hT = Math.min(Math.round(x.trumpsLeft[q]), poolT);
  let hP = x.sizes[q] - hT;
  if (hP > poolP) {
    hT += hP - poolP;
    hP = poolP;
  }
  const none = noneOf(poolT, popcount(mask & may & trumps), hT) * noneOf(poolP, popcount(mask & may & ~trumps), hP);
  return 1 - none;
}

const effOf = (c, card) => (has(c.trumps, card) ? 4 : suitOf(card));

/** Probability that seat q, yet to play, beats `top` (the best card on the table) in a trick led in suit `led`. */
function pBeats(x, q, top, led) {
  const c = x.c;
  const power = c.power[top];
  let higher = 0;
  const topEff = effOf(c, top);
  const pool = x.hidden & c.effectiveSuits[topEff];
  for (const h of cardsOf(pool)) if (c.power[h] > power) higher |= bit(h);
  if (led === 4) return pHolds(x, q, higher);
  const ledCards = c.effectiveSuits[led];
  const pFollow = pHolds(x, q, ledCards);
  if (topEff === 4) return (1 - pFollow) * pHolds(x, q, higher);
  return pHolds(x, q, higher) + (1 - pFollow) * pHolds(x, q, x.hidden & c.trumps);
}

/** Probability that no opponent yet to play beats `top`. */
function pHoldsTrick(x, top, led, later) {
  let p = 1;
  for (const q of later) if (x.team[q] !== x.myTeam || x.team[q] === -1) p *= 1 - pBeats(x, q, top, led);
  return p;
}

/** What keeping a card is worth for later tricks, beyond its points. */
function keepWorth(x, card) {
  const c = x.c;
  if (has(c.trumps, card)) {
    const rankFromBottom = c.trumpOrder.length - c.trumpOrder.indexOf(card);
    return PLAY.trumpBase + PLAY.trumpKeep * rankFromBottom;
  }
  const s = suitOf(card);
  const mine = x.hand & c.effectiveSuits[s];
  if (isMaster(x, card)) return rankOf(card) === RANK_ACE ? PLAY.aceKeep : PLAY.aceKeep * 0.6;
  if (rankOf(card) === RANK_10 && popcount(mine) >= 2) return PLAY.tenGuard;
  return 0;
}

/** No hidden card of the same effective suit ranks above it. */
function isMaster(x, card) {
  const c = x.c;
  const pool = x.hidden & c.effectiveSuits[effOf(c, card)];
  for (const h of cardsOf(pool)) if (c.power[h] > c.power[card]) return false;
  return true;
}

function follow(x, legal) {
  const { P, c } = x;
  const table = P.table;
  const led = effOf(c, table[0]);
  const winIdx = trickWinnerIndex(c, table);
  const winner = (P.leader + winIdx) % 4;
  const top = table[winIdx];
  let tp = 0;
  for (const t of table) tp += cardPoints(t);
  const later = [];
  for (let i = table.length + 1; i < 4; i++) later.push((P.leader + i) % 4);
  const friendWins = x.team[winner] === x.myTeam && x.team[winner] !== -1 && x.myTeam !== -1;
  const pFriend = friendWins ? pHoldsTrick(x, top, led, later) : 0;
  // a partner yet to play who may take the trick over the opponents' card
  let pRescue = 0;
  if (!friendWins)
    for (const q of later)
      if (x.team[q] === x.myTeam && x.myTeam !== -1) pRescue = Math.max(pRescue, 0.8 * pBeats(x, q, top, led));
  let extraOwn = 0,
    extraOpp = 0;
  for (const q of later) {
    if (x.team[q] === x.myTeam) extraOwn += PLAY.laterOwn;
    else extraOpp += PLAY.laterOpp;
  }
  const lengths = [0, 1, 2, 3].map((s) => popcount(x.hand & c.effectiveSuits[s]));
  let best = legal[0],
    bestValue = -Infinity;
  for (const card of legal) {
    const pts = cardPoints(card);
    const trump = has(c.trumps, card);
    let value;
    const wins = c.power[card] > c.power[top] && (effOf(c, card) === led || trump);
    if (wins) {
      const p = pHoldsTrick(x, card, led, later);
      // won: the table, my card and what the others add; lost: my card goes to them
      value = p * (tp + pts + extraOpp + extraOwn) - (1 - p) * (tp + pts + extraOpp);
    } else if (friendWins) {
      value = pFriend * (tp + pts + extraOwn + extraOpp) - (1 - pFriend) * (tp + pts + extraOpp);
    } else {
      // the trick goes to them (or to an unknown seat) unless a partner yet to play takes it
      value = (2 * pRescue - 1) * (tp + pts + extraOpp);
    }
    value -= keepWorth(x, card);
    if (!trump && effOf(c, card) !== led && lengths[suitOf(card)] === 1) value += PLAY.voidBonus;
    value -= c.power[card] * 0.001; // ties: the lower card
    if (value > bestValue) {
      bestValue = value;
      best = card;
    }
  }
  return best;
}

/** The card of least worth (points and future use). */
function cheapest(x, cards) {
  let best = cards[0],
    bestCost = Infinity;
  for (const card of cards) {
    const cost = cardPoints(card) + keepWorth(x, card) + x.c.power[card] * 0.001;
    if (cost < bestCost) {
      bestCost = cost;
      best = card;
    }
  }
  return best;
}

function lead(x, legal) {
  const { P, c, hand, hidden } = x;
  const legalMask = legal.reduce((m, card) => (m | bit(card)) >>> 0, 0);
  const myTrumps = (legalMask & c.trumps) >>> 0;
  const hiddenTrumps = (hidden & c.trumps) >>> 0;
  const byPower = (a, b) => c.power[b] - c.power[a];
  const trumpsDesc = cardsOf(myTrumps).sort(byPower);
  const opponents = [0, 1, 2, 3].filter((p) => p !== x.me && x.team[p] !== x.myTeam);
  const oppMayTrump = opponents.some((p) => (x.may[p] & c.trumps) !== 0 && !(P.voids[p] & 16));
  const plainLegal = legal.filter((card) => !has(c.trumps, card));

  // plain masters that the opponents will probably follow
  const cashable = plainLegal
    .filter((card) => isMaster(x, card) && cardPoints(card) >= 10)
    .map((card) => {
      const s = suitOf(card);
      let p = 1;
      for (const q of opponents) {
        const follows = pHolds(x, q, c.effectiveSuits[s]);
        p *= follows + (1 - follows) * (1 - pHolds(x, q, x.may[q] & c.trumps));
      }
      return { card, p };
    })
    .sort((a, b) => b.p - a.p);

  if (x.myTeam === 1) {
    const declarer = x.me === P.declarer;
    const enough = trumpsDesc.length >= (declarer ? 1 : PLAY.partnerTrumps);
    if (trumpsDesc.length > 0 && oppMayTrump && enough) {
      const topCard = trumpsDesc[0];
      if (isMaster(x, topCard) && PLAY.masterLead) return topCard;
      // not master: the highest Ober or Unter drives a higher trump out; else the cheapest trump
      if (PLAY.trumpLead === 'high' || (PLAY.trumpLead === 'mixed' && c.power[topCard] > 100 + c.trumpOrder.length - 8))
        return topCard;
      return cheapest(x, trumpsDesc);
    }
    if (cashable.length > 0 && cashable[0].p > PLAY.cashDeclarer) return cashable[0].card;
    if (trumpsDesc.length > 0 && hiddenTrumps !== 0 && P.kind === 'rufer' && x.partner < 0) return trumpsDesc[0];
  } else {
    // Rufer defenders: lead the called suit to make the Ace fall
    if (P.kind === 'rufer' && P.calledLed < 0) {
      const called = plainLegal.filter((card) => suitOf(card) === P.calledSuit);
      const low = called.sort((a, b) => cardPoints(a) - cardPoints(b) || c.power[a] - c.power[b]);
      if (low.length > 0 && (PLAY.calledTen || rankOf(low[0]) !== RANK_10)) return low[0];
    }
    if (cashable.length > 0 && cashable[0].p > PLAY.cashDefender && rankOf(cashable[0].card) === RANK_ACE)
      return cashable[0].card;
    const need = P.kind === 'rufer' ? PLAY.defenderTrumps : PLAY.defenderTrumpsSolo;
    if (trumpsDesc.length >= need && oppMayTrump) return cheapest(x, trumpsDesc);
  }
  // otherwise: a low plain card, from a short suit, or a trump when nothing else
  const pool = plainLegal.length > 0 ? plainLegal : legal;
  let best = pool[0],
    bestCost = Infinity;
  for (const card of pool) {
    const s = suitOf(card);
    const len = has(c.trumps, card) ? 9 : popcount(hand & c.effectiveSuits[s]);
    const cost = cardPoints(card) * 1.0 + keepWorth(x, card) + len * PLAY.leadShort + c.power[card] * 0.01;
    if (cost < bestCost) {
      bestCost = cost;
      best = card;
    }
  }
  return best;
}

/** The card to play: `legal` is a non-empty array of card indices. */
export function choosePlay(P, me, hand, legal) {
  if (legal.length === 1) return legal[0];
  startPlay(P);
  const x = context(P, me, hand);
  if (P.c.tout && me === P.declarer) {
    // a Tout must win every trick: the strongest card always
    return legal.reduce((a, b) => (x.c.power[b] > x.c.power[a] ? b : a));
  }
  return P.table.length === 0 ? lead(x, legal) : follow(x, legal);
}

// ---------------------------------------------------------------------------------------------------------
// Bidding: hand features, and the fitted model.
// ---------------------------------------------------------------------------------------------------------

export const KINDS = ['rufer', 'wenz', 'solo'];

/** The features of a hand for one contract (bid index), from seat position `pos` (0 = left of the dealer). */
export function features(hand, bid, pos) {
  const c = CONTRACTS[bid];
  const kind = c.kind === 'solo-tout' ? 'solo' : c.kind === 'wenz-tout' ? 'wenz' : c.kind;
  const order = c.trumpOrder;
  const n = order.length;
  let trumps = 0,
    rankSum = 0,
    run = 0,
    top4 = 0,
    top8 = 0,
    obers = 0,
    unters = 0,
    suitHigh = 0; // trump-suit Ace and Ten
  let running = true;
  for (let i = 0; i < n; i++) {
    const card = order[i];
    const held = has(hand, card);
    if (!held) running = false;
    if (!held) continue;
    if (running) run++;
    trumps++;
    rankSum += (n - i) / n;
    if (i < 4) top4++;
    if (i < 8) top8++;
    if (has(OBERS, card)) obers++;
    if (has(UNTERS, card)) unters++;
    if (i >= n - 6 && (rankOf(card) === RANK_ACE || rankOf(card) === RANK_10)) suitHigh++;
  }
  // the run held from the top, or the run the others hold (either counts for the value)
  let againstRun = 0;
  for (let i = 0; i < n && !has(hand, order[i]); i++) againstRun++;
  let aces = 0,
    tensGuarded = 0,
    tensBlank = 0,
    voids = 0,
    singles = 0,
    looseCards = 0;
  for (let s = 0; s < 4; s++) {
    const suit = c.effectiveSuits[s];
    if (suit === 0) continue;
    const mine = hand & suit;
    const len = popcount(mine);
    if (len === 0) voids++;
    if (len === 1) singles++;
    const ace = has(mine, s * 8 + RANK_ACE);
    const ten = has(mine, s * 8 + RANK_10);
    if (ace) aces++;
    if (ten && ace) tensGuarded++;
    if (ten && !ace) tensBlank++;
    // cards that are neither an Ace nor a Ten under its Ace: likely losers
    looseCards += len - (ace ? 1 : 0) - (ten && ace ? 1 : 0);
  }
  let points = 0;
  for (const card of cardsOf(hand)) points += cardPoints(card);
  const f = {
    bias: 1,
    trumps,
    trumps2: trumps * trumps,
    rankSum,
    run: Math.min(run, 8),
    against: Math.min(againstRun, 8),
    top4,
    top8,
    obers,
    unters,
    suitHigh,
    aces,
    tensGuarded,
    tensBlank,
    voids,
    singles,
    looseCards,
    points: points / 10,
    forehand: pos === 0 ? 1 : 0,
    pos,
  };
  if (kind === 'rufer') {
    const calledSuit = BIDS[bid].suit;
    const mine = hand & PLAIN[calledSuit];
    f.calledLen = popcount(mine);
    f.calledTen = has(mine, calledSuit * 8 + RANK_10) ? 1 : 0;
    f.calledKing = has(mine, calledSuit * 8 + RANK_KING) ? 1 : 0;
  }
  if (kind === 'solo' || kind === 'rufer') {
    const trumpSuit = kind === 'rufer' ? HEARTS : BIDS[bid].suit;
    f.suitTrumps = popcount(hand & PLAIN[trumpSuit]);
  }
  return { kind, f };
}

export const FEATURES = {
  rufer: [
    'bias',
    'trumps',
    'trumps2',
    'rankSum',
    'run',
    'against',
    'top4',
    'top8',
    'suitHigh',
    'aces',
    'tensGuarded',
    'tensBlank',
    'voids',
    'singles',
    'looseCards',
    'points',
    'forehand',
    'pos',
    'calledLen',
    'calledTen',
    'calledKing',
  ],
  solo: [
    'bias',
    'trumps',
    'trumps2',
    'rankSum',
    'run',
    'against',
    'top4',
    'top8',
    'suitHigh',
    'aces',
    'tensGuarded',
    'tensBlank',
    'voids',
    'singles',
    'looseCards',
    'points',
    'forehand',
    'pos',
  ],
  wenz: [
    'bias',
    'trumps',
    'run',
    'against',
    'aces',
    'tensGuarded',
    'tensBlank',
    'voids',
    'singles',
    'looseCards',
    'points',
    'forehand',
    'pos',
  ],
};

FEATURES.pass = [
  'bias',
  'trumps',
  'trumps2',
  'rankSum',
  'run',
  'against',
  'top4',
  'top8',
  'unters',
  'suitHigh',
  'aces',
  'tensGuarded',
  'voids',
  'points',
  'forehand',
  'pos',
  'ruferWith',
  'ruferAgainst',
  'higher',
  'withTrumps',
  'againstTrumps',
  'higherTrumps',
];

const dot = (w, names, f) => {
  let s = 0;
  for (let i = 0; i < names.length; i++) s += w[i] * f[names[i]];
  return s;
};

/** The model's expected settlement for the bidder of `bid` (the fitted win probability times the values). */
export function expectedScore(model, hand, bid, pos) {
  const { kind, f } = features(hand, bid, pos);
  const m = model[kind];
  if (!m) return -Infinity;
  const z = dot(m.win, m.features, f);
  const p = 1 / (1 + Math.exp(-z));
  const won = dot(m.scoreWon, m.features, f);
  const lost = dot(m.scoreLost, m.features, f);
  return p * won + (1 - p) * lost;
}

/** Pre-filter: contracts never worth fitting or bidding. */
export function plausible(hand, bid) {
  const c = CONTRACTS[bid];
  const trumps = popcount(hand & c.trumps);
  if (c.kind === 'rufer') return trumps >= 3;
  if (c.kind === 'solo') return trumps >= 5 || (trumps >= 4 && popcount(hand & OBERS) >= 2);
  if (c.kind === 'wenz') return trumps >= 2 || (trumps >= 1 && has(hand, 4 + 0 * 8));
  return false;
}

/**
 * The features of passing: the hand's strength (as for a Rufer: trumps, Laufende, Aces, points), the seat, and
 * what the seats before bid: a Rufer whose called Ace this hand holds (it is the partner), another Rufer (it
 * defends), or a Wenz or Solo.
 */
export function passFeatures(hand, pos, P) {
  const { f } = features(hand, 1, pos);
  const b = BIDS[P.contract];
  const with_ = b.kind === 'rufer' && has(hand, b.suit * 8 + RANK_ACE) ? 1 : 0;
  const against = b.kind === 'rufer' && !with_ ? 1 : 0;
  const higher = b.kind !== null && b.kind !== 'rufer' ? 1 : 0;
  return {
    ...f,
    unters: popcount(hand & UNTERS),
    ruferWith: with_,
    ruferAgainst: against,
    higher,
    withTrumps: with_ * f.trumps,
    againstTrumps: against * f.trumps,
    higherTrumps: higher * f.trumps,
  };
}

/** The model's expected settlement of passing (0 without a pass model). */
export function passScore(model, hand, pos, P) {
  if (!model.pass) return 0;
  return dot(model.pass.w, model.pass.features, passFeatures(hand, pos, P));
}

/**
 * The bid to make: `legal` are bid indices, `P` the auction so far. The contract of best expected score, if
 * that, less the kind's margin, beats the expected score of passing; else pass.
 */
export function chooseBid(model, hand, pos, legal, P) {
  let best = 0,
    bestValue = -Infinity;
  for (const b of legal) {
    if (b === 0) continue;
    const kind = CONTRACTS[b].kind;
    if (kind === 'sie') return b;
    if (!KINDS.includes(kind) || !plausible(hand, b)) continue;
    const value = expectedScore(model, hand, b, pos) - (model.margin?.[kind] ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = b;
    }
  }
  if (best === 0) return 0;
  return bestValue > passScore(model, hand, pos, P) ? best : 0;
}

// ---------------------------------------------------------------------------------------------------------
// The protocol.
// ---------------------------------------------------------------------------------------------------------

export function loadModel(path = new URL('./model.json', import.meta.url)) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The answer to one `act` message (the action string, one of `legal`). */
export function act(model, message) {
  const seat = message.seat;
  const dealer = message.dealer;
  if (message.legal.length === 1) return message.legal[0];
  let hand = 0;
  for (const code of message.hand) hand |= bit(parseCard(code));
  hand >>>= 0;
  const P = newPublic(dealer);
  for (const a of message.actions) {
    if (a.bid !== undefined) observe(P, { seat: a.seat, bid: bidIndexOf(a.bid) });
    else if (a.play !== undefined) observe(P, { seat: a.seat, card: parseCard(a.play) });
  }
  if (message.legal[0].startsWith('bid:')) {
    const legal = message.legal.map((l) => bidIndexOf(l.slice(4)));
    const pos = (seat - dealer + 3) % 4;
    const b = chooseBid(model, hand, pos, legal, P);
    return 'bid:' + BIDS[b].name;
  }
  const byCard = new Map(message.legal.map((l) => [parseCard(l.slice(5)), l]));
  const legal = [...byCard.keys()].sort((a, b) => a - b);
  return byCard.get(choosePlay(P, seat, hand, legal));
}

async function main() {
  const model = loadModel();
  const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === '') continue;
    const message = JSON.parse(line);
    if (message.type === 'hello') send({ type: 'ready', name: 'sparring-bot 1.0' });
    else if (message.type === 'act') send({ action: act(model, message) });
    else if (message.type === 'bye') break;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
