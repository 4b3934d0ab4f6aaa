// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { FormatPicker } from '@/components/forms/FormatPicker';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { act } from 'preact/test-utils';
import { byLabel, click, message, mount, type, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

function setup(initial = {}, engine?: 'local' | 'remote') {
  const last: { request?: ScrapeRequestInput; errors: { field: string; message: string }[] } = { errors: [] };
  const root = mount(
    <TestScrapeForm initial={initial} engine={engine} onCheck={(r) => Object.assign(last, r)}>
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
    // Nothing typed yet: what is needed is a hint, not an error (until the user leaves the group).
    expect(group?.textContent).toContain(message('forms_hint_jsonOptions'));
    expect(group?.querySelector('.field-error')).toBeNull();
    const prompt = byLabel(root, message('forms_f_jsonOptions_prompt'));
    act(() => {
      prompt.focus();
      prompt.blur();
    });
    expect(group?.querySelector('.field-error')?.textContent).toContain('The json format needs JSON options');
    type(prompt, 'the product price');
    expect(last.errors).toEqual([]);
    expect(last.request).toEqual({
      url: 'https://example.com/a',
      formats: ['markdown', 'json'],
      jsonOptions: { prompt: 'the product price' },
    });
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

  it('with the local engine, says up front that JSON extraction needs the remote one and offers no JSON form', () => {
    const { root, box } = setup({}, 'local');
    const json = box('forms_format_json');
    expect(json.disabled).toBe(true);
    expect(root.querySelector(`#${json.getAttribute('aria-describedby')}`)?.textContent).toBe(
      message('forms_needsRemote'),
    );
    expect(root.querySelector('#t-jsonOptions')).toBeNull();
    expect(root.textContent).not.toContain(message('forms_hint_checkPromptInjection'));
  });

  it('offers the page facts with the local engine; with the service engine disables them and says why', () => {
    const local = setup({}, 'local');
    click(local.box('forms_format_product'));
    expect(local.last.request?.formats).toEqual(['markdown', 'product']);
    document.body.replaceChildren();
    const { root, box } = setup({}, 'remote');
    for (const key of ['forms_format_images', 'forms_format_product', 'forms_format_menu', 'forms_format_branding']) {
      const check = box(key);
      expect(check.disabled).toBe(true);
      expect(root.querySelector(`#${check.getAttribute('aria-describedby')}`)?.textContent).toBe(
        message('forms_needsLocal'),
      );
    }
    expect(box('forms_format_json').disabled).toBe(false);
  });

  it('with the local engine, lets JSON extraction from the defaults be unticked', () => {
    const { root, last, box } = setup({ formats: ['markdown', 'json'], jsonOptions: { prompt: 'x' } }, 'local');
    expect(box('forms_format_json').disabled).toBe(false);
    expect(root.querySelector('#t-jsonOptions')).toBeNull();
    click(box('forms_format_json'));
    expect(last.request?.formats).toEqual(['markdown']);
    expect(box('forms_format_json').disabled).toBe(true);
  });

  it('shows the change-tracking prompt and schema only with JSON mode', () => {
    const { root, box } = setup();
    click(box('forms_format_changeTracking'));
    const prompt = () => root.querySelector('#t-changeTrackingOptions-prompt');
    click(byLabel(root, message('forms_ctMode_gitdiff')));
    expect(prompt()).toBeNull();
    click(byLabel(root, message('forms_ctMode_json')));
    expect(prompt()).not.toBeNull();
    expect(root.querySelector('#t-changeTrackingOptions-schema')).not.toBeNull();
  });

  it('with the local engine, offers no JSON mode for change tracking', () => {
    const { root, box } = setup({}, 'local');
    click(box('forms_format_changeTracking'));
    expect(byLabel(root, message('forms_ctMode_json')).disabled).toBe(true);
    expect(root.querySelector('#t-changeTrackingOptions-prompt')).toBeNull();
  });
});
