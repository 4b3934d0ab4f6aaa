import { MESSAGES } from '../messages';
import { sendJson } from '../http-util';
import type { ServerResponse } from 'node:http';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { validationBody } from '../validation';
import { buildScrapeData } from './build-data';
import { fetchPage } from './fetch-page';
import { policyRefusal } from './policy';
import { looksLikePromptInjection, renderFetched } from './render';
import { scrapeSchema } from './schema';
import { normalizeUrl } from './url';

// POST /v1/scrape: validate, check team policy, fetch the page, answer with its formats.
export async function handleScrape(ctx: ServerContext, team: Team, body: unknown, res: ServerResponse): Promise<void> {
  const answer = await answerScrape(ctx, team, body);
  sendJson(res, answer.status, answer.body);
}

/** The status and body a scrape request gets (also one page of a batch scrape). */
export async function answerScrape(
  ctx: ServerContext,
  team: Team,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const parsed = scrapeSchema(ctx.options.promptInjectionCheck === true).safeParse(body);
  if (!parsed.success)
    return { status: 400, body: validationBody(parsed.error.issues, 'v1') as unknown as Record<string, unknown> };
  const req = { ...parsed.data, url: normalizeUrl(parsed.data.url) };
  const refusal = policyRefusal(team, req);
  if (refusal) return refusal;
  const page = await fetchPage(req.url, {
    timeoutMs: req.timeout ?? 30000,
    headers: req.headers,
    fixtureOrigin: ctx.options.fixtureOrigin,
  });
  if (!page.ok) return { status: page.status, body: page.body };
  const rendered = renderFetched(page, req);
  if (req.jsonOptions?.checkPromptInjection && looksLikePromptInjection(rendered.text)) {
    return {
      status: 403,
      body: { success: false, code: 'SCRAPE_PROMPT_INJECTION_DETECTED', error: MESSAGES.promptInjection },
    };
  }
  return { status: 200, body: { success: true, data: buildScrapeData(ctx, team, req, page, rendered) } };
}
