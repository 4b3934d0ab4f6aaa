import { Window } from 'happy-dom';
import { answerEngine, type EngineName } from '../../server/search-engines/engines';

/** The fixture engines' and the results site's origins in these tests (two sites, as on the web). */
export const ENGINE = 'http://127.0.0.1:4100';
export const SITE = 'http://127.0.0.1:4200';

/** A fixture engine's results page as a document at its own address. */
export function enginePage(engine: EngineName, query: string, page = 1): { doc: Document; url: string } {
  const url = `${ENGINE}/${engine}/search?q=${encodeURIComponent(query)}${page > 1 ? `&p=${page}` : ''}`;
  const window = new Window({ url });
  const { html } = answerEngine({ engine, query, page, engineOrigin: ENGINE, siteOrigin: SITE });
  window.document.write(html);
  return { doc: window.document as unknown as Document, url };
}
