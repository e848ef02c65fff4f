/**
 * Nobody sees cards they should not: over many random games of every game, every message the server sends
 * to the human seat (REST answers and WebSocket pushes) is taken apart field by field, and every card in it
 * is checked against what that seat legitimately knows at that version, computed independently from the
 * record revealed at the end: its own hand (now and earlier in the deal), the cards played, the cards its
 * game turns face up (the turned trump card, the called Ace), every card of a deal that is over, and
 * everything once the game is over.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPlay } from '../engine/action.js';
import { type Notation, formatCard, parseCard } from '../engine/cards.js';
import { cardsOf } from '../engine/cardset.js';
import { deckById } from '../engine/decks.js';
import { gameById } from '../engine/games.js';
import { actionFromJson } from '../engine/moves.js';
import { commitmentOf } from './dealing.js';
import { recordOf } from './record.js';
import { TableGame } from './table.js';
import { Client, type Live, type Message, type TestServer, mulberry, startServer } from './testing.js';
import { seatState } from './views.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Kind = 'card' | 'action' | 'actionText' | 'other';

/** Every field a message may hold, by path ([] for array items), and whether it holds cards. */
const STATE_PATHS: Record<string, Kind> = {};
const TABLE_PATHS: Record<string, Kind> = {};
function paths(target: Record<string, Kind>, prefix: string, spec: string): void {
  for (const item of spec.split(/\s+/).filter(Boolean)) {
    const [path, kind] = item.split(':') as [string, Kind | undefined];
    target[prefix + path] = kind ?? 'other';
  }
}
const REPORT =
  'honours[] tricks[] gamePoints[] contract declarer partner cardPoints[] declarerWins schneider schwarz laufende value scores[]' +
  ' trump points[] closedBy winner endedBy schlag rechte foldedBy' +
  // Mariáš's report, sent once its deal is over (its trump card and talon as codes, every card then known).
  ' trumpCard talon[] flek.hra flek.sedma flek.sto flek.betl flek.durch marriages[] components[].name' +
  ' components[].silent components[].wonBy components[].units' +
  // Belote's report, per side (the turned card as a code, every card then known).
  ' taker turnedCard multiplier belote announcements[] result capot litigePending';
