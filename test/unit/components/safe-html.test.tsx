// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom breaks DOMPurify silently (a <script> survives), which the
// sanitizer's canary catches by escaping everything; these tests check the real sanitizing.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, SafeMarkdown, SandboxedPreview } from '@/components/safe-html/SafeHtml';
import { markdownToSafeHtml } from '@/components/safe-html/markdown-to-html';
import { sanitizeHtml } from '@/components/safe-html/sanitize';

const HOSTILE = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java\tscript:alert(1)">tab inside</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"><button>go</button></form>',
  '<div style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</div>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<details open ontoggle="alert(1)">x</details>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="/relative">relative</a>',
  '<p id="clobber" name="x" data-x="1">ids</p>',
];

/** Parses sanitizer output and lists what would be dangerous in it. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'style',
        'svg',
        'math',
        'iframe',
        'form',
        'object',
        'embed',
        'input',
        'button',
        'meta',
        'base',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.replace(/\s+/g, '').toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style' || attr.name === 'id' || attr.name === 'name') found.push(`${tag}[${attr.name}]`);
      if (/^(javascript|vbscript):/.test(value)) found.push(`${tag}[${attr.name}=${value}]`);
      if (value.startsWith('data:') && !/^data:image\/(png|jpeg|gif|webp)/.test(value))
        found.push(`${tag}[${attr.name}=data]`);
      if ((attr.name === 'href' || attr.name === 'src') && !/^(https?:|mailto:|data:image)/.test(value))
        found.push(`${tag}[${attr.name}=${value}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('leaves nothing dangerous of %s', (payload) => {
    expect(dangers(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps ordinary content, and safe links open in a new tab without opener', () => {
    const out = sanitizeHtml(
      '<h2>Title</h2><p>Text <a href="https://example.com/a">link</a> <img src="https://example.com/i.png" alt="i"></p>',
    );
    expect(out).toContain('<h2 aria-level="5">Title</h2>');
    expect(out).toContain('href="https://example.com/a"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('src="https://example.com/i.png"');
  });

  it('keeps raster data images and drops SVG data images', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('src="data:image/png;base64');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg/>">')).not.toContain('src=');
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).not.toContain('href=');
  });

  it('gives every image an alt (empty when it has none), keeping the one it has', () => {
    const imgs = (html: string) => Array.from(new DOMParser().parseFromString(html, 'text/html').images);
    const out = imgs(
      sanitizeHtml(
        '<img src="https://e.com/a.png"><img src="https://e.com/b.png" alt="A crab"><p><img src="data:image/png;base64,iVBORw0KGgo="></p>',
      ),
    );
    expect(out.map((i) => i.getAttribute('alt'))).toEqual(['', 'A crab', '']);
    expect(
      imgs(markdownToSafeHtml('Text <img src="https://e.com/c.png"> and ![](https://e.com/d.png)')).every((i) =>
        i.hasAttribute('alt'),
      ),
    ).toBe(true);
  });
});

describe('markdownToSafeHtml', () => {
  it('renders markdown and sanitizes raw HTML inside it', () => {
    const md =
      '# Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<script>window.__pwned=1</script>\n\n![p](https://e.com/p.png)';
    const out = markdownToSafeHtml(md);
    expect(out).toContain('<h1 aria-level="4">Hi</h1>'); // under the field's h3 in the outline
    expect(out).toContain('src="https://e.com/p.png"');
    expect(dangers(out)).toEqual([]);
  });

  it.each(HOSTILE)('leaves nothing dangerous of markdown containing %s', (payload) => {
    expect(dangers(markdownToSafeHtml(`Some text\n\n${payload}\n\n[a](${'javascript:alert(1)'})`))).toEqual([]);
  });
});

describe('components', () => {
  const host = document.createElement('div');
  document.body.append(host);
  afterEach(() => render(null, host));

  it('SafeMarkdown and SafeHtml put only sanitized markup in the DOM', () => {
    render(
      <div>
        <SafeMarkdown markdown={'<img src=x onerror="window.__pwned=1"> **bold**'} />
        <SafeHtml html={'<a href="javascript:alert(1)" onclick="alert(1)">x</a><svg><script>alert(1)</script></svg>'} />
      </div>,
      host,
    );
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    expect(host.querySelector('script, svg, [onerror], [onclick]')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('makes each code block a named tab stop, so a keyboard can scroll it', () => {
    render(
      <div>
        <SafeMarkdown markdown={'```\nconst a = 1;\n```'} />
        <SafeHtml html={'<pre>wide line</pre><p>text</p>'} />
      </div>,
      host,
    );
    const pres = Array.from(host.querySelectorAll('pre'));
    expect(pres).toHaveLength(2);
    for (const pre of pres) {
      expect(pre.tabIndex).toBe(0);
      expect(pre.getAttribute('role')).toBe('group');
      expect(pre.getAttribute('aria-label')).toBeTruthy();
    }
    expect(host.querySelector('p')?.hasAttribute('tabindex')).toBe(false);
  });

  it('SandboxedPreview uses an empty sandbox and srcdoc, never our DOM', () => {
    render(<SandboxedPreview html={'<!doctype html><script>alert(1)</script><p>x</p>'} title="Preview" />, host);
    const frame = host.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toMatch(
      /^<!doctype html><base href="about:blank"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;[^"]*script-src 'none'/,
    );
    expect(host.querySelector('script')).toBeNull();
  });

  it('SandboxedPreview loads remote content only when allowed, and never scripts', () => {
    render(<SandboxedPreview html={'<p>x</p>'} baseUrl="https://e.com/a" allowRemote title="Preview" />, host);
    const csp = /content="([^"]*)"/.exec(host.querySelector('iframe')!.getAttribute('srcdoc')!)![1]!;
    expect(csp).not.toContain('default-src');
    expect(csp).toContain("script-src 'none'");
  });
});
