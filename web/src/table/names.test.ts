/**
 * Names at a table with friends (issue 30, point 1): every sentence names a seat as its panel does, the
 * friend by her display name, the human "you" (with the grammar of "you"), an AI seat by its place, in every
 * language and for every game: the trick captions, the announcements, the deal's summary and the review.
 * Each deal is played move by move from the engine (the first legal move, after a scripted start), and the
 * sentences are built from the human's state messages as the table builds them.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../engine/cards.js';
import type { AnyGame } from '../../../engine/game.js';
import { bohemianSchneider } from '../../../engine/bohemian-schneider/index.js';
import type { SeatPlayer, SeatState } from '../../../engine/protocol.js';
import { formatAction } from '../../../engine/record.js';
import { schnapsen } from '../../../engine/schnapsen/index.js';
import { schneiderTable } from '../games/bohemian-schneider/table.js';
import { calledAceDeal } from '../games/schafkopf/deals.testing.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import { schnapsenTable } from '../games/schnapsen/table.js';
import { reviewWords } from '../review/texts.js';
import { diffEvents } from './events.js';
import type { TableGame, Words } from './game.js';
import { TEST_LANGS, type TestLang, trIn } from './i18n.testing.js';
import type { LiveTable } from './live.svelte.js';
import { lastTrickShown, sceneOf } from './scene.js';
import { type Table, dealOf, play, seatStateOf, tableInfoOf } from './seat-states.testing.js';
import { eventText, seatName, summaryOptions, wonByText } from './texts.js';

/** Seat 0 is the human (his own name is never said: "you"), seat 1 a friend called Anna, the others AI. */
const NAMES = ['Sepp', 'Anna', null, null];
const ANNA = 1;

/** The caption's sentence, the Last trick window's words after the trick's number, her cards announced. */
const TAKES: Record<TestLang, { you: string; anna: string; byYou: string; byAnna: string; plays: RegExp }> = {
  en: {
    you: 'You take the trick.',
    anna: 'Anna takes the trick.',
    byYou: 'taken by you',
    byAnna: 'taken by Anna',
    plays: /^Anna plays /,
  },
  fr: {
    you: 'Vous remportez le pli.',
    anna: 'Anna remporte le pli.',
    byYou: 'remporté par vous',
    byAnna: 'remporté par Anna',
    plays: /^Anna joue /,
  },
  de: {
    you: 'Du machst den Stich.',
    anna: 'Anna macht den Stich.',
    byYou: 'gemacht von dir',
    byAnna: 'gemacht von Anna',
    plays: /^Anna spielt /,
  },
};

interface GameCase {
  readonly title: string;
  readonly table: TableGame;
  readonly deal: () => Table;
  /** The first moves, before each seat takes its first legal one. */
  readonly script: readonly string[];
}

/** A pack in index order (or reversed), dealt by `dealer`. */
function packDeal(game: AnyGame, reverse: boolean, dealer: number): Table {
  const pack: Card[] = [...game.pack(game.defaultRules)];
  return dealOf(game, 'french', reverse ? pack.reverse() : pack, dealer) as Table;
}

const GAMES: readonly GameCase[] = [
  // Anna (seat 1) plays a Rufer with the Daus of leaves; the human (seat 0) holds it.
  {
    title: 'Schafkopf',
    table: schafkopfTable as TableGame,
    deal: calledAceDeal as () => Table,
    script: ['bid:pass', 'bid:rufer-G', 'bid:pass', 'bid:pass'],
  },
  {
    title: 'Bohemian Schneider',
    table: schneiderTable as TableGame,
    deal: () => packDeal(bohemianSchneider, false, 0),
    script: [],
  },
  { title: 'Schnapsen', table: schnapsenTable as TableGame, deal: () => packDeal(schnapsen, false, 1), script: [] },
];

/** The human's state with the friends' seats: two people (the human and Anna), the rest the AI. */
function withFriends(s: SeatState): SeatState {
  const players: SeatPlayer[] = s.players.map((p, seat) => ({
    ...p,
    kind: seat <= ANNA ? 'human' : 'easy',
    taken: seat <= ANNA,
    name: NAMES[seat] ?? null,
  }));
  return { ...s, players };
}

/** What sceneOf reads of a live table. */
const liveOf = (shown: SeatState, info: ReturnType<typeof tableInfoOf>) =>
  ({ shown, info, canAct: true }) as unknown as LiveTable;

/** The deal played at a friends' table, with every sentence the human's page says or shows on the way. */
function playedWithFriends(c: GameCase, lang: TestLang) {
  const tr = trIn(lang);
  const t = c.deal();
  const info = tableInfoOf(t, 0, { deck: t.notation === 'german' ? 'munich-bavarian' : 'paris-piquet' });
  const sceneAt = (s: SeatState) => sceneOf(liveOf(s, info), { game: c.table }, false, lang, tr)!;
  const said: { kind: string; seat: number | null; text: string }[] = [];
  const captions: { winner: number; text: string; taken: string }[] = [];
  let prev = withFriends(seatStateOf(t, 0));
  for (let i = 0; t.game.toMove(t.state) !== null; i++) {
    play(t, c.script[i] ?? formatAction(t.game, t.notation, t.game.legalActions(t.state)[0]!));
    const next = withFriends(seatStateOf(t, 0));
    const scene = sceneAt(next);
    for (const e of diffEvents(c.table, prev, next)) {
      const text = eventText(scene.words, c.table, e, next, info);
      if (text) said.push({ kind: e.kind, seat: 'seat' in e ? e.seat : null, text });
    }
    const last = lastTrickShown(scene, tr);
    if (last && next.view.tricks.length > prev.view.tricks.length)
      captions.push({ winner: last.winner, text: last.won, taken: last.taken });
    prev = next;
  }
  const scene = sceneAt(prev);
  const deal = prev.history[prev.history.length - 1]!;
  const summary = c.table.dealSummary(scene.words, deal, summaryOptions(prev, info));
  return { tr, scene, said, captions, summary, sheet: c.table.sheetEntry(scene.words, deal), n: scene.n };
}