paths(
  STATE_PATHS,
  '',
  `type ack table version status seat deal dealer phase step toMove yourTurn thinking canContinue canEnd seed
   legal[].action:action legal[].text:actionText
   refused[].action:action refused[].text:actionText refused[].code refused[].message refused[].rule
   refused[].params.suit refused[].params.led refused[].params.bid refused[].params.highest refused[].params.aceHeld
   refused[].params.reason refused[].params.duty refused[].params.phase refused[].params.trump refused[].params.closedBy
   refused[].params.move refused[].params.value refused[].params.needs refused[].params.due refused[].params.pending
   session.totals[] session.dealsPlayed session.sessionDeals session.finished session.winner
   history[].deal history[].dealer history[].scores[] history[].totals[]
   lastDeal.deal lastDeal.dealer lastDeal.cards[]:card lastDeal.hands[][]:card lastDeal.actions[].seat
   lastDeal.actions[].action:action lastDeal.actions[].text:actionText lastDeal.result.scores[]
   lastDeal.result.totals[]
   result.reason result.totals[] result.dealsPlayed result.winner result.humanSeat result.place
   view.game view.seat view.dealer view.totals[] view.hand[]:card view.toMove view.phase view.over
   view.rules.ruleset view.rules.variants[] view.rules.target view.opponentHandSize view.talonCount
   view.trumpCard:card view.trick.leader view.trick.cards[]:card view.tricks[].leader view.tricks[].cards[]:card
   view.tricks[].winner view.tricks[].points view.piles[][]:card view.honours[] view.handSizes[]
   view.auction[].seat view.auction[].bid view.contract view.declarer view.calledAce:card view.partner view.partnerRevealed
   view.cardPoints[]
   view.trump view.turnedCard:card view.exchangedBy view.trumpCardTakenBy view.closedBy view.strict
   view.marriages[].seat view.marriages[].suit view.marriages[].trick view.announced view.trickCounts[] view.points[]
   view.pending[] view.won[][]:card view.winner view.endedBy
   view.schlag view.value view.target view.pendingRaise view.answering view.lastRaiseSide view.raises[].seat
   view.raises[].trick view.raises[].cardsOnTable view.raises[].answer view.sideTricks[] view.foldedBy
   explanations[].reason explanations[].winner:card explanations[].winnerSeat explanations[].beaten[]:card
   players[].kind players[].taken players[].name players[].you players[].connected players[].away owner canStart
   clock.seat clock.deadline spectator
   view.ruleset view.step view.forehand view.trumpAside view.talon view.talon[]:card view.seenTalon[]:card
   view.claim view.claimant view.auction.holder view.auction.bidder view.auction.level view.flek[]
   view.marriages[].points view.events[].seat view.events[].move view.events[].action:action
   refused[].params.seven refused[].params.step
   view.annonces view.firstHand view.taker view.bid.level view.bid.suit view.bid.bidder view.multiplier
   view.contreur view.belote view.belotePending view.held view.declarations[].seat view.declarations[].combinations
   view.declarations[].combinations[].kind view.declarations[].combinations[].cards[]:card
   view.declarations[].combinations[].points view.declarations[].combinations[].suit
   view.declarations[].combinations[].top view.declarations[].combinations[].length
   refused[].params.card:card refused[].params.belote`,
);
// The card that "would have won" a Bohemian Schneider trick is the led card's next rank: a fact of the rules,
// which says nothing about where that card lies, so it is not a card the seat must have seen.
STATE_PATHS['explanations[].needed'] = 'other';
// Watten's Rechte is the card the Schlag and the trump name (WA-5), known to all once both are named: a fact of
// the announcements, which says nothing about where that card lies.
STATE_PATHS['view.rechte'] = 'other';
for (const f of REPORT.split(' ')) {
  STATE_PATHS[`history[].report.${f}`] = 'other';
  STATE_PATHS[`lastDeal.result.report.${f}`] = 'other';
}
paths(
  TABLE_PATHS,
  '',
  `id game rules.ruleset rules.variants[] rules.target deck notation seats[] humanSeat sessionDeals aiDelayMs
   firstDealer commitment createdAt status version dealsPlayed totals[] seed hints share level spectators turnSeconds
   result.reason result.totals[] result.dealsPlayed result.winner result.humanSeat result.place`,
);

/** The cards a message subtree holds, by its field table; an unknown field fails the test. */
function cardsIn(value: unknown, table: Record<string, Kind>, notation: Notation, where: string): number[] {
  const out: number[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, path + '[]'));
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, path === '' ? k : `${path}.${k}`);
      return;
    }
    const kind = table[path];
    // null stands for an absent object too (result, lastDeal): then its fields must be known.
    const known = kind !== undefined || (v === null && Object.keys(table).some((k) => k.startsWith(path + '.')));
    if (!known) throw new Error(`${where}: unclassified field "${path}"`);
    if (v === null) return;
    if (kind === 'card') out.push(v as number);
    else if (kind === 'action' && isPlay(v as number)) out.push(v as number);
    else if (kind === 'actionText' && (v as string).startsWith('play:'))
      out.push(parseCard(notation, (v as string).slice(5))!);
  };
  walk(value, '');
  return out;
}

