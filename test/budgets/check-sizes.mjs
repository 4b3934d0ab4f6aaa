// Bundle-size gate: gzip size of what each entrypoint of the built extension loads at start (and,
// where its budget has maxFiles, how many files).
// Usage: node test/budgets/check-sizes.mjs [extensionDir]   (default .output/chrome-mv3)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..', process.argv[2] ?? process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
const { entries: budgets } = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8'));

if (!existsSync(path.join(root, 'manifest.json'))) {
  console.error(`No build at ${root}: run npm run build first.`);
  process.exit(1);
}

/**
 * Entry files: top-level pages, the worker, content scripts (with their CSS), and the scripts the
 * background injects into tabs (extract.js, page-facts.js, page-actions.js): top-level scripts no page
 * of ours loads.
 */
function discoverEntries() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8'));
  const found = readdirSync(root).filter((f) => f.endsWith('.html'));
  const loadedByPages = new Set(found.flatMap((f) => htmlReferences(path.join(root, f))));
  if (manifest.background?.service_worker) found.push(manifest.background.service_worker);
  for (const script of readdirSync(root).filter((f) => f.endsWith('.js')))
    if (!found.includes(script) && !loadedByPages.has(path.join(root, script))) found.push(script);
  const cs = path.join(root, 'content-scripts');
  if (existsSync(cs))
    found.push(
      ...readdirSync(cs)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `content-scripts/${f}`),
    );
  return found.map((f) => f.replace(/^\//, ''));
}

/** Local files an HTML page loads: <script src>, <link rel=modulepreload|stylesheet>. */
function htmlReferences(file) {
  const html = readFileSync(file, 'utf8');
  const refs = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isLink = /^<link/i.test(tag);
    const rel = attr('rel')?.toLowerCase().split(/\s+/) ?? [];
    if (isLink && !rel.includes('modulepreload') && !rel.includes('stylesheet')) continue;
    const ref = isLink ? attr('href') : attr('src');
    if (!ref || /^[a-z][a-z0-9+.-]*:/i.test(ref)) continue; // inline script, or another origin
    const clean = ref.split(/[?#]/)[0];
    refs.push(clean.startsWith('/') ? path.join(root, clean) : path.resolve(path.dirname(file), clean));
  }
  return refs;
}

/**
 * Adds the static-import closure of `jsFiles` to `seen`. esbuild parses the chunks (regexes
 * would trip over strings) and its metafile tells a static import from a dynamic import().
 */
async function addStaticImports(jsFiles, seen) {
  if (jsFiles.length === 0) return;
  const { metafile } = await build({
    entryPoints: jsFiles,
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: 'budget-out',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins: [rootRelativeImports],
  });
  const queue = jsFiles.map((f) => path.relative(root, f));
  while (queue.length > 0) {
    const rel = queue.pop();
    const abs = path.join(root, rel);
    if (seen.has(abs)) continue;
    seen.add(abs);
    for (const imp of metafile.inputs[rel]?.imports ?? []) {
      if (!imp.external && (imp.kind === 'import-statement' || imp.kind === 'require-call')) queue.push(imp.path);
    }
  }
}

/** "/chunks/x.js" means the extension root; other origins are not ours to count. */
const rootRelativeImports = {
  name: 'extension-root',
  setup(b) {
    b.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: path.join(root, args.path) },
    );
    b.onResolve({ filter: /^[a-z][a-z0-9+.-]*:/i }, (args) => ({ path: args.path, external: true }));
  },
};

async function filesLoadedBy(entry) {
  const abs = path.join(root, entry);
  const starts = entry.endsWith('.html') ? htmlReferences(abs) : [abs];
  if (entry.startsWith('content-scripts/')) {
    const css = abs.replace(/\.js$/, '.css');
    if (existsSync(css)) starts.push(css);
  }
  const seen = new Set(entry.endsWith('.html') ? [abs] : []);
  for (const f of starts.filter((f) => !f.endsWith('.js'))) seen.add(f);
  await addStaticImports(
    starts.filter((f) => f.endsWith('.js')),
    seen,
  );
  return [...seen];
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const discovered = discoverEntries();
const byFile = new Map(Object.entries(budgets).map(([name, b]) => [b.file, { name, ...b }]));
const rows = [];
let failed = false;

for (const file of new Set([...byFile.keys(), ...discovered])) {
  const budget = byFile.get(file);
  const name = budget?.name ?? file.replace(/\.(html|js)$/, '');
  if (!discovered.includes(file) || !existsSync(path.join(root, file))) {
    rows.push([name, '-', '-', String(budget?.budgetKb ?? '-'), 'MISSING']);
    failed = true;
    continue;
  }
  const files = await filesLoadedBy(file);
  const gz = files.reduce((sum, f) => sum + gzipBytes(f), 0);
  const over = budget !== undefined && gz > budget.budgetKb * 1024;
  // Files count too where a budget says so: each extension file is a request of its own.
  const tooMany = budget?.maxFiles !== undefined && files.length > budget.maxFiles;
  failed ||= over || tooMany;
  const status =
    budget === undefined ? 'no budget' : over ? 'OVER' : tooMany ? `OVER (at most ${budget.maxFiles} files)` : 'ok';
  rows.push([name, String(files.length), kb(gz), String(budget?.budgetKb ?? '-'), status]);
}

const header = ['entry', 'files', 'gzip KB', 'budget KB', 'status'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i === 4 ? c : i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`Bundle budgets for ${path.relative(process.cwd(), root) || root}`);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (rows.some((r) => r[4] === 'no budget')) {
  console.log('\nAn entrypoint without a budget: add one, with a reason, to test/budgets/budgets.json.');
}
if (failed) {
  console.error('\nBudget check failed: an entrypoint is over budget or missing.');
  process.exit(1);
}
