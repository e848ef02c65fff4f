/**
 * The hand-written types (types.ts) and the zod schema (schema.ts) describe the same values: schema.ts holds a
 * compile-time proof (`TYPES_AGREE`), and this test compiles it with TypeScript so that a drift fails the
 * test run and not only a type-check.
 */
import ts from 'typescript';
import { expect, test } from 'vitest';
import { TYPES_AGREE } from './schema.js';

test('schema.ts and types.ts agree, as TypeScript sees them', () => {
  const file = decodeURIComponent(new URL('./schema.ts', import.meta.url).pathname);
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(diagnostics).toEqual([]);
  expect(Object.values(TYPES_AGREE).every((v) => v === true)).toBe(true);
}, 60_000);
