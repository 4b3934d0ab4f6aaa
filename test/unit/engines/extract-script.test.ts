import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The extract script is injected into a tab on its first scrape: everything it imports is parsed
// and run there before the page is read. zod and the API's schemas cost that injection about
// 40 ms (docs/benchmarks.md, "A page's first scrape"); the background checks each command before
// it is sent instead (tab-call.ts). WXT's browser polyfill, reached through `wxt/browser`, would
// cost it too.
const root = path.resolve(import.meta.dirname, '../../..');

async function contentScriptInputs(): Promise<string[]> {
  const { metafile } = await build({
    stdin: { contents: "import './entrypoints/extract.ts';", resolveDir: root, loader: 'ts' },
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

describe('the extract script', () => {
  it('reaches the converter and no zod, no API schema, no browser polyfill', async () => {
    const inputs = await contentScriptInputs();
    expect(inputs.some((file) => file.includes('lib/convert/convert-document.ts'))).toBe(true);
    expect(
      inputs.filter((file) =>
        /node_modules[\\/](?:zod|webextension-polyfill)[\\/]|lib[\\/]api[\\/]schemas[\\/]/.test(file),
      ),
    ).toEqual([]);
  });
});
