// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { holdsText } from '@/lib/engines/local/convert/holds-text';

const rootOf = (html: string): Element => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
const none = () => false;

describe('holdsText', () => {
  it("counts a heading's button as text, as the markdown writes it", () => {
    expect(holdsText([rootOf('<h3><button aria-expanded="false">What is a tide pool?</button></h3>')], none)).toBe(
      true,
    );
  });

  it('skips what no writer reads: a control, a script, a removed part', () => {
    const root = rootOf('<button>Share</button><script>var a = 1;</script><p id="gone">Text</p>');
    expect(holdsText([root], (el) => el.id === 'gone')).toBe(false);
    expect(holdsText([root], none)).toBe(true);
  });
});
