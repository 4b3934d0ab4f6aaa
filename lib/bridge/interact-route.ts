import { t } from '@/lib/i18n/t';
import type { FoundSession, LocalSession, PromptResult } from '@/lib/interact';
import type { BridgeInteract } from '@/lib/bridge/bridge-deps';
import type { ActShown } from '@/lib/bridge/consent/act-consent';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, withoutAnalytics } from '@/lib/bridge/check-body';
import { failure } from '@/lib/bridge/error-answer';
import {
  createSessionBodySchema,
  executeBodySchema,
  scrapeInteractBodySchema,
  type InteractLanguage,
} from '@/lib/bridge/interact-request';
import { forwarded, type RouteContext } from '@/lib/bridge/route-context';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';

// Interact in the user's own tab (docs/interact.md): a program's local scrape names the tab it
// read (`metadata.scrapeId`), and POST /v2/scrape/{id}/interact runs agent-browser commands or a
// prompt in it; /v2/interact (and the SDK's /v2/browser) manage sessions of their own. Answers
// and refusals as the provider's server gives them (apps/api/src/controllers/v2/scrape-browser.ts,
// browser.ts), with a `code` on each refusal.

export const INTERACT_CODES = {
  jobNotFound: 'INTERACT_JOB_NOT_FOUND',
  sessionNotFound: 'INTERACT_SESSION_NOT_FOUND',
  sessionDestroyed: 'INTERACT_SESSION_DESTROYED',
  languageUnavailable: 'INTERACT_LANGUAGE_UNAVAILABLE',
  codeOrPrompt: 'INTERACT_CODE_OR_PROMPT',
} as const;

const ok = (body: unknown): BridgeAnswer => ({ status: 200, body });

const interactOf = (ctx: RouteContext): BridgeInteract =>
  ctx.deps.interact(ctx.client.name, ctx.client.signal ?? new AbortController().signal, ctx.request.path);

/** The languages refused before anything is opened: python never runs here, node only where it can. */
function refusedLanguage(interact: BridgeInteract, language: InteractLanguage): BridgeAnswer | undefined {
  if (language === 'python') return failure(400, t('bridge_interactNoPython'), INTERACT_CODES.languageUnavailable);
  if (language === 'node') {
    const support = interact.nodeSupport();
    if (!support.ok) return failure(501, support.message, support.code);
  }
  return undefined;
}

/** The session's DevTools address, where it can be served (Chrome, with the bridge's host): `{ cdpUrl }` or nothing. */
async function cdpField(interact: BridgeInteract, session: LocalSession, shown: ActShown) {
  const cdpUrl = await interact.cdpUrl(session, shown);
  return cdpUrl === undefined ? {} : { cdpUrl };
}

/** A run's fields as the service answers them. */
function runFields(result: PromptResult) {
  return {
    ...(result.output ? { output: result.output } : {}),
    stdout: result.stdout,
    result: result.result ?? result.stdout,
    stderr: result.stderr,
    exitCode: result.exitCode,
    killed: result.killed,
    ...(result.modelAnswer !== undefined && { modelAnswer: result.modelAnswer }),
  };
}

const failed = (result: PromptResult) => result.exitCode !== 0 || result.killed;

/** A session gone or never given, in the service's words and a code. */
function notThere(found: FoundSession): BridgeAnswer {
  return found && 'ended' in found
    ? failure(410, SERVICE_WORDING.sessionDestroyed, INTERACT_CODES.sessionDestroyed)
    : failure(404, SERVICE_WORDING.sessionNotFound, INTERACT_CODES.sessionNotFound);
}

async function runIn(
  interact: BridgeInteract,
  session: LocalSession,
  language: InteractLanguage,
  what: { code: string } | { prompt: string },
  timeout: number,
): Promise<PromptResult> {
  if ('code' in what && language === 'node')
    return interact.runNode(session, what.code, timeout, interact.shown(what, language));
  return interact.run(session, what, timeout, interact.shown(what));
}

/** POST /v2/scrape/{scrapeId}/interact: the scrape's session opened (or reused), and the code or prompt run in it. */
export async function scrapeInteractRoute(ctx: RouteContext, jobId: string): Promise<BridgeAnswer> {
  const checked = checkBody(scrapeInteractBodySchema, withoutAnalytics(ctx.request.body), 'v2');
  if (!checked.ok) return checked.answer;
  const body = checked.value;
  if (body.code === undefined && body.prompt === undefined)
    return failure(400, SERVICE_WORDING.codeOrPrompt, INTERACT_CODES.codeOrPrompt);
  const interact = interactOf(ctx);
  // An id History does not hold may be the service's scrape: forwarded when the user allows it.
  if (!(await interact.knowsScrape(jobId)))
    return (await forwarded(ctx)) ?? failure(404, SERVICE_WORDING.jobNotFound, INTERACT_CODES.jobNotFound);
  // Code wins over a prompt, as on the service.
  const what = body.code !== undefined ? { code: body.code } : { prompt: body.prompt! };
  if ('code' in what) {
    const refused = refusedLanguage(interact, body.language);
    if (refused) return refused;
  }
  const life = { ttl: body.ttl, activityTtl: body.activityTtl };
  const shown = interact.shown(what, body.language);
  const opened = await interact.openOnScrape(jobId, life, shown);
  if (!opened) return failure(404, SERVICE_WORDING.jobNotFound, INTERACT_CODES.jobNotFound);
  // One session per scrape, as on the service: once it has ended, a new scrape gets a new one.
  if ('ended' in opened) return failure(410, SERVICE_WORDING.sessionDestroyed, INTERACT_CODES.sessionDestroyed);
  const result = await runIn(interact, opened.session, body.language, what, body.timeout);
  // The scrape's tab had gone: its page was opened again, which stdout's first line says.
  const reopenedNote = opened.reopened ? `${t('bridge_interactReopened', opened.session.url)}\n` : '';
  const fields = runFields({ ...result, stdout: reopenedNote + result.stdout });
  return ok({
    success: !failed(result),
    sessionId: opened.session.id,
    ...(await cdpField(interact, opened.session, shown)),
    liveViewUrl: null,
    interactiveLiveViewUrl: null,
    ...fields,
    ...(failed(result) && { error: result.stderr || SERVICE_WORDING.executionFailed }),
  });
}