/** Anna's place as a seat name ("West" at four, "North" at two): a sentence that says it names her wrongly. */
const placeWord = (w: Words, n: number) => new RegExp(`\\b${seatName(w.tr, ANNA, 0, n)}\\b`);

describe.each(GAMES)('$title at a table with friends names every seat as its panel does', (c) => {
  it.each(TEST_LANGS)(
    'the trick captions, the Last trick window and their announcements: "Anna takes the trick", "you take it" (%s)',
    (lang) => {
      const { tr, captions, said, n } = playedWithFriends(c, lang);
      expect(captions.some((x) => x.winner === ANNA)).toBe(true);
      expect(captions.some((x) => x.winner === 0)).toBe(true);
      for (const x of captions) {
        const expected =
          x.winner === ANNA
            ? TAKES[lang].anna
            : x.winner === 0
              ? TAKES[lang].you
              : tr('table:trick.wonBy', { who: seatName(tr, x.winner, 0, n) });
        expect(x.text).toBe(expected);
        if (x.winner === ANNA) expect(x.taken).toBe(TAKES[lang].byAnna);
        if (x.winner === 0) expect(x.taken).toBe(TAKES[lang].byYou);
      }
      const tricks = said.filter((x) => x.kind === 'trick').map((x) => x.text);
      expect(tricks.map((text) => text.slice(0, text.indexOf('.') + 1))).toEqual(captions.map((x) => x.text));
    },
  );

  it.each(TEST_LANGS)('the announcements of her cards and calls, and of her deal, name her (%s)', (lang) => {
    const { tr, scene, said, n } = playedWithFriends(c, lang);
    const hers = said.filter((x) => x.seat === ANNA && (x.kind === 'play' || x.kind === 'bid'));
    expect(hers.length).toBeGreaterThan(0);
    for (const x of hers) expect(x.text).toMatch(x.kind === 'play' ? TAKES[lang].plays : /^Anna\s?:/);
    const dealt = eventText(scene.words, c.table, { kind: 'deal', deal: 1, dealer: ANNA }, scene.s, scene.info);
    expect(dealt).toBe(tr('table:trick.newDeal', { n: 2, who: 'Anna' }));
    for (const x of said) expect(x.text).not.toMatch(placeWord(scene.words, n));
  });

  it.each(TEST_LANGS)('the deal’s summary and its score sheet line name her as her panel does (%s)', (lang) => {
    const { scene, summary, sheet, n } = playedWithFriends(c, lang);
    const text = [summary.headline, ...summary.lines, sheet].join(' ');
    expect(text).not.toMatch(placeWord(scene.words, n));
    expect(text).toMatch(/\bAnna\b/);
  });

  it.each(TEST_LANGS)('the review names her, the human "you", a visitor of a shared link seats only (%s)', (lang) => {
    const { tr, scene, n } = playedWithFriends(c, lang);
    const ctx = scene.ctx;
    const review = { seat: 0, seats: n };
    const w = reviewWords(tr, ctx, review, scene.s.players, false);
    expect(Array.from({ length: n }, (_, seat) => w.who(seat))).toEqual(
      Array.from({ length: n }, (_, seat) => scene.words.who(seat)),
    );
    expect(w.who(ANNA)).toBe('Anna');
    expect(wonByText(w, ANNA)).toBe(TAKES[lang].anna);
    expect(wonByText(w, 0)).toBe(TAKES[lang].you);
    const visitor = reviewWords(tr, ctx, review, scene.s.players, true);
    expect(visitor.who(ANNA)).toBe(tr('table:review.seatN', { n: 2 }));
    expect(wonByText(visitor, 0)).toBe(tr('table:trick.wonBy', { who: tr('table:review.seatN', { n: 1 }) }));
  });
});

describe('a friend’s name at the table', () => {
  /** The scene of the human's page at a Schafkopf table with friends, Anna's name as given. */
  const sceneWith = (lang: TestLang, name: string) => {
    const t = calledAceDeal();
    const s = withFriends(seatStateOf(t, 0));
    const players = s.players.map((p, seat) => (seat === ANNA ? { ...p, name } : p));
    const table = { game: schafkopfTable as TableGame };
    return sceneOf(liveOf({ ...s, players }, tableInfoOf(t, 0)), table, false, lang, trIn(lang))!;
  };

  it('is the panel’s name in every sentence, and only hers: the human is "you" even with a name of his own', () => {
    const scene = sceneWith('de', 'Anna');
    expect([0, 1, 2, 3].map((seat) => scene.words.who(seat))).toEqual(['Du', 'Anna', 'Nord', 'Ost']);
  });

  it('is text, never markup: it comes into a sentence as written', () => {
    const scene = sceneWith('en', "<b>Zoë & O'Neil</b>");
    expect(wonByText(scene.words, ANNA)).toBe("<b>Zoë & O'Neil</b> takes the trick.");
  });
});
