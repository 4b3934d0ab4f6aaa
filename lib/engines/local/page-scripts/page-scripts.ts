/**
 * The scripts the background injects into a tab, and which of the page's parts each holds. A
 * page's first scrape injects the converter alone (its injection is that scrape's first cost);
 * the page facts (images, product, menu, branding) and the page actions come only to a page that
 * is asked for them. A module of its own: the page scripts import it, and must not reach zod.
 */
import { PAGE_FACT_FORMATS } from '@/lib/api/schemas/scrape-constants';
import type { PageCommand } from '@/lib/engines/local/in-page/page-command';
import { PAGE_SCRIPTS } from '@/lib/engines/local/page-scripts/script-files';

export { PAGE_SCRIPTS };

/** The object the page scripts fill with their parts, in the extension's isolated world. */
export const PAGE_GLOBAL = '__webDataExtractor';

export type PagePart = keyof typeof PAGE_SCRIPTS;

type FactFormat = (typeof PAGE_FACT_FORMATS)[number];

/** Whether a scrape asks for one of the page's own facts, which the page-facts script reads. */
export const asksForPageFacts = (formats: Partial<Record<FactFormat, boolean>>): boolean =>
  PAGE_FACT_FORMATS.some((format) => formats[format]);

/** The parts a command needs in the tab: its own, and the page-facts reader for an extract that asks for facts. */
export function partsFor(command: PageCommand): PagePart[] {
  return command.op === 'extract' && asksForPageFacts(command.request.formats) ? ['extract', 'facts'] : [command.op];
}

/** The files holding `parts`, each once. */
export const scriptsFor = (parts: readonly PagePart[]): (typeof PAGE_SCRIPTS)[PagePart][] => [
  ...new Set(parts.map((p) => PAGE_SCRIPTS[p])),
];