/** DELETE /v2/scrape/{scrapeId}/interact: the scrape's session ends, its tab closes. */
export async function stopScrapeInteractRoute(ctx: RouteContext, jobId: string): Promise<BridgeAnswer> {
  const interact = interactOf(ctx);
  const found = interact.onScrape(jobId);
  if (!found || !('session' in found)) {
    if (!found && !(await interact.knowsScrape(jobId))) {
      const service = await forwarded(ctx);
      if (service) return service;
    }
    return failure(404, SERVICE_WORDING.sessionNotFound, INTERACT_CODES.sessionNotFound);
  }
  const ended = await interact.end(found.session);
  return ok({ success: true, sessionDurationMs: ended ? ended.endedAt - ended.createdAt : 0, creditsBilled: 0 });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** POST /v2/interact, /v2/browser: a session of its own on a blank tab; its first command opens a page. */
export async function createSessionRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const checked = checkBody(createSessionBodySchema, withoutAnalytics(ctx.request.body), 'v2');
  if (!checked.ok) return checked.answer;
  const interact = interactOf(ctx);
  const session = await interact.create({ ttl: checked.value.ttl, activityTtl: checked.value.activityTtl });
  return ok({
    success: true,
    id: session.id,
    ...(await cdpField(interact, session, { detail: '', acts: ['read', 'click', 'type', 'navigate'] })),
    liveViewUrl: null,
    interactiveLiveViewUrl: null,
    expiresAt: iso(Math.min(session.createdAt + session.ttlMs, session.lastActivity + session.activityTtlMs)),
  });
}

/** GET /v2/interact, /v2/browser (`?status=active|destroyed`): the sessions in this browser. */
export async function listSessionsRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const status = ctx.request.query.status;
  if (status !== undefined && status !== 'active' && status !== 'destroyed')
    return failure(400, t('bridge_interactBadStatus'), 'BAD_REQUEST');
  const { active, ended } = interactOf(ctx).list();
  const sessions = [
    ...(status === 'destroyed'
      ? []
      : active.map((s) => ({ ...listed(s), status: 'active', lastActivity: iso(s.lastActivity) }))),
    ...(status === 'active'
      ? []
      : ended.map((s) => ({ ...listed(s), status: 'destroyed', lastActivity: iso(s.lastActivity) }))),
  ];
  return ok({ success: true, sessions });
}

const listed = (s: { id: string; createdAt: number }) => ({
  id: s.id,
  liveViewUrl: null,
  interactiveLiveViewUrl: null,
  streamWebView: false,
  createdAt: iso(s.createdAt),
});

/** POST /v2/interact/{id}/execute: code in a session; `success` stays true when the code failed, as on the service. */
export async function executeRoute(ctx: RouteContext, id: string): Promise<BridgeAnswer> {
  const checked = checkBody(executeBodySchema, withoutAnalytics(ctx.request.body), 'v2');
  if (!checked.ok) return checked.answer;
  const interact = interactOf(ctx);
  const found = interact.find(id);
  if (!found || !('session' in found)) return (!found && (await forwarded(ctx))) || notThere(found);
  const refused = refusedLanguage(interact, checked.value.language);
  if (refused) return refused;
  const result = await runIn(
    interact,
    found.session,
    checked.value.language,
    { code: checked.value.code },
    checked.value.timeout,
  );
  return ok({
    success: true,
    ...(await cdpField(interact, found.session, interact.shown({ code: checked.value.code }, checked.value.language))),
    ...runFields(result),
    ...(failed(result) && { error: result.stderr || SERVICE_WORDING.executionFailed }),
  });
}

/** DELETE /v2/interact/{id}: the session ends; one that had ended already is stopped too, as on the service. */
export async function deleteSessionRoute(ctx: RouteContext, id: string): Promise<BridgeAnswer> {
  const interact = interactOf(ctx);
  const found = interact.find(id);
  if (!found) return (await forwarded(ctx)) ?? notThere(found);
  if ('ended' in found) return ok({ success: true, status: 'stopped', creditsBilled: 0 });
  const ended = await interact.end(found.session);
  return ok({
    success: true,
    status: 'stopped',
    sessionDurationMs: ended ? ended.endedAt - ended.createdAt : 0,
    creditsBilled: 0,
  });
}
