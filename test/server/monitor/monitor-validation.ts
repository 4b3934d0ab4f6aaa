// The service's checks of a monitor request, per the v2 OpenAPI document (MonitorCreateRequest,
// MonitorUpdateRequest, MonitorSchedule, MonitorTarget): the first problem found, in its words.

const TEXT_SCHEDULES = [
  /^every (\d+) minutes?( starting at :\d{2})?$/,
  /^hourly$/,
  /^every (\d+) hours?$/,
  /^daily( at \d{1,2}(:\d{2})?\s*(am|pm)?)?$/i,
  /^weekly$/,
];
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const isUrl = (v: unknown) => {
  try {
    return typeof v === 'string' && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};
type Body = Record<string, unknown>;

export function scheduleProblem(schedule: unknown): string | undefined {
  if (!schedule || typeof schedule !== 'object') return 'schedule is required';
  const { cron, text, timezone } = schedule as Body;
  if ((cron === undefined) === (text === undefined)) return 'schedule: provide either cron or text';
  if (timezone !== undefined && (typeof timezone !== 'string' || !isZone(timezone)))
    return `schedule.timezone: unknown timezone ${String(timezone)}`;
  if (typeof text === 'string' && !TEXT_SCHEDULES.some((p) => p.test(text.trim())))
    return `schedule.text: could not understand "${text}"`;
  if (cron !== undefined) {
    if (typeof cron !== 'string' || cron.trim().split(/\s+/).length !== 5)
      return 'schedule.cron: expected a five-field cron expression';
    const step = /^\*\/(\d+)$/.exec(cron.trim().split(/\s+/)[0] ?? '');
    if (step && Number(step[1]) < 5) return 'schedule.cron: minimum interval is 5 minutes';
    if (cron.trim().split(/\s+/)[0] === '*') return 'schedule.cron: minimum interval is 5 minutes';
  }
  return undefined;
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function targetProblem(target: unknown, i: number): string | undefined {
  if (!target || typeof target !== 'object') return `targets[${i}]: expected an object`;
  const t = target as Body;
  if (t.type === 'scrape')
    return Array.isArray(t.urls) && t.urls.length > 0 && t.urls.every(isUrl)
      ? undefined
      : `targets[${i}].urls: at least one valid URL`;
  if (t.type === 'crawl') return isUrl(t.url) ? undefined : `targets[${i}].url: a valid URL`;
  if (t.type === 'search') {
    const q = t.queries;
    return Array.isArray(q) &&
      q.length >= 1 &&
      q.length <= 12 &&
      q.every((s) => typeof s === 'string' && s.length >= 1 && s.length <= 256)
      ? undefined
      : `targets[${i}].queries: 1 to 12 queries`;
  }
  return `targets[${i}].type: expected scrape, crawl or search`;
}

const ALLOWED = new Set([
  'name',
  'schedule',
  'webhook',
  'notification',
  'targets',
  'retentionDays',
  'goal',
  'judgeEnabled',
]);

/** Why a create (or, with `update`, a patch) would be refused; undefined when it is fine. */
export function monitorProblem(body: Body, { update = false }: { update?: boolean } = {}): string | undefined {
  const unknown = Object.keys(body).filter((k) => !ALLOWED.has(k) && !(update && k === 'status'));
  if (unknown.length) return `Unrecognized key(s) in object: ${unknown.map((k) => `'${k}'`).join(', ')}`;
  if (update && Object.keys(body).length === 0) return 'Include at least one field to update';
  if (!update || body.name !== undefined) {
    if (typeof body.name !== 'string' || !body.name || body.name.length > 256)
      return 'name: a string of 1 to 256 characters';
  }
  if (!update || body.schedule !== undefined) {
    const problem = scheduleProblem(body.schedule);
    if (problem) return problem;
  }
  if (!update || body.targets !== undefined) {
    if (!Array.isArray(body.targets) || body.targets.length < 1 || body.targets.length > 50)
      return 'targets: 1 to 50 targets';
    const problem = body.targets.map(targetProblem).find(Boolean);
    if (problem) return problem;
  }
  if (body.status !== undefined && body.status !== 'active' && body.status !== 'paused')
    return 'status: active or paused';
  const days = body.retentionDays;
  if (days !== undefined && (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 365))
    return 'retentionDays: an integer from 1 to 365';
  if (body.goal !== undefined && body.goal !== null && (typeof body.goal !== 'string' || body.goal.length > 2000))
    return 'goal: at most 2000 characters';
  const webhook = body.webhook as Body | undefined;
  if (webhook !== undefined && !isUrl(webhook?.url)) return 'webhook.url: a valid URL';
  const email = (body.notification as { email?: Body } | undefined)?.email;
  const recipients = email?.recipients;
  if (
    recipients !== undefined &&
    (!Array.isArray(recipients) ||
      recipients.length > 25 ||
      !recipients.every((r) => typeof r === 'string' && EMAIL.test(r)))
  ) {
    return 'notification.email.recipients: up to 25 email addresses';
  }
  const targets = (body.targets as Body[] | undefined) ?? [];
  if (
    targets.some((t) => t.type === 'search') &&
    body.judgeEnabled !== false &&
    !(typeof body.goal === 'string' && body.goal.trim())
  ) {
    return 'goal is required when a monitor has a search target (or set judgeEnabled to false)';
  }
  return undefined;
}
