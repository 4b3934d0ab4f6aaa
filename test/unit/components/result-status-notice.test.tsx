// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultView } from '@/components/result/ResultView';
import type { Job } from '@/lib/jobs/job-schema';

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));

const scrape = (statusCode: number): Job => ({
  id: 'j1',
  kind: 'scrape',
  engine: 'local',
  status: 'done',
  createdAt: 0,
  updatedAt: 0,
  url: 'https://e.com/missing',
  request: { url: 'https://e.com/missing' },
  result: { markdown: '# Not found\n\nThere is no such page.', metadata: { title: 'Not found', statusCode } },
});

describe('a single scrape of an error page', () => {
  it('shows the status in words above the content, which is still shown', async () => {
    render(<ResultView job={scrape(404)} />, host);
    const notice = host.querySelector('.banner-warning');
    expect(notice?.textContent).toContain('Not found (404)');
    expect(host.textContent).toContain('There is no such page.');
  });

  it('says nothing of a page that answered 200', () => {
    render(<ResultView job={scrape(200)} />, host);
    expect(host.querySelector('.banner-warning')).toBeNull();
  });
});
