/**
 * The shape of the tree (docs/architecture.md, issue 11): a game is its own folders plus one line in
 * engine/games.ts. Outside those, no source names a game, so no layer branches on one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test, vi } from 'vitest';
import { GAMES, GAME_IDS } from '../engine/games.js';
import { LEVELS } from '../engine/protocol.js';

const ROOT = new URL('../', import.meta.url).pathname;

/** The layers' sources: every file that runs, tests and test helpers' folders aside. */
const SOURCE_DIRS = ['engine', 'ai', 'server', 'web/src', 'cli', 'bench', 'examples'];
const SOURCE_FILE = /\.(ts|mts|cts|js|mjs|cjs|svelte)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test']);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) out.push(...sources(path));
    } else if (SOURCE_FILE.test(entry.name) && !/\.test\.[a-z]+$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Where a game may be named: its own folders, the one list (and its ids alone), and the deck catalogue's data. */
function mayName(path: string, id: string): boolean {
  return (
    // An example bot of one game (examples/schafkopf/sparring) lives in that game's folder of examples/, and the
    // benchmarks of one game's players (its measurement variants among them) in its folder of bench/.
    [`engine/${id}/`, `ai/${id}/`, `web/src/games/${id}/`, `examples/${id}/`, `bench/${id}/`].some((folder) =>
      path.startsWith(folder),
    ) ||
    path === 'engine/games.ts' ||
    path === 'engine/game-ids.ts' ||
    path === 'engine/decks.ts' ||
    /^web\/src\/content\/.+\.json$/.test(path) ||
    /^web\/src\/i18n\/[^/]+\.json$/.test(path)
  );
}

/**
 * The ways code names a game: the id as a word of a string, a template or a module path (`'schafkopf'`,
 * `` `${base}/schafkopf/` ``, `'../engine/bohemian-schneider/index.js'`, `'schafkopf.title'`), and the id
 * as an identifier (`schafkopf`, `bohemianSchneider`: a game definition by name). Comments and prose
 * ("Schafkopf's auction") are not code and are not read.
 */
const word = (id: string) => new RegExp(`(?<![A-Za-z0-9_-])${id}(?![A-Za-z0-9_-])`);
const identifier = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

interface Naming {
  readonly file: string;
  readonly line: number;
  readonly id: string;
  readonly text: string;
}

/** Names of games in one script's code, by walking its syntax tree (so comments never count). */
function namingsInScript(file: string, code: string, ids: readonly string[], lineOffset = 0): Naming[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Naming[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    let named: (id: string) => boolean = () => false;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      text = node.text;
      named = (id) => word(id).test(node.text);
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      text = node.text;
      named = (id) => node.text === identifier(id);
    }
    if (text !== null) {
      for (const id of ids.filter(named)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 + lineOffset;
        found.push({ file, line, id, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Names of games in a file's text: scripts by their syntax tree; a Svelte template by the id as a word. */
function namingsIn(file: string, text: string, ids: readonly string[]): Naming[] {
  if (!ids.some((id) => text.includes(id) || text.includes(identifier(id)))) return []; // most files: fast
  if (!file.endsWith('.svelte')) return namingsInScript(file, text, ids);
  const found: Naming[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  // The <script> blocks are TypeScript; the rest is markup, where prose is capitalised ("Schafkopf") and a
  // lowercase id is an expression, an attribute or a path. HTML comments are blanked, keeping the lines.
  let markup = text.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  for (const m of text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = m.index + m[1]!.length;
    found.push(...namingsInScript(file, m[2]!, ids, lineOf(start) - 1));
    markup = markup.slice(0, start) + m[2]!.replace(/[^\n]/g, ' ') + markup.slice(start + m[2]!.length);
  }
  for (const id of ids) {
    for (const m of markup.matchAll(new RegExp(word(id).source, 'g'))) {
      found.push({ file, line: lineOf(m.index), id, text: markup.split('\n')[lineOf(m.index) - 1]!.trim() });
    }
  }
  return found;
}

const namings = (file: string, ids: readonly string[]) => namingsIn(file, readFileSync(join(ROOT, file), 'utf8'), ids);

const FILES = SOURCE_DIRS.flatMap(sources);

describe('a game is named only in its own folders, the one list and the deck catalogue (issue 11, point 2)', () => {
  test('the sources read are the layers’ code, without tests', () => {
    expect(FILES).toContain('engine/games.ts');
    expect(FILES).toContain('cli/arena.ts');
    expect(FILES).toContain('examples/random-bot.mjs');
    expect(FILES.some((f) => f.endsWith('.svelte'))).toBe(true);
    expect(FILES.filter((f) => /\.test\.|(^|\/)(test|dist|node_modules)\//.test(f))).toEqual([]);
  });

  test('the check sees each way of naming a game, and no comment or prose', () => {
    const code = [
      "// schafkopf in a comment, 'schafkopf' quoted in a comment",
      '/** bohemian-schneider: the rules of Schafkopf */',
      "const a = game.id === 'schafkopf';",
      'const b = `${root}/bohemian-schneider/`;',
      "import { players } from '../ai/schafkopf/index.js';",
      'const c = bohemianSchneider.seats;',
      "const d = 'Schafkopf: four players'; const e = schafkopfText; const f = 'schafkopfish';",
    ].join('\n');
    const found = namingsIn('x.ts', code, GAME_IDS).map((n) => [n.line, n.id]);
    expect(found).toEqual([
      [3, 'schafkopf'],
      [4, 'bohemian-schneider'],
      [5, 'schafkopf'],
      [6, 'bohemian-schneider'],
    ]);
    const svelte = [
      '<script lang="ts">',
      '  // schafkopf in a comment',
      "  const four = game === 'schafkopf';",
      '</script>',
      '<!-- bohemian-schneider in an HTML comment -->',
      "<p>Schafkopf is played by four; don't worry.</p>",
      "{#if game.id === 'bohemian-schneider'}<Talon />{/if}",
    ].join('\n');
    expect(namingsIn('x.svelte', svelte, GAME_IDS).map((n) => [n.line, n.id])).toEqual([
      [3, 'schafkopf'],
      [7, 'bohemian-schneider'],
    ]);
    expect(mayName('engine/schafkopf/index.ts', 'schafkopf')).toBe(true);
    expect(mayName('engine/schafkopf/index.ts', 'bohemian-schneider')).toBe(false);
    expect(mayName('web/src/games/bohemian-schneider/Talon.svelte', 'bohemian-schneider')).toBe(true);
    expect(mayName('server/tables.ts', 'schafkopf')).toBe(false);
  });

  test('no source outside a game’s folders names it', () => {
    // The test-only game (test/games/high-card) comes in through CARDAVIA_EXTRA_GAMES alone: no source names it.
    const ids = [...GAME_IDS, 'high-card'];
    const outside = FILES.flatMap((file) =>
      namings(
        file,
        ids.filter((id) => !mayName(file, id)),
      ),
    );
    // One line per file: where, and which games (the first text found on each line, to find it fast).
    const byFile = new Map<string, Map<number, string>>();
    for (const n of outside) {
      const lines = byFile.get(n.file) ?? new Map<number, string>();
      if (!lines.has(n.line)) lines.set(n.line, `${n.line} ${JSON.stringify(n.text.slice(0, 40))}`);
      byFile.set(n.file, lines);
    }
    expect([...byFile].map(([file, lines]) => `${file}: ${[...lines.values()].join(', ')}`)).toEqual([]);
  });
});

describe('a new game is its folders and one line in engine/games.ts', () => {
  test('every game of the one list has its folders in every layer, found by its id', () => {
    const missing = GAME_IDS.flatMap((id) =>
      [`engine/${id}/index.ts`, `ai/${id}/index.ts`, `web/src/games/${id}/index.ts`].filter(
        (path) => !existsSync(join(ROOT, path)),
      ),
    );
    expect(missing).toEqual([]);
    const list = readFileSync(join(ROOT, 'engine/games.ts'), 'utf8');
    for (const id of GAME_IDS) expect(list).toContain(`from './${id}/index.js'`);
  });

  test('the registry is the one list plus the games of CARDAVIA_EXTRA_GAMES, each with a bot for every level', async () => {
    vi.stubEnv('CARDAVIA_EXTRA_GAMES', join(ROOT, 'test/games/high-card/index.ts'));
    try {
      const { REGISTRY, games, gameModule } = await import('../ai/registry.js');
      expect(games.slice(0, GAMES.length)).toEqual(GAMES);
      expect(games.map((g) => g.id)).toEqual([...GAME_IDS, 'high-card']);
      for (const { game, players } of REGISTRY) {
        expect(gameModule(game.id)?.game).toBe(game);
        expect(Object.keys(players.bots).sort()).toEqual([...LEVELS].sort());
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