/**
 * The cards a game turns face up for everyone besides those played, by game, read from the deal's state.
 * A game missing here fails the test: someone has to decide what its seats may see.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FACE_UP: Record<string, (state: any) => number[]> = {
  // SK-9: the declarer calls an Ace by his bid, so every seat knows which card it is (not where it lies).
  schafkopf: (s) => (s.calledAce >= 0 ? [s.calledAce] : []),
  // BS-V3: the trump variant turns the talon's last card face up.
  'bohemian-schneider': (s) => (s.trumpCard >= 0 ? [s.trumpCard] : []),
  // SN-3, SN-8: the card turned at the deal lies face up under the talon, and so does the trump Unter that an
  // exchange puts in its place.
  schnapsen: (s) => [s.turned, s.bottom],
  // WA-3: no card is turned up, and the 13 unused cards stay unseen; a partner's hand is as hidden as an
  // opponent's (RULES.md, "Partnership views").
  watten: () => [],
  // MA-6, MA-10: the trump card lies aside face down (its setter held it) until a trump game's barva stands,
  // when the forehand turns it up for all; the talon is seen only by the seat that laid or picked it up.
  marias: (s) => (s.trumpShown && s.trumpCard >= 0 ? [s.trumpCard] : []),
  // BE-5: the turned card lies face up from the deal (the contrée turns none, BE-C1); BE-A2: the declared
  // combinations are shown to all once the first trick is over (decided). A partner's hand is as hidden as an
  // opponent's, and so are the cards still to be dealt after the taking (BE-8).
  belote: (s) => [
    ...(s.turned >= 0 ? [s.turned] : []),
    ...(s.tricks.length > 0
      ? (s.declared as ({ cards: number[] }[] | null)[]).flatMap((d) => (d ?? []).flatMap((c) => c.cards))
      : []),
  ],
};

/**
 * What the human seat knows at each version, from the record alone: versions count the log entries
 * (the deal's actions, a `continue` after each deal but the last, and an `end` if the player ended).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function knowledge(record: any, seat: number, started = false): Map<number, Set<number>> {
  const game = gameById(record.game)!;
  const faceUp = FACE_UP[game.id];
  if (!faceUp) throw new Error(`no FACE_UP entry for ${game.id}`);
  const rules = game.parseRules(record.rules);
  if (!rules.ok) throw new Error(rules.error);
  const notation = deckById(record.deck)!.suitSystem;
  let session = game.newSession(rules.value, record.firstDealer);
  const out = new Map<number, Set<number>>();
  // A table that waited for friends has the start as its first entry: version 0 is the waiting room, where
  // the seat already holds its first hand.
  let v = started ? 1 : 0;
  record.deals.forEach((deal: { cards: string[]; actions: Record<string, unknown>[] }, d: number) => {
    if (d > 0) v++; // the \`continue\` that dealt this deal
    const cards = deal.cards.map((c) => parseCard(notation, c)!);
    let state = game.deal(session, cards);
    const seen = new Set<number>();
    const note = () => {
      // The seat's own hand (both games keep hands as masks in the state), and what the game turns up.
      if (seat >= 0) for (const c of cardsOf(state.hands[seat])) seen.add(c); // -1: a spectator
      for (const c of faceUp(state)) seen.add(c);
      // Only this deal's: every deal deals the same card codes again, so an earlier deal's cards, all shown at
      // its end, say nothing of where this deal's lie.
      out.set(v, new Set(seen));
    };
    note();
    if (started && d === 0) out.set(0, out.get(1)!);
    for (const a of deal.actions) {
      const action = actionFromJson(game.moves, notation, a);
      if (!action.ok) throw new Error(action.error);
      if (isPlay(action.value)) seen.add(action.value); // a card played is on the table for all to see
      const next = game.apply(state, a.seat as number, action.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      v++;
      note();
    }
    const outcome = game.outcome(state);
    if (outcome !== undefined) {
      out.set(v, new Set(cards)); // the deal is over: all of its cards are shown
      session = game.settle(session, outcome);
    }
  });
  return out;
}

/** The cards in a state message that the seat may not know (`allowed`); empty when it shows nothing else. */
function leaked(state: Message, allowed: ReadonlySet<number>, notation: Notation, where: string): number[] {
  return cardsIn(state, STATE_PATHS, notation, where).filter((c) => !allowed.has(c));
}

interface Options {
  body: Record<string, unknown>;
  /** Chance per human decision of ending the game there. */
  endChance: number;
}

/**
 * Plays one person's seat over its live connection until the game is over, at random; only the creator
 * deals the next deal and ends the game. Returns the final state.
 */
