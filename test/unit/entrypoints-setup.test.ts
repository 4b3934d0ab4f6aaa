import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// MV3's content security policy forbids `new Function`, which zod's JIT uses when a schema is
// built: every entrypoint that reaches zod must switch it off before any import builds one, so
// its first import is the setup module. (The popup's head script reads storage without zod; the
// popup's page code reaches zod only through checks.ts: popup-first-paint.test.ts.)
const root = path.resolve(import.meta.dirname, '../../entrypoints');
const ENTRY = /^(?:index\.tsx?|main\.tsx)$/;
const entries: string[] = [];
for (const name of readdirSync(root)) {
  const full = path.join(root, name);
  if (statSync(full).isDirectory()) {
    for (const file of readdirSync(full)) if (ENTRY.test(file)) entries.push(path.join(name, file));
  } else if (/\.tsx?$/.test(name)) entries.push(name);
}
// The page scripts hold no zod (test/unit/engines/extract-script.test.ts).
const WITHOUT_ZOD = new Set(['popup-reads.ts', 'popup/main.tsx', 'extract.ts', 'page-facts.ts', 'page-actions.ts']);

describe('every entrypoint turns zod JIT off first', () => {
  it('finds the entrypoints', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6);
  });
  it.each(entries.filter((e) => !WITHOUT_ZOD.has(e)))('%s imports @/lib/setup/zod-jitless first', (entry) => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"]/m.exec(readFileSync(path.join(root, entry), 'utf8'))?.[1];
    expect(firstImport).toBe('@/lib/setup/zod-jitless');
  });
});

describe('the popup sets jitless in the chunk its schemas load after', () => {
  it('entrypoints/popup/checks.ts imports @/lib/setup/zod-jitless first', () => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"]/m.exec(
      readFileSync(path.join(root, 'popup/checks.ts'), 'utf8'),
    )?.[1];
    expect(firstImport).toBe('@/lib/setup/zod-jitless');
  });
});
