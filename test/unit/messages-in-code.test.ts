import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishInCode } from '../support/english-in-code';
import { messages } from '../support/real-messages';

// Every word a user reads comes from messages.json through t() (tPlural() for a count): the
// extension's code (lib/, the shared components, the entrypoints) writes none in English.
const repo = path.resolve(import.meta.dirname, '../..');
const ROOTS = ['lib', 'components', 'entrypoints'];
/**
 * The service's own fixed wordings, which clients match on exactly (firecrawl-mcp retries on one):
 * they stay as the service writes them, in English, never translated.
 */
const SERVICE_WORDING = 'lib/bridge/service-wording.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [rel] : [];
  });
}

// Another program's fixed wordings, which clients match on (the service's, agent-browser's), stay
// as that program writes them, each kept in a file of its own named `*-wording.ts`.
const FIXED_WORDINGS = /-wording\.ts$/;

const findings = (file: string, text: string) =>
  FIXED_WORDINGS.test(file) ? [] : englishInCode(file, text).map((f) => `${file}:${f.line}: ${f.why}: ${f.text}`);

describe('English in the code', () => {
  it('is nowhere in lib/, components/ or entrypoints/: the words are in messages.json', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== SERVICE_WORDING);
    expect(files.length).toBeGreaterThan(400);
    expect(files.flatMap((file) => findings(file, readFileSync(path.join(repo, file), 'utf8')))).toEqual([]);
  });

  // An HTML page cannot call t(): it holds the extension's name, a brand, and its script sets
  // the rest (the options page its title).
  it("is not in the HTML pages, which hold only the extension's name", () => {
    const pages = readdirSync(path.join(repo, 'entrypoints'))
      .map((name) => `entrypoints/${name}/index.html`)
      .filter((page) => existsSync(path.join(repo, page)));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const words = pages.map((page) =>
      readFileSync(path.join(repo, page), 'utf8')
        .replace(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1>|<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(words).toEqual(pages.map(() => messages.extName!.message));
  });

  // The check itself, on the shapes it must catch (a test that cannot fail proves nothing), each
  // beside the right way, which it must let through.
  it.each([
    ["throw new ApiError({ kind: 'x', message: 'The page could not be read.' });", "message: t('api_noKey')"],
    ['report({ message: `Reading page ${n} of the file…` });', "report({ message: t('localParse_readingPage') });"],
    ["warnings.push('Some rows were left out.');", "warnings.push(t('localParse_csvQuotes'));"],
    ["z.string().min(1, 'Enter a CSS selector.');", "z.string().min(1, t('apiSchema_enterSelector'));"],
    ["throw new Error('Nothing is selected on the page.');", "throw new Error(t('localScrape_nothingSelected'));"],
    ["browser.notifications.create({ title: 'Page changed', message: m });", '{ title: t(key), message: m }'],
    ["reportToUser('There is no page in front to scrape.');", "reportToUser(t('jobs_noPageToScrape'));"],
    ["const WHY = 'A monitor needs access to the site.';", "const why = () => t('browser_monitorSiteWhy');"],
    ['const x = <p>Choose a page</p>;', "const x = <p>{t('batch_chooseAtLeastOnePage')}</p>;"],
    ["const x = <p>{busy ? 'Working' : t('sidepanel_copy')}</p>;", "const x = <p class='muted wide'>{n}</p>;"],
    ['const x = <button title="Remove" />;', "const x = <button title={t('history_delete')} />;"],
    ['const x = <img alt={`Screenshot ${n}`} />;', "const x = <img alt={t('result_screenshotOf', n)} />;"],
    ['const x = <input placeholder="Enter a selector" />;', 'const x = <input placeholder="#content" />;'],
    ["t('result_pages', 'pages');", "t('result_pages', n);"],
    ["t('localParse_oldKind', old ? 'an old' : 'a');", "t('localParse_readingAs', name, t(kind.label));"],
    ["const s = n === 1 ? 'page' : 'pages';", 'const name = n === 1 ? base : `${base} (${n})`;'],
    ["const s = n === 1 ? t('batch_noResult') : t('batch_pageCount', n);", "const s = tPlural('batch_pageCount', n);"],
    ["if (n === 1) w.push(t('a')); else if (n) w.push(t('b', n));", 'if (n) w.push(tPlural(key, n));'],
    ["const KIND = { one: 'chart', many: 'charts' };", "const KIND = { one: 1, many: 'x' };"],
    ["t(/^[aeiou]/i.test(word) ? 'localParse_an' : 'localParse_a', word);", 't(`localParse_leftOut_${kind}`);'],
    ["const kind = { what: 'a Word document' };", "if (message.startsWith('An unrecognised element')) n++;"],
  ])('finds %s and lets %s through', (english, right) => {
    expect(findings('probe.tsx', english)).toHaveLength(1);
    expect(findings('probe.tsx', right)).toEqual([]);
  });
});
