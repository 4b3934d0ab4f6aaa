import { escapeText } from '../html/entities';
import { findAll, collapse, textContent } from '../html/dom';
import { renderHtml, type RenderedPage } from '../html/page';
import { parseHtml } from '../html/parse-html';
import { pdfDocument } from '../parse/documents';
import type { FetchedPage } from './fetch-page';
import type { PageFacts } from './json-extract';
import type { ScrapeRequest } from './schema';

// Turns fetched bytes into a RenderedPage: HTML through the converter, PDFs through the
// fixture PDF reader (base64 with parsePDF:false), anything textual as plain text.
export function renderFetched(page: FetchedPage, req: ScrapeRequest): RenderedPage {
  const type = page.contentType.toLowerCase();
  const base = { root: parseHtml(''), links: [], images: [] };
  if (type.includes('application/pdf') || /\.pdf$/i.test(new URL(page.finalUrl).pathname)) {
    const name = decodeURIComponent(new URL(page.finalUrl).pathname.split('/').pop() || 'document.pdf');
    const doc = pdfDocument(page.bytes, name);
    const markdown = req.parsePDF === false ? page.bytes.toString('base64') : doc.markdown;
    return { ...base, markdown, html: doc.html, metadata: doc.metadata, text: doc.markdown };
  }
  const body = page.bytes.toString('utf8');
  if (type && !type.includes('html') && !type.includes('xml')) {
    return { ...base, markdown: body, html: `<pre>${escapeText(body)}</pre>`, metadata: {}, text: body };
  }
  return renderHtml(body, {
    baseUrl: page.finalUrl,
    onlyMainContent: req.onlyMainContent,
    includeTags: req.includeTags,
    excludeTags: req.excludeTags,
    removeBase64Images: req.removeBase64Images,
  });
}

export function pageFacts(rendered: RenderedPage, url: string): PageFacts {
  return {
    title: typeof rendered.metadata.title === 'string' ? rendered.metadata.title : '',
    description: typeof rendered.metadata.description === 'string' ? rendered.metadata.description : '',
    url,
    text: rendered.text,
    links: rendered.links,
    headings: findAll(rendered.root, (el) => /^h[1-6]$/.test(el.tag)).map((h) => collapse(textContent(h))),
  };
}

// Used only when the server knows checkPromptInjection.
export function looksLikePromptInjection(text: string): boolean {
  return /ignore (all )?(previous|prior|above) instructions|disregard (the )?system prompt/i.test(text);
}
