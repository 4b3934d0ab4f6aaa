import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import { findRoute, type RouteBody, type RouteTable } from '../route-table';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { newCheck, runCheck } from './monitor-check';
import { monitorsOf, type StoredMonitor } from './monitor-state';
import { monitorProblem } from './monitor-validation';
import { cronOf, nextRunAt } from './monitor-schedule';

// /v2/monitor and its sub-paths (a route table: see route-table.ts).
type Body = RouteBody;

const PATHS: RouteTable = [
  [/^\/v2\/monitor$/, { POST: create, GET: list }],
  [/^\/v2\/monitor\/([^/]+)$/, { GET: getOne, PATCH: update, DELETE: remove }],
  [/^\/v2\/monitor\/([^/]+)\/run$/, { POST: run }],
  [/^\/v2\/monitor\/([^/]+)\/checks$/, { GET: checks }],
  [/^\/v2\/monitor\/([^/]+)\/checks\/([^/]+)$/, { GET: oneCheck }],
];

export const monitorRoute = (method: string | undefined, pathname: string) => findRoute(PATHS, method, pathname);

const segments = (url: URL) => url.pathname.split('/').slice(3).map(decodeURIComponent); // [monitorId, 'checks', checkId]
const notFound = (res: ServerResponse, what = 'Monitor') =>
  sendJson(res, 404, { success: false, error: `${what} not found` });
const badRequest = (res: ServerResponse, error: string) =>
  sendJson(res, 400, { success: false, code: 'BAD_REQUEST', error });
const paging = (url: URL) => ({
  limit: Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25)),
  offset: Math.max(0, Number(url.searchParams.get('offset') ?? url.searchParams.get('skip') ?? 0) || 0),
});

function findMonitor(team: Team, id: string | undefined): StoredMonitor | undefined {
  const monitor = id ? monitorsOf(team).monitors.get(id) : undefined;
  return monitor && monitor.status !== 'deleted' ? monitor : undefined;
}

function shape(body: Record<string, unknown>, previous?: StoredMonitor): StoredMonitor {
  const now = new Date().toISOString();
  const schedule = body.schedule as { cron?: string; text?: string; timezone?: string } | undefined;
  const cron = schedule ? cronOf(schedule) : String((previous?.schedule as { cron: string }).cron);
  const targets = ((body.targets ?? previous?.targets) as Record<string, unknown>[]).map((t) => ({
    ...t,
    id: (t.id as string | undefined) ?? randomUUID(),
  }));
  const goal = body.goal !== undefined ? body.goal : (previous?.goal ?? null);
  return {
    ...previous,
    id: previous?.id ?? randomUUID(),
    name: body.name ?? previous?.name,
    status: (body.status as string | undefined) ?? previous?.status ?? 'active',
    schedule: {
      cron,
      timezone: schedule?.timezone ?? (previous?.schedule as { timezone?: string } | undefined)?.timezone ?? 'UTC',
    },
    nextRunAt: nextRunAt(cron),
    lastRunAt: previous?.lastRunAt ?? null,
    currentCheckId: previous?.currentCheckId ?? null,
    targets,
    webhook: body.webhook ?? previous?.webhook,
    notification: body.notification ?? previous?.notification,
    retentionDays: body.retentionDays ?? previous?.retentionDays ?? 30,
    estimatedCreditsPerMonth:
      Math.round((30 * 24 * 60) / Math.max(5, Number(/\/(\d+)/.exec(cron)?.[1] ?? 60))) * targets.length,
    lastCheckSummary: previous?.lastCheckSummary,
    goal,
    judgeEnabled: body.judgeEnabled ?? previous?.judgeEnabled ?? Boolean(goal),
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

function create(_ctx: ServerContext, team: Team, body: Body, res: ServerResponse) {
  const value = (body.value ?? {}) as Record<string, unknown>;
  const problem = body.kind === 'json' ? monitorProblem(value) : 'Expected a JSON body';
  if (problem) return badRequest(res, problem);
  const monitor = shape(value);
  monitorsOf(team).monitors.set(monitor.id, monitor);
  sendJson(res, 200, { success: true, data: monitor });
}

function list(_ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const { limit, offset } = paging(url);
  const all = [...monitorsOf(team).monitors.values()].filter((m) => m.status !== 'deleted');
  sendJson(res, 200, { success: true, data: all.slice(offset, offset + limit) });
}

function getOne(_ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const monitor = findMonitor(team, segments(url)[0]);
  return monitor ? sendJson(res, 200, { success: true, data: monitor }) : notFound(res);
}

function update(_ctx: ServerContext, team: Team, body: Body, res: ServerResponse, url: URL) {
  const monitor = findMonitor(team, segments(url)[0]);
  if (!monitor) return notFound(res);
  const value = (body.value ?? {}) as Record<string, unknown>;
  const problem = body.kind === 'json' ? monitorProblem(value, { update: true }) : 'Expected a JSON body';
  if (problem) return badRequest(res, problem);
  const next = shape(value, monitor);
  monitorsOf(team).monitors.set(next.id, next);
  sendJson(res, 200, { success: true, data: next });
}

function remove(_ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const monitor = findMonitor(team, segments(url)[0]);
  if (!monitor) return notFound(res);
  monitor.status = 'deleted';
  sendJson(res, 200, { success: true });
}

function run(ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const monitor = findMonitor(team, segments(url)[0]);
  if (!monitor) return notFound(res);
  if (monitor.currentCheckId)
    return sendJson(res, 409, { success: false, error: 'A monitor check is already running' });
  const state = monitorsOf(team);
  const check = newCheck(monitor, 'manual');
  monitor.currentCheckId = check.id;
  state.checks.set(monitor.id, [check, ...(state.checks.get(monitor.id) ?? [])]);
  const { pages: _pages, ...queued } = check;
  sendJson(res, 200, { success: true, id: check.id, data: structuredClone(queued) });
  void runCheck(ctx, state, monitor, check).catch((error: unknown) => {
    Object.assign(check, { status: 'failed', error: String(error), finishedAt: new Date().toISOString() });
    monitor.currentCheckId = null;
  });
}

function checks(_ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const monitor = findMonitor(team, segments(url)[0]);
  if (!monitor) return notFound(res);
  const { limit, offset } = paging(url);
  const status = url.searchParams.get('status');
  const all = (monitorsOf(team).checks.get(monitor.id) ?? []).filter((c) => !status || c.status === status);
  sendJson(res, 200, { success: true, data: all.slice(offset, offset + limit).map(({ pages: _pages, ...c }) => c) });
}

function oneCheck(_ctx: ServerContext, team: Team, _body: Body, res: ServerResponse, url: URL) {
  const [monitorId, , checkId] = segments(url);
  const monitor = findMonitor(team, monitorId);
  const check = monitor && (monitorsOf(team).checks.get(monitor.id) ?? []).find((c) => c.id === checkId);
  if (!check) return notFound(res, monitor ? 'Monitor check' : 'Monitor');
  const { limit, offset: skip } = paging(url);
  const status = url.searchParams.get('status');
  const pages = check.pages.filter((p) => !status || p.status === status);
  const next =
    skip + limit < pages.length
      ? `${url.origin}${url.pathname}?skip=${skip + limit}&limit=${limit}${status ? `&status=${status}` : ''}`
      : null;
  sendJson(res, 200, { success: true, next, data: { ...check, pages: pages.slice(skip, skip + limit), next } });
}
