import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './import-graph';
import { violations } from './layer-rules';
import { LAYERS, PRODUCT_DIRS } from './layers';

const root = process.cwd();

describe('the layer order', () => {
  it('holds for every import of product code', () => {
    const imports = sourceFiles(root, PRODUCT_DIRS).flatMap((file) => importsOf(root, file));
    expect(imports.length).toBeGreaterThan(1000);
    expect(violations(LAYERS, imports).map((v) => v.message)).toEqual([]);
  });
});

describe('each rule of the order, on a planted import', () => {
  const planted = (from: string, to: string) => violations(LAYERS, [{ from, spec: `@/${to}`, to, typeOnly: false }]);

  it('a layer does not import one above it', () => {
    expect(planted('lib/jobs/history.ts', 'lib/batch/batch-runner.ts')).toEqual([
      {
        rule: 'layer',
        message:
          "lib/jobs/history.ts imports '@/lib/batch/batch-runner.ts': the jobs layer (lib/jobs) may not import the features layer above it (lib/batch)",
      },
    ]);
    expect(planted('lib/api/client.ts', 'lib/settings/settings-store.ts')[0]?.rule).toBe('layer');
    expect(planted('components/ui/Button.tsx', 'entrypoints/popup/App.tsx')[0]?.rule).toBe('layer');
    expect(planted('lib/engines/choose-engine.ts', 'components/ui/Button.tsx')[0]?.rule).toBe('layer');
  });

  it('two folders of one layer below the features do not import each other', () => {
    expect(planted('lib/i18n/t.ts', 'lib/setup/zod-jitless.ts')).toEqual([
      {
        rule: 'same-layer',
        message:
          "lib/i18n/t.ts imports '@/lib/setup/zod-jitless.ts': lib/i18n and lib/setup share the base layer, and neither imports the other",
      },
    ]);
  });

  it('a feature reaches another only through its entry file', () => {
    expect(planted('lib/crawl/local-crawl.ts', 'lib/batch/local-pool.ts')).toEqual([
      {
        rule: 'feature-entry',
        message:
          "lib/crawl/local-crawl.ts imports '@/lib/batch/local-pool.ts': the crawl feature reaches the batch feature only through its entry file, '@/lib/batch' (lib/batch/index.ts)",
      },
    ]);
    expect(planted('lib/crawl/local-crawl.ts', 'lib/batch/index.ts')).toEqual([]);
    // A folder of lib/ that no layer names is a feature, the new ones too.
    expect(planted('lib/search/search-runner.ts', 'lib/batch/batch-runner.ts')[0]?.rule).toBe('feature-entry');
  });

  it('features do not import each other in a circle, even through their entry files', () => {
    const found = violations(LAYERS, [
      { from: 'lib/batch/batch-handlers.ts', spec: '@/lib/crawl', to: 'lib/crawl/index.ts', typeOnly: false },
      { from: 'lib/crawl/crawl-handlers.ts', spec: '@/lib/bridge', to: 'lib/bridge/index.ts', typeOnly: true },
      { from: 'lib/bridge/bridge-deps.ts', spec: '@/lib/batch', to: 'lib/batch/index.ts', typeOnly: false },
    ]);
    expect(found).toEqual([
      {
        rule: 'feature-cycle',
        message:
          'the features import each other in a circle: batch -> crawl -> bridge -> batch; one of them must not know the other',
      },
    ]);
  });

  it("a page does not import another page's folder", () => {
    expect(planted('entrypoints/popup/App.tsx', 'entrypoints/sidepanel/route.ts')[0]?.rule).toBe('page');
  });

  it('reads every kind of import a file can write', () => {
    const text = [
      "import { a } from '@/lib/jobs/history';",
      "import type { B } from '../batch/batch-runner';",
      "import '@/lib/setup/zod-jitless';",
      "export { c } from '@/lib/crawl';",
      "const d = () => import('@/lib/monitor');",
      "type E = import('@/lib/bridge').E;",
      "import { f } from 'zod';",
    ].join('\n');
    const found = importsOf(root, 'lib/search/x.ts', text).map((i) => [i.to, i.typeOnly]);
    expect(found).toEqual([
      ['lib/jobs/history.ts', false],
      ['lib/batch/batch-runner.ts', true],
      ['lib/setup/zod-jitless.ts', false],
      ['lib/crawl/index.ts', false],
      ['lib/monitor/index.ts', false],
      ['lib/bridge/index.ts', true],
    ]);
  });
});

describe('docs/architecture.md', () => {
  it('shows the same layers, in the same order', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const table = /<!-- layers -->\n([\s\S]*?)<!-- \/layers -->/.exec(doc)?.[1] ?? '';
    const rows = table
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.map((cells) => cells[2])).toEqual(LAYERS.map((layer) => layer.name));
    expect(rows.map((cells) => cells[3])).toEqual(
      LAYERS.map((layer) =>
        layer.units.map((u) => (u === '*' ? 'every other folder of `lib/`' : `\`${u}/\``)).join(', '),
      ),
    );
  });
});
