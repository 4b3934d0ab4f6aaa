import { issueAsset } from '../assets';
import type { ServerContext } from '../state';
import type { Action } from './actions-schema';

// Results of page actions, each list in the order of its actions. Actions do not change the
// fixture page: scrape returns the fetched HTML. executeJavascript is a deterministic stub:
// `[return] document.title` / `location.href` / `document.URL` give the page's values, a
// script that is a JSON literal (optionally after `return`) gives that value, and any other
// script gives {type: "number", value: <script length>}.
export interface ActionResults {
  screenshots: string[];
  scrapes: { url: string; html: string }[];
  javascriptReturns: { type: string; value: unknown }[];
  pdfs: string[];
}

export function runActions(
  ctx: ServerContext,
  actions: Action[],
  page: { url: string; rawHtml: string; title: string },
): ActionResults {
  const results: ActionResults = { screenshots: [], scrapes: [], javascriptReturns: [], pdfs: [] };
  for (const action of actions) {
    if (action.type === 'screenshot') results.screenshots.push(issueAsset(ctx, 'png'));
    else if (action.type === 'scrape') results.scrapes.push({ url: page.url, html: page.rawHtml });
    else if (action.type === 'pdf') results.pdfs.push(issueAsset(ctx, 'pdf'));
    else if (action.type === 'executeJavascript') results.javascriptReturns.push(scriptResult(action.script, page));
  }
  return results;
}

function scriptResult(script: string, page: { url: string; title: string }): { type: string; value: unknown } {
  const expr = script
    .trim()
    .replace(/^return\s+/, '')
    .replace(/;\s*$/, '');
  if (expr === 'document.title') return { type: 'string', value: page.title };
  if (['location.href', 'window.location.href', 'document.URL'].includes(expr))
    return { type: 'string', value: page.url };
  try {
    const value = JSON.parse(expr) as unknown;
    return { type: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value, value };
  } catch {
    return { type: 'number', value: script.length };
  }
}
