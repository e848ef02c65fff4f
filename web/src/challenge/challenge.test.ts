/** The challenge pages' pure parts: their routes, their strings in three languages, the field's verdicts. */
import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '../../../engine/game-ids.js';
import { actionVerdict, inListOrder, pagePaths, percentText, progressOf } from './api.js';
import { challengeRoute } from './route.js';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** The route of a path under /:lang/challenge, as the site's router reads it (null: not found). */
function parseRoute(path: string) {
  const [lang, section, game, ...rest] = path.split('/').filter((p) => p !== '');
  expect(section).toBe('challenge');
  return challengeRoute(lang as 'en', game, rest) ?? { name: 'not-found' };
}

describe('the challenge’s routes', () => {
  test('the index, a game’s day (today by default), and a deal’s field', () => {
    expect(parseRoute('/en/challenge')).toEqual({ name: 'challenge', lang: 'en' });
    expect(parseRoute('/fr/challenge/schnapsen')).toEqual({
      name: 'challenge-day',
      lang: 'fr',
      game: 'schnapsen',
      day: 'today',
    });
    expect(parseRoute('/de/challenge/watten/2026-12-07')).toMatchObject({ name: 'challenge-day', day: '2026-12-07' });
    expect(parseRoute('/en/challenge/belote/2026-12-07/deals/3')).toEqual({
      name: 'challenge-deal',
      lang: 'en',
      game: 'belote',
      day: '2026-12-07',
      deal: 3,
    });
  });

  test('the pages’ own paths read back as the routes they name', () => {
    expect(parseRoute(pagePaths.index('en')).name).toBe('challenge');
    expect(parseRoute(pagePaths.game('en', 'marias', '2026-01-02'))).toMatchObject({ day: '2026-01-02' });
    expect(parseRoute(pagePaths.deal('en', 'marias', '2026-01-02', 7))).toMatchObject({ deal: 7 });
  });

  test('anything else under /challenge is not found', () => {
    for (const path of [
      '/en/challenge/schafkopf/yesterday',
      '/en/challenge/schafkopf/2026-12-07/deals',
      '/en/challenge/schafkopf/2026-12-07/deal/1',
      '/en/challenge/schafkopf/2026-12-07/deals/x',
      '/en/challenge/schafkopf/2026-12-07/deals/1/more',
    ])
      expect(parseRoute(path).name, path).toBe('not-found');
  });
});

describe('the challenge’s strings', () => {
  test('have the same keys in English, French and German, none empty', () => {
    const base = keys(en).sort();
    expect(keys(fr).sort()).toEqual(base);
    expect(keys(de).sort()).toEqual(base);
    for (const file of [en, fr, de])
      for (const k of keys(file))
        expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file)).toMatch(/\S/);
  });
});

describe('the field’s helpers', () => {
  test('games in the one list’s order, an unknown game last', () => {
    const games = ['extra', ...[...GAME_IDS].reverse()].map((game) => ({ game }));
    expect(inListOrder(games).map((g) => g.game)).toEqual([...GAME_IDS, 'extra']);
  });

  test('a person’s progress: not begun, deals left, every deal finished', () => {
    const mine = (finished: number) => ({ table: 't', finished, percent: 50, rank: 1 });
    expect(progressOf({ deals: 8, mine: null })).toBe('new');
    expect(progressOf({ deals: 8, mine: mine(0) })).toBe('playing');
    expect(progressOf({ deals: 8, mine: mine(7) })).toBe('playing');
    expect(progressOf({ deals: 8, mine: mine(8) })).toBe('done');
  });

  test('percentages to a tenth in each language', () => {
    expect(percentText('en', 54.25)).toBe('54.3%');
    expect(percentText('fr', 50).replace(/\s/g, ' ')).toBe('50,0 %');
    expect(percentText('de', 100).replace(/\s/g, ' ')).toBe('100,0 %');
  });

  test('each action’s verdict from its value against the best, the action taken keeping its own', () => {
    const thresholds = { inaccuracy: 0.2, mistake: 0.5, blunder: 1 };
    const d = {
      action: 'play:EA',
      forced: false,
      verdict: 'inaccuracy' as const,
      values: [
        { action: 'play:EA', value: 1.75 },
        { action: 'play:EK', value: 2 },
        { action: 'play:E7', value: 1.4 },
        { action: 'play:GA', value: 0.9 },
        { action: 'play:HA', value: 1 },
      ],
    };
    expect(actionVerdict(d, 'play:EK', thresholds)).toBe('best');
    expect(actionVerdict(d, 'play:EA', thresholds)).toBe('inaccuracy');
    expect(actionVerdict(d, 'play:E7', thresholds)).toBe('mistake');
    expect(actionVerdict(d, 'play:GA', thresholds)).toBe('blunder');
    expect(actionVerdict(d, 'play:HA', thresholds)).toBe('blunder');
    expect(actionVerdict(d, 'play:SA', thresholds)).toBeNull();
    expect(actionVerdict({ ...d, forced: true }, 'play:EA', thresholds)).toBe('forced');
  });
});
