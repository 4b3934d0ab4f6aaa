import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { hasDebuggerAccess } from '@/lib/permissions/debugger-access';
import { withDebugger } from '@/lib/engines/local/scrape/debugger-session';
import { t } from '@/lib/i18n/t';

export type ScriptReturn = {
  type: string;
  value?: unknown;
};

/**
 * Runs an executeJavascript action in the page's own world, where page variables are visible.
 * With the debugger granted: CDP Runtime.evaluate, which no page CSP blocks. Otherwise indirect
 * eval in the MAIN world, which a strict CSP refuses (said plainly). A script may be an
 * expression or statements; one that uses `return` runs as an async function body.
 */
export async function runScript(tabId: number, script: string): Promise<ScriptReturn> {
  const outcome = (await hasDebuggerAccess())
    ? await evaluateWithDebugger(tabId, script)
    : await evaluateInPage(tabId, script);
  if ('error' in outcome)
    throw new ApiError({
      kind: 'scrape-failed',
      message: outcome.csp ? t('localScrape_cspForbids') : t('localScrape_scriptFailed', outcome.error),
    });
  return outcome;
}

type Outcome = ScriptReturn | { error: string; csp?: boolean };

async function evaluateInPage(tabId: number, script: string): Promise<Outcome> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    func: async (source: string) => {
      const indirectEval = eval;
      try {
        let value: unknown;
        try {
          value = await indirectEval(source);
        } catch (error) {
          if (!(error instanceof SyntaxError && /return/i.test(error.message))) throw error;
          value = await indirectEval(`(async () => {\n${source}\n})()`);
        }
        const type = value === null ? 'null' : typeof value;
        return value === undefined ? { type } : { type, value: JSON.parse(JSON.stringify(value) ?? 'null') as unknown };
      } catch (error) {
        return {
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          csp: error instanceof EvalError,
        };
      }
    },
    args: [script],
  });
  return (frame?.result as Outcome | undefined) ?? { error: t('localScrape_noAnswer') };
}

interface Evaluated {
  result: { type: string; subtype?: string; value?: unknown };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

async function evaluateWithDebugger(tabId: number, script: string): Promise<Outcome> {
  return withDebugger(tabId, async (send) => {
    const evaluate = (expression: string) =>
      send<Evaluated>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture: true });
    let answer = await evaluate(script);
    if (answer.exceptionDetails?.exception?.description?.includes('Illegal return'))
      answer = await evaluate(`(async () => {\n${script}\n})()`);
    if (answer.exceptionDetails)
      return { error: answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text };
    const { type, subtype, value } = answer.result;
    return type === 'undefined' ? { type } : { type: subtype === 'null' ? 'null' : type, value };
  });
}
