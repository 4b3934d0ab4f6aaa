// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';

/** An article page whose JSON-LD names `author`, as a single-page app's route renders it. */
const route = (author: string, headline: string): string => `
  <script type="application/ld+json">{"@type":"NewsArticle","headline":"${headline}","author":{"@type":"Person","name":"${author}"},"datePublished":"2026-11-0${author.length % 9}"}</script>
  <article><h1>${headline}</h1>
    <p>${`${headline} is the story of this route, told at length so that it reads as an article. `.repeat(8)}</p>
    <p>${'A second paragraph goes on with more of it, so there is no doubt this is the content. '.repeat(6)}</p>
  </article>`;

/** Puts a route's markup in place of the document's body, as the app's router does. */
function showRoute(doc: Document, html: string): void {
  const next = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  doc.body.replaceWith(doc.importNode(next, true));
}

const convert = (doc: Document) =>
  convertDocument(doc, {
    url: 'https://app.example.com/stories/1',
    onlyMainContent: true,
    removeBase64Images: true,
    formats: { markdown: true },
  }).markdown ?? '';

describe("a page's declared facts", () => {
  test('are read again on each conversion: a single-page app shows its next route in the same document', () => {
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head></head><body></body></html>`, 'text/html');
    showRoute(doc, route('Ann Writer', 'First story'));
    expect(convert(doc)).toContain('By Ann Writer');
    // The app's next route: same Document, new JSON-LD and content (history.pushState, no load).
    showRoute(doc, route('Bob Other', 'Second story'));
    const next = convert(doc);
    expect(next).toContain('By Bob Other');
    expect(next).not.toContain('Ann Writer');
  });
});
