import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_FILES } from '@/lib/engines/local/page-scripts/script-files';

// The page scripts are injected into a tab when a scrape needs them: everything they import is
// parsed and run there before the page is read. zod and the API's schemas cost that injection
// about 40 ms (docs/benchmarks.md, "A page's first scrape"); the background checks each command
// before it is sent instead (tab-call.ts). WXT's browser polyfill, reached through `wxt/browser`,
// would cost it too. The extract script, injected on every first scrape, carries only the
// converter: the page facts and page actions are scripts of their own (page-scripts.ts).
const root = path.resolve(import.meta.dirname, '../../..');

async function inputsOf(entry: string): Promise<string[]> {
  const { metafile } = await build({
    stdin: { contents: `import './lib/engines/local/page-scripts/${entry}';`, resolveDir: root, loader: 'ts' },
    alias: { '@': root },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs);
}

/** zod, the polyfill, or an API schema (the scrape formats as plain values are not one). */
const FORBIDDEN =
  /node_modules[\\/](?:zod|webextension-polyfill)[\\/]|lib[\\/]api[\\/]schemas[\\/](?!scrape-constants\.ts)/;
const reaches = (inputs: string[], pattern: RegExp): string[] => inputs.filter((file) => pattern.test(file));

/** The page scripts' entrypoints, from the files the background injects (page-scripts.ts). */
const ENTRIES = PAGE_SCRIPT_FILES.map((file) => file.replace(/\.js$/, '.ts'));

describe('the page scripts', () => {
  it('each file the background injects is built from an entrypoint of its own', () => {
    expect(ENTRIES.sort()).toEqual(['extract.ts', 'page-actions.ts', 'page-facts.ts']);
    for (const entry of ENTRIES)
      expect(existsSync(path.join(root, 'lib/engines/local/page-scripts', entry))).toBe(true);
  });

  it.each(ENTRIES)('%s reaches no zod, no API schema, no browser polyfill', async (entry) => {
    expect(reaches(await inputsOf(entry), FORBIDDEN)).toEqual([]);
  });

  it('the extract script holds the converter, and neither the page facts nor the page actions', async () => {
    const inputs = await inputsOf('extract.ts');
    expect(reaches(inputs, /lib[\\/]engines[\\/]local[\\/]convert[\\/]convert-document\.ts/)).toHaveLength(1);
    expect(
      reaches(
        inputs,
        /lib[\\/]engines[\\/]local[\\/]page-facts[\\/](?:page-facts-formats|images|product|menu|branding)\.ts|local[\\/]in-page[\\/](?:click|press|scroll|write|wait-for-selector)\.ts/,
      ),
    ).toEqual([]);
  });

  it('the page facts and page actions scripts hold no converter', async () => {
    for (const entry of ENTRIES.filter((e) => e !== 'extract.ts'))
      expect(reaches(await inputsOf(entry), /lib[\\/]engines[\\/]local[\\/]convert[\\/]convert-document\.ts/)).toEqual(
        [],
      );
  });
});
