// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultView } from '@/components/result/ResultView';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { Job } from '@/lib/jobs/job-schema';
import { messages } from '../../support/real-messages';

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));

const job = (result: ParseData): Job => ({
  id: 'j1',
  kind: 'scrape',
  engine: 'local',
  status: 'done',
  createdAt: 0,
  updatedAt: 0,
  url: 'https://e.com/p',
  request: { url: 'https://e.com/p', formats: ['product', 'menu', 'branding', 'images'] },
  result,
});
const nothing = messages.result_nothingDeclared!.message;
const field = (name: string) => host.querySelector(`[data-field="${name}"]`);

describe('the page facts in the Result view', () => {
  it('says the page declares nothing where an answer is empty, instead of an empty box', () => {
    render(<ResultView job={job({ product: {}, menu: {}, branding: {}, images: [] })} />, host);
    for (const name of ['product', 'menu', 'branding']) expect(field(name)?.textContent).toContain(nothing);
    expect(field('images')).toBeNull();
  });

  it('shows a declared product, its images and no such note', () => {
    render(
      <ResultView
        job={job({
          product: { title: 'Desk lamp', variants: [{ sku: 'LAMP-1', price: { amount: 24.5, currency: 'USD' } }] },
          images: ['https://e.com/lamp.jpg'],
        })}
      />,
      host,
    );
    expect(field('product')?.textContent).toContain('Desk lamp');
    expect(field('product')?.textContent).toContain('LAMP-1');
    expect(field('product')?.textContent).not.toContain(nothing);
    expect(field('images')).not.toBeNull();
  });
});
