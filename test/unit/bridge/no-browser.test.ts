import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The router and the link to the host run without a browser: the router's dependencies are
// injected (BridgeDeps) and the link is given its port, so nothing they load at run time touches
// the extension's APIs, IndexedDB or WXT storage. The one exception is t(), which asks
// browser.i18n for a message and falls back without one.
const root = path.resolve(import.meta.dirname, '../../..');
const T = 'lib/i18n/t.ts';

/** Modules a file loads at run time: its imports and re-exports that are not type-only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

const local = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined;
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
};

/** Every package the entry loads, each with the file that imports it. */
function packagesOf(entry: string): { pkg: string; by: string }[] {
  const seen = new Set<string>();
  const found: { pkg: string; by: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const next = local(file, specifier);
      if (next) visit(next);
      else found.push({ pkg: specifier, by: path.relative(root, file) });
    }
  };
  visit(entry);
  return found;
}

for (const entry of ['route-request.ts', 'host-link.ts']) {
  describe(`the dependency graph of lib/bridge/${entry}`, () => {
    const packages = packagesOf(path.join(root, 'lib/bridge', entry));

    it('is walked (zod is reached)', () => {
      expect(packages.some(({ pkg }) => pkg === 'zod')).toBe(true);
    });

    it('reaches no browser API, IndexedDB or storage; the browser only through t()', () => {
      const browserish =
        /^(wxt\/browser|webextension-polyfill|@wxt-dev\/browser|wxt\/utils\/storage|@wxt-dev\/storage|idb)$/;
      const reached = packages.filter(({ pkg, by }) => browserish.test(pkg) && by !== T);
      expect(reached).toEqual([]);
    });
  });
}
