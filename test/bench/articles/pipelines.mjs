// The pipelines the article benchmark compares, each bundled for the page as one IIFE script
// that defines a global function (document, url) => markdown string.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withEagerCompileHint } from '../../../scripts/eager-compile.mjs';

export const PIPELINES = [
  {
    name: 'ours',
    label: 'ours (lib/engines/local/convert, onlyMainContent)',
    global: '__benchOurs',
    // Opened with V8's eager-compile hint, as the extension ships its extract script.
    eagerCompile: true,
    source: `
      import { convertDocument } from './lib/engines/local/convert/convert-document.ts';
      window.__benchOurs = (doc, url) => convertDocument(doc, {
        url, onlyMainContent: true, removeBase64Images: true, formats: { markdown: true },
      }).markdown;`,
  },
  {
    name: 'readability',
    label: 'Readability.js + Turndown + GFM',
    global: '__benchReadability',
    source: `
      import { Readability } from '@mozilla/readability';
      import TurndownService from 'turndown';
      import { gfm } from 'turndown-plugin-gfm';
      // MarkDownload's defaults.
      const turndown = new TurndownService({
        headingStyle: 'atx', hr: '___', bulletListMarker: '-', codeBlockStyle: 'fenced',
        fence: '\`\`\`', emDelimiter: '_', strongDelimiter: '**', linkStyle: 'inlined',
      });
      turndown.use(gfm);
      window.__benchReadability = (doc) => {
        const article = new Readability(doc.cloneNode(true)).parse();
        return article && article.content ? turndown.turndown(article.content) : '';
      };`,
  },
  {
    name: 'defuddle',
    label: 'Defuddle (full, markdown)',
    global: '__benchDefuddle',
    source: `
      import Defuddle from 'defuddle/full';
      window.__benchDefuddle = (doc, url) => new Defuddle(doc, { url, markdown: true }).parse().content;`,
  },
];

/** The converter's folder before it moved into the local engine: an A/B may run against such a checkout. */
const CONVERTER = 'lib/engines/local/convert/';
const CONVERTER_BEFORE = 'lib/convert/';
export const atConverterOf = (repo, source) =>
  existsSync(join(repo, CONVERTER)) ? source : source.replaceAll(`./${CONVERTER}`, `./${CONVERTER_BEFORE}`);

/**
 * Bundles each pipeline's source into a browser IIFE with esbuild; `plugins` change what ours is
 * built from (page-type-folds.mjs: another fold's page-type weights).
 */
export async function browserBundles(build, repo, pipelines, plugins = []) {
  const scripts = [];
  for (const p of pipelines) {
    const result = await build({
      plugins: p.name === 'ours' ? plugins : [],
      stdin: {
        contents: atConverterOf(repo, p.source),
        resolveDir: repo,
        loader: 'ts',
        sourcefile: `${p.name}-bench-entry.ts`,
      },
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'error',
    });
    const code = result.outputFiles[0].text;
    scripts.push(p.eagerCompile ? withEagerCompileHint(code) : code);
  }
  return scripts;
}
