import { challengeSign } from '@/lib/search/results-page/challenge';
import { nextStep } from '@/lib/search/results-page/next-page';
import type { PageResult, ReaderOptions, ResultsPageReading } from '@/lib/search/results-page/reading';
import {
  blocksOf,
  descriptionOf,
  headingCandidates,
  repeatedCandidates,
} from '@/lib/search/results-page/result-blocks';
import { linkOf, type PageLink } from '@/lib/search/results-page/result-links';
import { collapse, isHidden } from '@/lib/search/results-page/page-text';

/** Fewer results by heading than this, and the page is read as runs of like blocks instead. */
const HEADINGS_ENOUGH = 2;

/**
 * Reads a results page of any engine: its organic results in page order (each address once, ads
 * and the engine's own links left out, redirect wrappers undone), how it offers the next page, and
 * whether it is a challenge or consent wall instead.
 */
export function readResultsPage(doc: Document, options: ReaderOptions): ResultsPageReading {
  const page = new URL(doc.URL);
  const engine = new URL(options.engineUrl);
  const links = Array.from(doc.querySelectorAll('a[href]'))
    .filter((a) => !isHidden(a))
    .map((a) => linkOf(a as HTMLAnchorElement, page, engine))
    .filter((link): link is PageLink => link !== undefined);
  const byHeading = headingCandidates(links);
  const candidates = byHeading.length >= HEADINGS_ENOUGH ? byHeading : repeatedCandidates(links);
  const blocks = blocksOf(candidates);
  const seen = new Set<string>();
  const results: PageResult[] = [];
  for (const block of blocks) {
    if (block.ad || seen.has(block.link.target.href)) continue;
    seen.add(block.link.target.href);
    const description = descriptionOf(block.parts, block);
    results.push({ url: block.link.target.href, title: block.title, ...(description && { description }) });
  }
  const challenge = challengeSign(doc, page, results.length);
  return {
    results,
    adsLeftOut: blocks.filter((b) => b.ad).length,
    ...(challenge ? { challenge } : { next: nextStep(doc, links, page) }),
    title: collapse(doc.title),
  };
}
