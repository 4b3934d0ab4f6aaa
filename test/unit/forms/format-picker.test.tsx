// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { FormatPicker } from '@/components/forms/FormatPicker';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { byLabel, click, message, mount, type, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

function setup(initial = {}) {
  const last: { request?: ScrapeRequestInput; errors: { field: string; message: string }[] } = { errors: [] };
  const root = mount(
    <TestScrapeForm initial={initial} onCheck={(r) => Object.assign(last, r)}>
      <FormatPicker />
    </TestScrapeForm>,
  );
  const box = (key: string) => byLabel(root, message(key));
  return { root, last, box };
}

describe('FormatPicker', () => {
  it('checks and locks markdown when change tracking is chosen, and says why', () => {
    const { root, last, box } = setup({ formats: ['html'] });
    click(box('forms_format_changeTracking'));
    expect(box('forms_format_markdown').checked).toBe(true);
    expect(box('forms_format_markdown').disabled).toBe(true);
    expect(root.querySelector('.note')?.textContent).toBe(message('forms_note_markdownAdded'));
    expect(last.request?.formats).toEqual(['html', 'changeTracking', 'markdown']);
  });

  it('unchecks the other screenshot when one is chosen', () => {
    const { last, box } = setup();
    click(box('forms_format_screenshot'));
    click(box('forms_format_screenshot_fullPage'));
    expect(box('forms_format_screenshot').checked).toBe(false);
    expect(last.request?.formats).toEqual(['markdown', 'screenshot@fullPage']);
  });

  it('reveals the JSON options for json, and scrapes once a prompt is given', () => {
    const { root, last, box } = setup();
    click(box('forms_format_json'));
    expect(last.request).toBeUndefined();
    const group = root.querySelector('#t-jsonOptions');
    expect(group?.textContent).toContain('The json format needs JSON options');
    type(byLabel(root, message('forms_f_jsonOptions_prompt')), 'the product price');
    expect(last.errors).toEqual([]);
    expect(last.request).toEqual({ url: 'https://example.com/a', formats: ['markdown', 'json'], jsonOptions: { prompt: 'the product price' } });
  });

  it('reports a schema that is not a JSON object next to it, and drops the JSON options with the format', () => {
    const { root, last, box } = setup();
    click(box('forms_format_json'));
    const schema = byLabel(root, message('forms_f_jsonOptions_schema'));
    type(schema, '[1, 2]');
    expect(schema.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector(`#${schema.id}-error`)?.textContent).toContain(message('forms_err_jsonNotObject'));
    type(schema, '{"type":"object"}');
    expect(last.request?.jsonOptions).toEqual({ schema: { type: 'object' } });
    click(box('forms_format_json'));
    expect(last.request).toEqual({ url: 'https://example.com/a', formats: ['markdown'] });
  });
});
