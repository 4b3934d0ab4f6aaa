// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { describeJson } from '@/components/json-tree/json-node';

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('describeJson', () => {
  it('classifies containers and leaves', () => {
    expect(describeJson({ a: 1, b: [2] })).toMatchObject({ kind: 'container', type: 'object', size: 2 });
    expect(describeJson([1, 2, 3])).toMatchObject({ kind: 'container', type: 'array', size: 3 });
    expect(describeJson('x')).toEqual({ kind: 'leaf', type: 'string', text: '"x"' });
    expect(describeJson(null)).toEqual({ kind: 'leaf', type: 'null', text: 'null' });
    expect(describeJson(undefined)).toEqual({ kind: 'leaf', type: 'other', text: 'undefined' });
  });
});

describe('JsonTree', () => {
  it('opens the first level, collapses deeper ones, and toggles with buttons (aria-expanded)', async () => {
    render(<JsonTree value={{ name: 'A', nested: { deep: { deeper: 1 } } }} label="Data" />, host);
    const toggles = () => Array.from(host.querySelectorAll<HTMLButtonElement>('button.json-toggle'));
    expect(host.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Data');
    expect(toggles().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(host.textContent).toContain('"A"');
    expect(host.textContent).not.toContain('deeper');
    toggles()[1]!.click();
    await flush();
    expect(toggles()[1]!.getAttribute('aria-expanded')).toBe('true');
    toggles()[2]!.click();
    await flush();
    expect(host.textContent).toContain('deeper');
  });

  it('renders hostile strings as text, never markup', () => {
    render(
      <JsonTree value={{ '<img src=x onerror=alert(1)>': '<script>window.__pwned=1</script>' }} label="x" />,
      host,
    );
    expect(host.querySelector('img, script')).toBeNull();
    expect(host.textContent).toContain('<script>window.__pwned=1</script>');
  });

  it('pages long arrays behind a Show more button', async () => {
    render(<JsonTree value={Array.from({ length: 250 }, (_, i) => i)} label="n" />, host);
    expect(host.querySelectorAll('.json-number')).toHaveLength(100);
    host.querySelector<HTMLButtonElement>('.json-children > .btn')!.click();
    await flush();
    expect(host.querySelectorAll('.json-number')).toHaveLength(200);
  });
});
