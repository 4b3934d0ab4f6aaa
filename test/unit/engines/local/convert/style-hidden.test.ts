// @vitest-environment happy-dom
// A form's notes that the page's style hides: found inside the form and beside it in its own
// wrapper, never elsewhere, nor in a form that wraps the page. happy-dom computes the style of
// a <style> element; real Chromium and Firefox read a page with its style sheet in
// extract-cli.e2e.ts and firefox-local.ff.ts.
import { expect, test } from 'vitest';
import { hiddenFormNotes } from '@/lib/engines/local/convert/main-content/style-hidden';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';

const STYLE = '<style>.done, .fail, .hint, .answer { display: none }</style>';
const notesOf = (doc: Document): string[] => hiddenFormNotes(doc.body).map((el) => el.className);

const page = (body: string): Document =>
  new DOMParser().parseFromString(`<html><head>${STYLE}</head><body>${body}</body></html>`, 'text/html');

test('finds the notes beside a form in its wrapper and inside it, and nothing else the style hides', () => {
  const doc = page(`
    <article>
      <p>Basil wants six hours of light a day.</p>
      <div class="answer">An accordion's answer: hidden, but a reader opens it.</div>
      <div class="form-block">
        <form><input name="email"><p class="hint">Enter a valid address.</p><button>Subscribe</button></form>
        <div class="done">Thank you! Your submission has been received.</div>
        <div class="fail">Oops! Something went wrong.</div>
        <div class="done"></div>
      </div>
    </article>`);
  expect(notesOf(doc)).toEqual(['hint', 'done', 'fail']);
});

test('a wrapper holding more than the form and its notes is not the form’s, and a form wrapping the page is not one', () => {
  const story = '<p>A paragraph of the story around the form.</p>'.repeat(8);
  expect(notesOf(page(`<article>${story}<form><input></form><div class="done">Thanks!</div></article>`))).toEqual([]);
  const body = '<p>A paragraph of a page built inside one form.</p>'.repeat(300);
  expect(notesOf(page(`<form>${body}<div class="answer">An answer inside a page-wide form.</div></form>`))).toEqual([]);
});

test("a tab's panel that the style hides inside a form is still read, a note beside it is not", () => {
  const doc = page(`
    <main><h1>Desk lamp</h1><p>${'A lamp that bends where you need its light, and stays there. '.repeat(6)}</p>
      <div class="buy">
        <form>
          <button role="tab" aria-controls="specs">Specifications</button>
          <div id="specs" role="tabpanel" class="answer"><p>Height 45 cm, weight 1.2 kg, a 9 W bulb.</p></div>
          <button>Add to cart</button>
        </form>
        <div class="done">Thank you! The lamp is in your cart.</div>
      </div>
    </main>`);
  const { markdown } = convertDocument(doc, {
    url: 'https://example.com/lamp',
    onlyMainContent: true,
    removeBase64Images: true,
    formats: { markdown: true },
  });
  expect(markdown).toContain('Height 45 cm');
  expect(markdown).not.toContain('Thank you!');
});
