// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { AdvancedOptions } from '@/components/forms/AdvancedOptions';
import { message, mount, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

const render = (engine?: 'local' | 'remote') =>
  mount(
    <TestScrapeForm initial={{}} onCheck={() => undefined}>
      <AdvancedOptions engine={engine} />
    </TestScrapeForm>,
  );

describe('AdvancedOptions', () => {
  it('says which options do not apply with the local engine, and keeps them for the remote one', () => {
    const note = render('local').querySelector('[role="note"]');
    expect(note?.textContent).toBe(message('forms_notApplyingLocally'));
    for (const name of ['proxy', 'location', 'mobile', 'headers', 'threat protection'])
      expect(note?.textContent).toContain(name);
  });

  it('shows no such note for the remote engine', () => {
    expect(render('remote').querySelector('[role="note"]')).toBeNull();
  });
});
