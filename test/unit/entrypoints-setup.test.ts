import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_SCRIPTS } from '@/lib/engines/local/page-scripts/script-files';

// MV3's content security policy forbids `new Function`, which zod's JIT uses when a schema is
// built: every entrypoint that reaches zod must switch it off before any import builds one, so
// its first import is the setup module. (The popup's head script reads storage without zod; the
// popup's page code reaches zod only through checks.ts: popup-first-paint.test.ts.)
const root = path.resolve(import.meta.dirname, '../..');
const ENTRY = /^(?:index\.tsx?|main\.tsx)$/;
// The pages (each a folder of entrypoints/), and the scripts the build adds from elsewhere
// (wxt.config.ts): the local engine's and the popup's head script.
const entries: string[] = [];
for (const name of readdirSync(path.join(root, 'entrypoints'))) {
  const full = path.join(root, 'entrypoints', name);
  if (statSync(full).isDirectory()) {
    for (const file of readdirSync(full)) if (ENTRY.test(file)) entries.push(`entrypoints/${name}/${file}`);
  } else if (/\.tsx?$/.test(name)) entries.push(`entrypoints/${name}`);
}
entries.push(
  ...ENGINE_SCRIPTS.map((file) => `lib/engines/local/page-scripts/${file}`),
  'entrypoints/popup/reads-script.ts',
);
// The page scripts hold no zod (test/unit/engines/extract-script.test.ts).
const WITHOUT_ZOD = new Set([
  'entrypoints/popup/reads-script.ts',
  'entrypoints/popup/main.tsx',
  'lib/engines/local/page-scripts/extract.ts',
  'lib/engines/local/page-scripts/page-facts.ts',
  'lib/engines/local/page-scripts/page-actions.ts',
]);

describe('every entrypoint turns zod JIT off first', () => {
  it('finds the entrypoints', () => {
    expect(entries.length).toBeGreaterThanOrEqual(9);
  });
  it.each(entries.filter((e) => !WITHOUT_ZOD.has(e)))('%s imports @/lib/setup/zod-jitless first', (entry) => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"]/m.exec(readFileSync(path.join(root, entry), 'utf8'))?.[1];
    expect(firstImport).toBe('@/lib/setup/zod-jitless');
  });
});

describe('the popup sets jitless in the chunk its schemas load after', () => {
  it('entrypoints/popup/checks.ts imports @/lib/setup/zod-jitless first', () => {
    const firstImport = /^import\s[^;]*?['"]([^'"]+)['"]/m.exec(
      readFileSync(path.join(root, 'entrypoints/popup/checks.ts'), 'utf8'),
    )?.[1];
    expect(firstImport).toBe('@/lib/setup/zod-jitless');
  });
});