async function playSeat(live: Live, random: () => number, endChance: number): Promise<Message> {
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'error', 30_000);
    if (m.type === 'error') throw new Error(JSON.stringify(m));
    if (m !== live.latestState()) continue;
    if (m.status === 'finished') return m;
    const mayContinue = m.canContinue && m.owner;
    if (m.version <= acted || !(m.yourTurn || mayContinue)) continue;
    acted = m.version;
    if (m.owner && random() < endChance) live.send({ type: 'act', action: 'end', version: m.version });
    else if (mayContinue) live.send({ type: 'act', action: 'continue', version: m.version });
    else {
      const a = m.legal[Math.floor(random() * m.legal.length)];
      live.send({ type: 'act', action: a.text, version: m.version });
    }
  }
}

/**
 * Plays a whole game at random (with friends in the seats `invite` marks: each joins through the invite link
 * and plays his seat on his own connection) and checks every message each person received against what his
 * seat may know at that version.
 */
async function playAndCheck(o: Options, seed: number): Promise<{ messages: number; cards: number }> {
  const random = mulberry(seed);
  const c = new Client(server.url);
  const created = await c.post('/api/tables', o.body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.table.id;
  const people: { client: Client; sent: { where: string; body: Message }[] }[] = [
    { client: c, sent: [{ where: 'POST /api/tables', body: created.body }] },
  ];
  const waiting = created.body.table.status === 'waiting';
  if (waiting) {
    const { token } = (await c.post(`/api/tables/${id}/invite`)).body;
    for (const kind of created.body.table.seats) {
      if (kind !== 'invite') continue;
      const friend = new Client(server.url);
      expect((await friend.post(`/api/join/${token}`)).status).toBe(200);
      people.push({ client: friend, sent: [] });
    }
  }
  for (const p of people)
    p.sent.push({ where: 'GET /api/tables/:id', body: (await p.client.get(`/api/tables/${id}`)).body });
  const lives = await Promise.all(people.map((p) => p.client.live(id)));
  // A spectator, where the table allows one, watches from the start: public information only.
  let spectator: { live: Live; sent: { where: string; body: Message }[] } | null = null;
  if (o.body.spectators) {
    const { token } = (await c.post(`/api/tables/${id}/watch`)).body;
    const watcher = new Client(server.url);
    const sent = [{ where: 'GET /api/watch/:token', body: (await watcher.get(`/api/watch/${token}`)).body }];
    spectator = { live: await watcher.watch(token), sent };
  }
  if (waiting) {
    const started = await c.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
    expect(started.status).toBe(200);
    people[0]!.sent.push({ where: 'POST start', body: started.body });
  }
  const finals = await Promise.all(
    lives.map((live, i) => playSeat(live, i === 0 ? random : mulberry(seed * 7 + i), o.endChance)),
  );
  const record = (await c.get(`/api/tables/${id}/record`)).body;
  let cards = 0;
  for (const [i, { client, sent }] of people.entries()) {
    lives[i]!.close();
    for (const text of lives[i]!.raw) sent.push({ where: 'live', body: JSON.parse(text) });
    sent.push({ where: 'GET /api/tables/:id (end)', body: (await client.get(`/api/tables/${id}`)).body });
    cards += checkSeat(record, finals[i]!, sent, waiting);
  }
  if (spectator) {
    await spectator.live.next((m) => m.type === 'state' && m.status === 'finished');
    spectator.live.close();
    for (const text of spectator.live.raw) spectator.sent.push({ where: 'watch live', body: JSON.parse(text) });
    const watched = spectator.sent.filter((x) => x.body.type === 'state' || x.body.state);
    expect(watched.every((x) => (x.body.state ?? x.body).spectator === true)).toBe(true);
    cards += checkSeat(record, { ...finals[0]!, seat: -1 }, spectator.sent, waiting);
  }
  return { messages: people.reduce((n, p) => n + p.sent.length, 0), cards };
}

/** Checks what one person received against his seat's knowledge; the number of cards the messages held. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function checkSeat(record: any, final: Message, sent: { where: string; body: Message }[], started: boolean): number {
  const seat = final.seat;
  const known = knowledge(record, seat, started);
  const notation = deckById(record.deck)!.suitSystem;
  const everything = new Set(
    record.deals.flatMap((d: { cards: string[] }) => d.cards.map((x) => parseCard(notation, x)!)),
  );
  let cards = 0;
  for (const { where, body } of sent) {
    const states: Message[] = [];
    if (body.type === 'state') states.push(body);
    else if (body.type === 'pong') expect(Object.keys(body).sort()).toEqual(['id', 'type']);
    else {
      if (body.state) states.push(body.state);
      if (body.table) {
        expect(cardsIn(body.table, TABLE_PATHS, notation, where)).toEqual([]);
        if (body.table.status !== 'finished') expect(body.table.seed).toBeNull();
      }
      if (!body.state && !body.table) throw new Error(`${where}: unexpected message ${JSON.stringify(body)}`);
    }
    for (const s of states) {
      const found = cardsIn(s, STATE_PATHS, notation, where);
      cards += found.length;
      if (s.status === 'finished') {
        expect(s.version).toBe(final.version);
        for (const x of found) expect(everything.has(x)).toBe(true);
        continue;
      }
      expect(s.seed, where).toBeNull();
      const allowed = known.get(s.version);
      if (!allowed) throw new Error(`${where}: no knowledge computed for version ${s.version}`);
      const shown = leaked(s, allowed, notation, where);
      if (shown.length > 0) {
        throw new Error(`${where}: version ${s.version} shows cards ${shown}, which seat ${seat} may not know`);
      }
    }
  }
  return cards;
}

const SCHNEIDER_SETUPS: Record<string, unknown>[] = [
  {},
  { variants: ['trump'] },
  { ruleset: 'cardrulesplus', variants: ['trump', 'follow-suit'], target: 3 },
  { variants: ['short-deck', 'cumulative'], target: 12 },
  { ruleset: 'cardrulesplus', variants: ['follow-suit'], target: 2 },
];

describe('no message to a seat holds a card that seat may not know', () => {
  test('Bohemian Schneider: 20 random games over the rulesets and variants, either seat', async () => {
    const games = Array.from({ length: 20 }, (_, i) => ({
      body: {
        game: 'bohemian-schneider',
        rules: SCHNEIDER_SETUPS[i % SCHNEIDER_SETUPS.length],
        deck: i % 3 === 0 ? 'prague' : 'paris-piquet',
        seats: i % 2 === 0 ? ['human', 'easy'] : ['easy', 'human'],
        aiDelayMs: 0,
      },
      endChance: i % 4 === 3 ? 0.02 : 0,
    }));
    let total = 0;
    for (let i = 0; i < games.length; i += 5) {
      const results = await Promise.all(games.slice(i, i + 5).map((g, j) => playAndCheck(g, 100 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('Schafkopf: 16 random games, every seat, fixed and open-ended sessions', async () => {
    const games = Array.from({ length: 16 }, (_, i) => {
      const seats = ['easy', 'easy', 'easy', 'easy'];
      seats[i % 4] = 'human';
      return {
        body: {
          game: 'schafkopf',
          deck: ['vienna-tell', 'munich-bavarian', 'salzburg', 'prague'][i % 4],
          seats,
          sessionDeals: i % 5 === 4 ? null : 2,
          aiDelayMs: 0,
        },
        endChance: i % 5 === 4 ? 0.03 : i % 3 === 0 ? 0.01 : 0,
      };
    });
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 500 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('Schnapsen: 16 random Bummerls, either seat, German and French packs, targets 7 and 3', async () => {
    const games = Array.from({ length: 16 }, (_, i) => ({
      body: {
        game: 'schnapsen',
        rules: i % 4 === 3 ? { target: 3 } : {},
        deck: ['vienna-tell', 'munich-bavarian', 'salzburg', 'paris-piquet'][i % 4],
        seats: i % 2 === 0 ? ['human', 'easy'] : ['easy', 'human'],
        aiDelayMs: 0,
      },
      endChance: i % 5 === 4 ? 0.02 : 0,
    }));
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 900 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('several people and spectators at one table: 8 random Schafkopf games and 6 Schnapsen Bummerls, each checked', async () => {
    const schafkopf = Array.from({ length: 8 }, (_, i) => {
      const seats = ['invite', 'invite', 'easy', 'invite'];
      seats[i % 4] = 'human';
      if (i % 2 === 1) seats[(i + 2) % 4] = 'easy';
      return {
        body: { game: 'schafkopf', seats, level: 'easy', sessionDeals: 2, aiDelayMs: 0, spectators: i % 2 === 0 },
        endChance: i % 3 === 2 ? 0.02 : 0,
      };
    });
    const schnapsen = Array.from({ length: 6 }, (_, i) => ({
      body: {
        game: 'schnapsen',
        seats: i % 2 === 0 ? ['human', 'invite'] : ['invite', 'human'],
        aiDelayMs: 0,
        spectators: true,
      },
      endChance: i % 3 === 2 ? 0.02 : 0,
    }));
    const games = [...schafkopf, ...schnapsen];
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 1300 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('Watten: 10 random matches, every seat against AI players, a friend as partner, four people with a spectator', async () => {
    const alone = Array.from({ length: 4 }, (_, i) => {
      const seats = ['easy', 'easy', 'easy', 'easy'];
      seats[i] = 'human';
      return { body: { game: 'watten', seats, aiDelayMs: 0 }, endChance: i === 3 ? 0.02 : 0 };
    });
    const partners = Array.from({ length: 3 }, (_, i) => ({
      body: {
        game: 'watten',
        deck: ['bolzano-salisburghesi', 'salzburg', 'munich-bavarian'][i],
        seats: ['human', 'easy', 'invite', 'easy'],
        level: 'easy',
        rules: i === 2 ? { target: 13 } : {},
        aiDelayMs: 0,
        spectators: i === 1,
      },
      endChance: 0,
    }));
    const four = Array.from({ length: 3 }, (_, i) => ({
      body: {
        game: 'watten',
        deck: 'vienna-tell',
        seats: ['human', 'invite', 'invite', 'invite'],
        aiDelayMs: 0,
        spectators: true,
      },
      endChance: i === 2 ? 0.02 : 0,
    }));
    const games = [...alone, ...partners, ...four];
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 1700 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('Mariáš: 8 random sessions of both rulesets, every seat against AI players, three people with a spectator, a friend beside an AI player', async () => {
    const alone = Array.from({ length: 4 }, (_, i) => {
      const seats = ['easy', 'easy', 'easy'];
      seats[i % 3] = 'human';
      const rules = { ruleset: i % 2 === 0 ? 'cardavia' : 'licitovany', target: 6 };
      return { body: { game: 'marias', seats, rules, aiDelayMs: 0 }, endChance: i === 3 ? 0.02 : 0 };
    });
    const friends = Array.from({ length: 4 }, (_, i) => ({
      body: {
        game: 'marias',
        seats: i % 2 === 0 ? ['human', 'invite', 'invite'] : ['human', 'easy', 'invite'],
        level: 'easy',
        rules: { ruleset: i < 2 ? 'cardavia' : 'licitovany', target: 6 },
        aiDelayMs: 0,
        spectators: i % 2 === 0,
      },
      endChance: i === 3 ? 0.02 : 0,
    }));
    const games = [...alone, ...friends];
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 2100 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test('Belote: 8 random matches of both rulesets and the annonces variant, every seat against AI players, a friend as partner, four people with a spectator', async () => {
    const RULES = [
      { ruleset: 'cardavia', target: 500 },
      { ruleset: 'cardavia', variants: ['annonces'], target: 500 },
      { ruleset: 'contree', target: 1000 },
    ];
    const alone = Array.from({ length: 4 }, (_, i) => {
      const seats = ['easy', 'easy', 'easy', 'easy'];
      seats[i] = 'human';
      return { body: { game: 'belote', seats, rules: RULES[i % 3], aiDelayMs: 0 }, endChance: i === 3 ? 0.01 : 0 };
    });
    const friends = Array.from({ length: 4 }, (_, i) => ({
      body: {
        game: 'belote',
        seats: i % 2 === 0 ? ['human', 'invite', 'invite', 'invite'] : ['human', 'easy', 'invite', 'easy'],
        level: 'easy',
        rules: RULES[(i + 1) % 3],
        aiDelayMs: 0,
        spectators: i % 2 === 0,
      },
      endChance: i === 3 ? 0.01 : 0,
    }));
    const games = [...alone, ...friends];
    let total = 0;
    for (let i = 0; i < games.length; i += 4) {
      const results = await Promise.all(games.slice(i, i + 4).map((g, j) => playAndCheck(g, 2500 + i + j)));
      total += results.reduce((s, r) => s + r.cards, 0);
    }
    expect(total).toBeGreaterThan(1000);
  });

  test("the checker itself catches a leak: another seat's hidden card or a talon card fails, known cards pass", () => {
    // A real table (Bohemian Schneider with a turned trump card), a few cards into its first deal.
    const options = {
      game: 'bohemian-schneider',
      rules: { ruleset: 'cardavia', variants: ['trump'], target: 7 },
      deck: 'paris-piquet' as const,
      seats: ['human', 'easy'] as ('human' | 'easy')[],
      sessionDeals: null,
      aiDelayMs: 0,
    };
    const seed = 'leak-checker';
    const t = new TableGame({
      id: 'x'.repeat(22),
      owner: 'o',
      options,
      seed,
      commitment: commitmentOf(seed),
      createdAt: 0,
    });
    for (let i = 0; i < 3; i++) {
      const step = t.prepare({ kind: 'act', seat: t.toMove()!, action: t.legalActions()[0]! });
      if (!step.ok) throw step.error;
      step.commit();
    }
    const notation = 'french';
    const allowed = knowledge(recordOf(t), 0).get(t.version)!;
    const state = t.current.state;
    const hidden = cardsOf(state.hands[1]).find((c) => !allowed.has(c))!;
    const talon = (state.talon as number[]).slice(state.drawn).find((c) => c !== state.trumpCard && !allowed.has(c))!;
    expect(hidden).toBeDefined();
    expect(talon).toBeDefined();
    expect(allowed.has(state.trumpCard)).toBe(true);

    // What the server sends this seat passes: its hand, the cards played, the turned trump card.
    const s = seatState(t, t.humanSeat, false, new Map([[t.humanSeat, null]]));
    expect(s.view.hand.length).toBeGreaterThan(0);
    expect(cardsIn(s, STATE_PATHS, notation, 'x').length).toBeGreaterThan(s.view.hand.length);
    expect(leaked(s, allowed, notation, 'x')).toEqual([]);

    // The same message with one card the seat may not know, in any field that holds cards, fails.
    const refusal = {
      action: hidden,
      text: `play:${formatCard(notation, hidden)}`,
      code: 'x',
      rule: null,
      params: {},
      message: 'x',
    };
    const leaks: [string, Message, number[]][] = [
      ["another seat's card in the hand", { ...s, view: { ...s.view, hand: [...s.view.hand, hidden] } }, [hidden]],
      ['a talon card as the trump card', { ...s, view: { ...s.view, trumpCard: talon } }, [talon]],
      ['a talon card in a pile', { ...s, view: { ...s.view, piles: [[talon], []] } }, [talon]],
      ["another seat's card refused, by number and by text", { ...s, refused: [refusal] }, [hidden, hidden]],
      [
        "another seat's card as a legal action's text",
        { ...s, legal: [{ action: s.view.hand[0], text: refusal.text }] },
        [hidden],
      ],
      [
        'a deal revealed before its end',
        { ...s, lastDeal: { deal: 0, dealer: 0, cards: [talon], hands: [[], [hidden]], actions: [], result: null } },
        [talon, hidden],
      ],
    ];
    for (const [what, message, cards] of leaks) expect(leaked(message, allowed, notation, what), what).toEqual(cards);

    // A field the table does not classify fails outright, whatever it holds.
    expect(() => cardsIn({ ...s, hands: [[1, 2]] }, STATE_PATHS, notation, 'x')).toThrow(/unclassified/);
  });
});
