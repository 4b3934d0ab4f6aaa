import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../support/documents/docx.ts';
import { makePdf } from '../support/documents/pdf.ts';
import { makeXlsx } from '../support/documents/xlsx.ts';

// `npm run extract` as a user runs it on local files: the built extension in headless Chromium
// parses them with the local engine and prints (or writes) what comes back.
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
let dir: string;

const extract = (...args: string[]) => run(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/extract.ts'), ...args], { cwd: repo, timeout: 120_000, maxBuffer: 32 << 20 });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wde-cli-'));
  await writeFile(path.join(dir, 'report.pdf'), await makePdf({ extraPages: 3 }));
  await writeFile(path.join(dir, 'notes.docx'), await makeDocx());
  await writeFile(path.join(dir, 'roster.xlsx'), await makeXlsx());
  await writeFile(path.join(dir, 'renamed.docx'), await makePdf());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run extract on local files', () => {
  it('prints a PDF\'s pages as JSON with --pages, honouring --max-pages', async () => {
    const { stdout } = await extract('--pages', '--max-pages', '2', path.join(dir, 'report.pdf'));
    const pages = JSON.parse(stdout) as { pageNumber: number; markdown: string }[];
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(pages[0]!.markdown).toMatch(/^# Quarterly Report/);
    expect(pages[1]!.markdown).toMatch(/^## Section 2/);
  });

  it('writes the markdown of each file to --out DIR', async () => {
    const out = path.join(dir, 'out');
    await extract('--out', out, path.join(dir, 'notes.docx'), path.join(dir, 'roster.xlsx'));
    expect(await readFile(path.join(out, 'notes.md'), 'utf8')).toMatch(/^# Quarterly report$/m);
    expect(await readFile(path.join(out, 'roster.md'), 'utf8')).toMatch(/^## People\n\n\| Name \| Age/m);
  });

  it('says why a file was not parsed and exits 1', async () => {
    const failure = await extract(path.join(dir, 'renamed.docx')).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/renamed\.docx is named as a Word document, but its content is a PDF/);
  });
});
