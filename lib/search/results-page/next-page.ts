import { collapse, isHidden, visibleText } from '@/lib/search/results-page/page-text';
import type { PageLink } from '@/lib/search/results-page/result-links';
import type { NextStep } from '@/lib/search/results-page/reading';

// How a results page offers the next ones: a link marked rel="next", a link or button labelled
// Next (or ›, », in a few languages), or a form whose button says so or whose name is "next"
// (SearXNG's is a POST form with a hidden page number). Only the engine's own links count.

const NEXT_WORDS = new Set([
  'next',
  'next page',
  'more results',
  'show more results',
  'weiter',
  'nächste',
  'nächste seite',
  'suivant',
  'page suivante',
  'siguiente',
  'página siguiente',
  'avanti',
  'successivo',
  'pagina successiva',
  'volgende',
  'próxima',
  'próximo',
  'następna',
  'далее',
  'следующая',
  '次へ',
  '下一页',
]);

const ARROWS_ONLY = /^[›»>→]+$/u;

export function isNextLabel(text: string): boolean {
  const label = collapse(text).toLowerCase();
  if (ARROWS_ONLY.test(label)) return true;
  return NEXT_WORDS.has(label.replace(/[\s›»>→]+$/u, '').replace(/^[\s‹«<←]+/u, ''));
}

const labelsOf = (element: Element): string[] =>
  [
    visibleText(element),
    element.getAttribute('aria-label'),
    element.getAttribute('title'),
    element.getAttribute('value'),
  ].filter((label): label is string => Boolean(label));

const labelledNext = (element: Element) => !isHidden(element) && labelsOf(element).some(isNextLabel);

const nameWords = (element: Element) =>
  `${element.getAttribute('class') ?? ''} ${element.id}`.split(/[^a-z0-9]+/i).map((w) => w.toLowerCase());

/** The control to press for the next page: a form's Next button, a form named next, a Next button. */
export function nextControl(doc: Document): HTMLFormElement | HTMLButtonElement | HTMLInputElement | undefined {
  for (const form of Array.from(doc.forms)) {
    const submit = Array.from(form.querySelectorAll('button, input[type="submit"], input[type="image"]')).find(
      labelledNext,
    );
    if (submit) return submit as HTMLButtonElement | HTMLInputElement;
    if (nameWords(form).includes('next') && !isHidden(form)) return form;
  }
  const button = Array.from(doc.querySelectorAll('button, [role="button"]')).find(
    (b) => !b.closest('form') && labelledNext(b),
  );
  return button as HTMLButtonElement | undefined;
}

/** The page's way to its next results, if it has one. */
export function nextStep(doc: Document, links: readonly PageLink[], page: URL): NextStep | undefined {
  const marked = doc.querySelector('link[rel~="next"][href], a[rel~="next"][href]');
  const markedUrl = marked ? ownAddress(marked.getAttribute('href')!, page, links) : undefined;
  if (markedUrl) return { kind: 'link', url: markedUrl };
  const labelled = links.find((link) => link.own && labelledNext(link.element));
  if (labelled) return { kind: 'link', url: labelled.element.href };
  return nextControl(doc) ? { kind: 'press' } : undefined;
}

function ownAddress(href: string, page: URL, links: readonly PageLink[]): string | undefined {
  try {
    const url = new URL(href, page);
    const link = links.find((l) => l.element.getAttribute('href') === href);
    return !link || link.own ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Presses the page's Next control (a form is submitted with its Next button when it has one). */
export function pressNext(doc: Document): boolean {
  const control = nextControl(doc);
  if (!control) return false;
  if (control.tagName === 'FORM') (control as HTMLFormElement).requestSubmit();
  else {
    const button = control as HTMLButtonElement | HTMLInputElement;
    if (button.form && button.type !== 'button') button.form.requestSubmit(button);
    else button.click();
  }
  return true;
}
