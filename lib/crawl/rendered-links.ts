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

/** How long the document must stay unchanged to count as drawn, and the longest a crawl waits for that. */
const QUIET_MS = 400;
const MAX_WAIT_MS = 3000;

/**
 * Waits until the page's script has drawn it: no change to the document for a moment (a page
 * that never stops changing, a carousel, is taken as it is after a few seconds). A crawl reads
 * pages nobody looks at, so menus a script adds after load must be there before it reads links.
 */
export async function settleDocument(tabId: number): Promise<void> {
  await browser.scripting.executeScript({
    target: { tabId },
    args: [QUIET_MS, MAX_WAIT_MS],
    func: (quietMs: number, maxMs: number) =>
      new Promise<void>((resolve) => {
        // A page without scripts draws nothing after load.
        if (!document.scripts.length) return resolve();
        let quiet: ReturnType<typeof setTimeout>;
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        quiet = setTimeout(done, quietMs);
        const limit = setTimeout(done, maxMs);
      }),
  });
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
