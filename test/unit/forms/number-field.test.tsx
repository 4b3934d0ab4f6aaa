// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { AdvancedOptions } from '@/components/forms/AdvancedOptions';
import { NumberField } from '@/components/forms/fields/NumberField';
import { MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { MAX_WAIT_FOR_MS } from '@/lib/api/schemas/scrape-rules';
import { mount, useRealMessages } from './support';
import { TestScrapeForm } from './TestForm';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

const input = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;

describe('NumberField', () => {
  it("takes its bounds and placeholder from a schema's range; a value given apart wins", () => {
    const root = mount(
      <TestScrapeForm onCheck={() => undefined}>
        <NumberField path="timeout" range={{ min: 2, max: 9, default: 5 }} />
        <NumberField path="waitFor" range={{ min: 0, max: 9, default: 5 }} placeholder={7} />
      </TestScrapeForm>,
    );
    const [timeout, waitFor] = root.querySelectorAll('input');
    expect([timeout!.min, timeout!.max, timeout!.placeholder]).toEqual(['2', '9', '5']);
    expect(waitFor!.placeholder).toBe('7');
  });

  it("shows the schema's own limits in the scrape options", () => {
    const root = mount(
      <TestScrapeForm onCheck={() => undefined}>
        <AdvancedOptions />
      </TestScrapeForm>,
    );
    expect(input(root, 't-timeout').min).toBe(String(MIN_TIMEOUT_MS));
    expect(input(root, 't-waitFor').max).toBe(String(MAX_WAIT_FOR_MS));
  });
});
