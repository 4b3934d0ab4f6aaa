import type { Action } from '@/lib/api/schemas/actions';
import type { ActionsResult } from '@/lib/api/schemas/scrape-response';

export type ActionOutput =
  | { kind: 'screenshot'; url: string; index: number }
  | { kind: 'scrape'; url: string | null | undefined; html: string | null | undefined; index: number }
  | { kind: 'javascript'; type: string | null | undefined; value: unknown; index: number }
  | { kind: 'pdf'; value: string; index: number };

const PRODUCES: Partial<Record<Action['type'], ActionOutput['kind']>> = {
  screenshot: 'screenshot',
  scrape: 'scrape',
  executeJavascript: 'javascript',
  pdf: 'pdf',
};

/**
 * The outputs of page actions in the order the actions ran. The response keeps one list per kind
 * (each in action order); the request's action list tells how they interleave. Outputs the
 * request does not account for follow at the end.
 */
export function orderActionOutputs(result: ActionsResult, requested: readonly Action[] = []): ActionOutput[] {
  const queues: Record<ActionOutput['kind'], ActionOutput[]> = {
    screenshot: (result.screenshots ?? []).map((url, index) => ({ kind: 'screenshot', url, index })),
    scrape: (result.scrapes ?? []).map((s, index) => ({ kind: 'scrape', url: s.url, html: s.html, index })),
    javascript: (result.javascriptReturns ?? []).map((r, index) => ({
      kind: 'javascript',
      type: r.type,
      value: r.value,
      index,
    })),
    pdf: (result.pdfs ?? []).map((value, index) => ({ kind: 'pdf', value, index })),
  };
  const ordered: ActionOutput[] = [];
  for (const action of requested) {
    const kind = PRODUCES[action.type];
    const next = kind && queues[kind].shift();
    if (next) ordered.push(next);
  }
  return [...ordered, ...queues.screenshot, ...queues.scrape, ...queues.javascript, ...queues.pdf];
}
