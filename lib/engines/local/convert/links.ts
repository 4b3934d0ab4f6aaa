/** The links format: every link target in the kept content, absolute, deduplicated, in page order. */
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { insideRemoved, type IsRemoved } from '@/lib/engines/local/convert/removed';

const SKIPPED = /^(?:javascript|data|about|blob|vbscript):/i;

export function collectLinks(roots: readonly Element[], resolve: UrlResolver, isRemoved: IsRemoved): string[] {
  const seen = new Set<string>();
  for (const root of roots) {
    const anchors = root.matches('a[href]')
      ? [root, ...root.querySelectorAll('a[href]')]
      : root.querySelectorAll('a[href]');
    for (const a of anchors) {
      const href = (a.getAttribute('href') ?? '').trim();
      if (href === '' || href.startsWith('#') || SKIPPED.test(href)) continue;
      if (insideRemoved(a, root, isRemoved)) continue;
      seen.add(resolve(href));
    }
  }
  return [...seen];
}
