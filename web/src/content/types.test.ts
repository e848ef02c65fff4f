/**
 * The content types are the zod schema's (`z.infer`, types.ts), yet the site must not ship zod: the loader
 * the pages import (index.ts) and everything it imports at run time may take the schema's types only, as
 * `import type`, which the compiler erases. Here the modules are compiled as the bundler sees them (each on its
 * own, `verbatimModuleSyntax`), and their run-time imports are followed from index.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The specifiers a module still imports once compiled (static imports, re-exports and dynamic imports). */
function runtimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    fileName: file,
  });
  const out = ts.createSourceFile(file, outputText, ts.ScriptTarget.ES2022);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(out);
  return found;
}

/** Every module reached at run time from `entry`, by file (TypeScript sources) or bare package name. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    for (const specifier of runtimeImports(file)) {
      queue.push(specifier.startsWith('.') ? resolve(dirname(file), specifier.replace(/\.js$/, '.ts')) : specifier);
    }
  }
  return seen;
}

test('the site’s content loader reaches neither zod nor the schema at run time, only its types', () => {
  const modules = reachable(resolve(here, 'index.ts'));
  expect(modules).toContain(resolve(here, 'types.ts'));
  expect([...modules].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  expect(modules).not.toContain(resolve(here, 'schema.ts'));
  // …while the types do come from the schema (one description, no hand-written copy to drift).
  expect(readFileSync(resolve(here, 'types.ts'), 'utf8')).toMatch(/z\.infer<typeof gameContentSchema>/);
});
