import { browser } from 'wxt/browser';

/** What a crawl reads from a page as the browser drew it, beyond its content. */
export interface RenderedLinks {
  /** Where the tab ended up (after redirects, and any navigation the page's script made). */
  href: string;
  /** The page's canonical link, when it declares one. */
  canonical?: string;
  /** Every link, drawn by script or not, with its text (a title for map). */
  links: { url: string; text: string }[];
}

/**
 * The links of the page in the tab, read from the live document: navigation that a script drew
 * counts as much as links in the HTML. Each address once, in document order.
 */
export async function renderedLinks(tabId: number): Promise<RenderedLinks> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    func: () => {
      const seen = new Set<string>();
      const links: { url: string; text: string }[] = [];
      for (const a of Array.from(
        document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'),
      )) {
        const url = a.href;
        if (!/^https?:/i.test(url) || seen.has(url)) continue;
        seen.add(url);
        links.push({ url, text: (a.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) });
      }
      const canonical = document.querySelector<HTMLLinkElement>('link[rel~="canonical" i][href]')?.href;
      return { href: location.href, canonical, links };
    },
  });
  const result = frame?.result as RenderedLinks | undefined;
  return result ?? { href: '', links: [] };
}
