import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatCard } from '../engine/cards.js';
import { dealFromSeed } from '../engine/dealing.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { commitmentOf, decisionSeed, newSeed } from './dealing.js';
import { recordOf } from './record.js';
import { type TableOptions, TableGame } from './table.js';
import { mulberry } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (args: string[], input?: string) =>
  spawnSync('node', ['bin/cardavia.js', 'verify', ...args], { encoding: 'utf8', input });
const write = (name: string, doc: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return file;
};

function finishedRecord(options: TableOptions, seed = newSeed()) {
  const t = new TableGame({
    id: 'y'.repeat(22),
    owner: 'o',
    options,
    seed,
    commitment: commitmentOf(seed),
    createdAt: 0,
  });
  const random = mulberry(42);
  while (t.status !== 'finished') {
    const step =
      t.status === 'between'
        ? t.prepare({ kind: 'continue', seat: 0 })
        : t.prepare({
            kind: 'act',
            seat: t.toMove()!,
            action: t.legalActions()[Math.floor(random() * t.legalActions().length)]!,
          });
    if (!step.ok) throw step.error;
    step.commit();
  }
  return recordOf(t);
}

const SCHAFKOPF: TableOptions = {
  game: 'schafkopf',
  rules: { ruleset: 'cardavia' },
  deck: 'munich-bavarian',
  seats: ['human', 'easy', 'easy', 'easy'],
  sessionDeals: 2,
  aiDelayMs: 0,
};

describe('dealing', () => {
  test('the commitment is the SHA-256 of the seed text; seeds are 256 random bits', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  test('a deal is a fixed permutation of the pack for a seed and index', () => {
    const a = dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 3);
    expect(dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 3)).toEqual(a);
    expect(dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 4)).not.toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(32).keys()]);
  });

  test('decision seeds are one-way: they neither contain nor reveal the seed, and differ by version', () => {
    const seed = newSeed();
    expect(decisionSeed(seed, 1)).not.toContain(seed.slice(0, 8));
    expect(decisionSeed(seed, 1)).not.toBe(decisionSeed(seed, 2));
    expect(decisionSeed(seed, 1)).toBe(decisionSeed(seed, 1));
  });
});

describe('cardavia verify', () => {
  test('a finished record verifies: exit 0 and the replay outcome with the checks', () => {
    const record = finishedRecord(SCHAFKOPF);
    const r = run([write('good.json', record)]);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ ok: true, commitment: record.commitment, seed: record.seed });
    expect(doc.checked).toEqual({ commitment: true, firstDealer: true, deals: 2 });
    expect(doc.deals).toHaveLength(2);
    // standard input too
    expect(run(['-'], JSON.stringify(record)).status).toBe(0);
  });

  test('a wrong commitment, first dealer or deal exits 1 naming the check', () => {
    const record = finishedRecord(SCHAFKOPF);
    const cases: [string, unknown, string][] = [
      ['commitment', { ...record, commitment: commitmentOf('other') }, 'COMMITMENT_MISMATCH'],
      ['seed', { ...record, seed: record.seed.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, 'COMMITMENT_MISMATCH'],
      ['first dealer', { ...record, firstDealer: (record.firstDealer + 1) % 4 }, 'FIRST_DEALER_MISMATCH'],
      [
        'swapped cards',
        {
          ...record,
          deals: record.deals.map((d, i) =>
            i === 1 ? { ...d, cards: [d.cards[1], d.cards[0], ...d.cards.slice(2)] } : d,
          ),
        },
        'CARDS_MISMATCH',
      ],
    ];
    for (const [name, doc, code] of cases) {
      const r = run([write(`${name}.json`, doc)]);
      expect(r.status, name).toBe(1);
      expect(JSON.parse(r.stdout).error.code, name).toBe(code);
    }
    const swapped = JSON.parse(run([write('swapped.json', cases[3]![1])]).stdout);
    expect(swapped.error.deal).toBe(1);
  });

  test('an illegal action in a record with honest deals exits 1 with the referee error', () => {
    const record = finishedRecord(SCHAFKOPF);
    const deal = record.deals[0]!;
    const actions = [{ ...deal.actions[0]!, seat: (deal.actions[0]!.seat + 1) % 4 }, ...deal.actions.slice(1)];
    const r = run([write('illegal.json', { ...record, deals: [{ ...deal, actions }, record.deals[1]] })]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ deal: 0, action: 0, code: 'NOT_YOUR_TURN' });
  });

  test('unreadable input exits 2 with a message on standard error and nothing on standard output', () => {
    const record = finishedRecord(SCHAFKOPF);
    const { seed: _seed, ...noSeed } = record;
    const bad: [string, unknown][] = [
      ['not-json', '{'],
      ['no-seed', noSeed],
      ['bad-commitment', { ...record, commitment: 'xyz' }],
      ['bad-format', { ...record, format: 'cardavia/9' }],
      ['bad-card', { ...record, deals: [{ cards: ['XX'], actions: [] }] }],
    ];
    for (const [name, doc] of bad) {
      const r = run([write(`${name}.json`, doc)]);
      expect(r.status, name).toBe(2);
      expect(r.stdout, name).toBe('');
      expect(r.stderr, name).toMatch(/cardavia: /);
    }
    expect(run([]).status).toBe(2);
    expect(run([join(dir, 'missing.json')]).status).toBe(2);
  });

  test('the deal derivation is spelled out: anyone can recompute a deal from the seed alone', () => {
    const record = finishedRecord(SCHAFKOPF, 'published-seed');
    const pack = schafkopf.pack(schafkopf.defaultRules);
    expect(record.deals[0]!.cards).toEqual(
      dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'published-seed', 0).map((c) => formatCard('german', c)),
    );
    expect(record.deals[0]!.cards).toHaveLength(pack.length);
  });
});
