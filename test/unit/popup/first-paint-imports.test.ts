import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The popup's first paint loads no zod and no polyfill (most of the code it used to wait for):
// what main.tsx imports statically, all the way down, imports neither. Schemas come with
// checks.ts, loaded after the first paint, and every other chunk that builds one loads after it
// (afterChecks), so zod's jitless mode is set before any schema is built.
const root = path.resolve(import.meta.dirname, '../../..');
const popupDir = path.join(root, 'entrypoints/popup');

/** Specifiers of the value imports and re-exports of a file (not `import type`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[1]) found.push(m[2]!);
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (f) => existsSync(f) && f.match(/\.tsx?$/),
  );
}

/** Every package the entry reaches through static imports, with the chain that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const local = resolveLocal(file, spec);
      if (local) walk(local, [...chain, path.relative(root, local)]);
      else if (!spec.startsWith('.') && !spec.startsWith('@/') && !packages.has(spec)) packages.set(spec, chain);
    }
  };
  walk(entry, [path.relative(root, entry)]);
  return packages;
}

describe("the popup's first paint", () => {
  const reached = packagesReached(path.join(popupDir, 'main.tsx'));

  it('reaches preact (the walk follows the imports)', () => {
    expect(reached.has('preact')).toBe(true);
  });

  // WXT storage items neither: defining one reads its key, and each reads on its own, where the
  // start reads the settings and their check in one call (lib/settings/start-settings.ts).
  it.each(['zod', 'wxt/browser', 'webextension-polyfill', 'wxt/utils/storage', '@wxt-dev/storage'])(
    'loads no %s',
    (pkg) => {
      const hits = [...reached].filter(([spec]) => spec === pkg || spec.startsWith(`${pkg}/`));
      expect(hits.map(([spec, chain]) => `${spec} via ${chain.join(' -> ')}`)).toEqual([]);
    },
  );

  it('loads every chunk that builds schemas after checks.ts (afterChecks)', () => {
    const unordered: string[] = [];
    for (const name of readdirSync(popupDir).filter((f) => /\.tsx?$/.test(f) && f !== 'load-checks.ts')) {
      for (const line of readFileSync(path.join(popupDir, name), 'utf8').split('\n')) {
        if (/\bimport\(/.test(line) && !/afterChecks\(\(\) => import\(/.test(line))
          unordered.push(`${name}: ${line.trim()}`);
      }
    }
    expect(unordered).toEqual([]);
  });
});
