// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ActionsEditor } from '@/components/forms/actions/ActionsEditor';
import { addAction, moveAction, removeAction, retypeAction } from '@/components/forms/actions/actions-model';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { byLabel, choose, click, message, mount, type, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

describe('actions model', () => {
  it('adds, retypes, moves and removes rows; an empty list leaves actions out', () => {
    let list = addAction(addAction(undefined), 'click');
    expect(list).toEqual([
      { type: 'wait', milliseconds: 1000 },
      { type: 'click', selector: '' },
    ]);
    list = moveAction(list, 1, -1);
    expect(list.map((a) => a.type)).toEqual(['click', 'wait']);
    expect(moveAction(list, 0, -1)).toBe(list);
    list = retypeAction(list, 1, 'pdf');
    expect(list[1]).toEqual({ type: 'pdf' });
    expect(removeAction(removeAction(list, 0)!, 0)).toBeUndefined();
  });
});

describe('ActionsEditor', () => {
  it('shows each field message next to its field, by path', () => {
    const last: { request?: ScrapeRequestInput; errors: { field: string; message: string }[] } = { errors: [] };
    const root = mount(
      <TestScrapeForm onCheck={(r) => Object.assign(last, r)}>
        <ActionsEditor />
      </TestScrapeForm>,
    );
    click([...root.querySelectorAll('button')].find((b) => b.textContent === message('forms_addAction')) ?? null);
    choose(byLabel(root, 'Action 1'), 'click');
    const selector = byLabel(root, message('forms_action_click_selector'));
    expect(last.errors).toEqual([{ field: 'actions.0.selector', message: 'Enter a CSS selector.' }]);
    expect(selector.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector(`#${selector.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Enter a CSS selector.',
    );

    type(selector, 'button.accept');
    expect(selector.hasAttribute('aria-invalid')).toBe(false);
    expect(last.request?.actions).toEqual([{ type: 'click', selector: 'button.accept' }]);
  });

  it('a wait takes milliseconds or a selector, and says so at the milliseconds field', () => {
    const last: { errors: { field: string; message: string }[] } = { errors: [] };
    const root = mount(
      <TestScrapeForm
        initial={{ actions: [{ type: 'wait', milliseconds: 100 }] }}
        onCheck={(r) => Object.assign(last, r)}
      >
        <ActionsEditor />
      </TestScrapeForm>,
    );
    type(byLabel(root, message('forms_action_wait_selector')), '#main');
    expect(last.errors.map((e) => e.field)).toEqual(['actions.0.milliseconds']);
    type(byLabel(root, message('forms_action_wait_milliseconds')), '');
    expect(last.errors).toEqual([]);
  });
});
