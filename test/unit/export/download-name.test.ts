import { describe, expect, it } from 'vitest';
import { fileBaseFrom, fileNameFrom } from '@/lib/export/file-name';
import { resultFileBase } from '@/lib/export/result-file-name';
import type { Job } from '@/lib/jobs/job-schema';

const bytes = (s: string) => new TextEncoder().encode(s).length;
const now = Date.now();
const scrape = (over: Partial<Job> & { pageTitle?: unknown } = {}): Job => {
  const { pageTitle, ...rest } = over;
  return {
    id: 'j',
    kind: 'scrape',
    engine: 'local',
    status: 'done',
    createdAt: now,
    updatedAt: now,
    url: 'http://127.0.0.1:8080/articles/korean',
    title: 'Tab title',
    request: { url: 'http://127.0.0.1:8080/articles/korean' },
    result: { markdown: '#', metadata: { title: pageTitle ?? '한국어 기사: 바다/조수' } },
    ...rest,
  } as Job;
};

describe('download names', () => {
  it('names a page after its title, in its own script, safe for file systems', () => {
    expect(resultFileBase(scrape())).toBe('한국어 기사 바다 조수');
    expect(fileNameFrom('a<b>c:"d"/e\\f|g?h*i\u0000j\u200bk', 'md')).toBe('a b c d e f g h i j k.md');
    expect(fileNameFrom('  ..hidden name. ', 'md')).toBe('hidden name.md');
    expect(fileNameFrom('CON', 'txt')).toBe('CON_.txt');
  });

  it('falls back to the tab title, then the URL, then a fixed name', () => {
    expect(resultFileBase(scrape({ pageTitle: ['', 'Second'] }))).toBe('Second');
    expect(resultFileBase(scrape({ pageTitle: '  ', title: '' }))).toBe('127.0.0.1-articles-korean');
    expect(resultFileBase(scrape({ pageTitle: '  ', title: '', url: 'https://e.com/docs/' }))).toBe('e.com-docs');
    expect(resultFileBase(scrape({ pageTitle: '???', title: undefined, url: undefined }))).toBe('result');
  });

  it('names a parsed file after the file', () => {
    const parse = { ...scrape(), kind: 'parse', fileName: 'Quarterly report.pdf', url: undefined } as unknown as Job;
    expect(resultFileBase(parse)).toBe('Quarterly report');
  });

  it('caps a long title in UTF-8 bytes without cutting a character', () => {
    const base = fileBaseFrom('조수 웅덩이 '.repeat(40));
    expect(bytes(base)).toBeLessThanOrEqual(120);
    expect(base).toMatch(/^조수 웅덩이/);
    expect(base).not.toMatch(/[\s\uFFFD]$/);
  });
});
