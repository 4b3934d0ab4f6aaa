// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { FormatPicker } from '@/components/forms/FormatPicker';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { act } from 'preact/test-utils';
import { t } from '@/lib/i18n/t';
import { byLabel, click, message, mount, type, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';
import type { ModelProvider } from '@/lib/settings/model-settings';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

function setup(initial = {}, engine?: 'local' | 'remote', modelProvider?: ModelProvider) {
  const last: { request?: ScrapeRequestInput; errors: { field: string; message: string }[] } = { errors: [] };
  const root = mount(
    <TestScrapeForm
      initial={initial}
      engine={engine}
      modelProvider={modelProvider}
      onCheck={(r) => Object.assign(last, r)}
    >
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

  it('with the local engine and no model, says up front that JSON and the summary need one and offers no JSON form', () => {
    const { root, box } = setup({}, 'local');
    for (const key of ['forms_format_json', 'forms_format_summary']) {
      const format = box(key);
      expect(format.disabled).toBe(true);
      expect(root.querySelector(`#${format.getAttribute('aria-describedby')}`)?.textContent).toBe(
        t('forms_needsModelFormats', 'JSON extraction, Summary'),
      );
    }
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
        t('forms_needsLocalFormats', 'Summary, Images, Product, Menu, Branding'),
      );
    }
    expect(box('forms_format_json').disabled).toBe(false);
  });

  it('with the local engine and an endpoint chosen, offers JSON and names the host the page goes to', () => {
    const endpoint: ModelProvider = {
      kind: 'endpoint',
      baseUrl: 'http://127.0.0.1:11434',
      model: 'm',
      contextTokens: 8192,
    };
    const { root, last, box } = setup({}, 'local', endpoint);
    expect(root.querySelector('.model-destination')).toBeNull();
    click(box('forms_format_json'));
    expect(root.querySelector('#t-jsonOptions')).not.toBeNull();
    expect(root.querySelector('.model-destination')?.textContent).toBe(t('forms_modelDestination', '127.0.0.1:11434'));
    click(box('forms_format_summary'));
    expect(last.request).toBeUndefined(); // json still needs its prompt or schema
    expect(box('forms_format_summary').checked).toBe(true);
  });

  it('with the local engine and the built-in model, says the page stays on this device', () => {
    const { root, box } = setup({}, 'local', { kind: 'built-in' });
    click(box('forms_format_summary'));
    expect(root.querySelector('.model-destination')?.textContent).toBe(message('forms_modelOnDevice'));
  });

  it('with the service engine, keeps the summary (no v1 format) off and says why', () => {
    const { root, box } = setup({}, 'remote');
    const summary = box('forms_format_summary');
    expect(summary.disabled).toBe(true);
    expect(root.querySelector(`#${summary.getAttribute('aria-describedby')}`)?.textContent).toBe(
      t('forms_needsLocalFormats', 'Summary, Images, Product, Menu, Branding'),
    );
    expect(box('forms_format_json').disabled).toBe(false);
  });

  it('says as it is typed that a JSON schema is not one a model can be held to', () => {
    const { root, box } = setup();
    click(box('forms_format_json'));
    const schema = byLabel(root, message('forms_f_jsonOptions_schema'));
    type(schema, '{"type":"object","properties":{"price":{"type":"nmber"}}}');
    expect(schema.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector(`#${schema.id}-error`)?.textContent).toContain('nmber');
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
