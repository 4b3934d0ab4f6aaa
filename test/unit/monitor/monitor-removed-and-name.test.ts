import { describe, expect, it } from 'vitest';
import { outcomeOfRead } from '@/lib/monitor/check-outcome';
import { localMonitorSchema, monitorLabel, monitorSetupSchema, type LocalMonitor } from '@/lib/monitor/monitor-schema';

const monitor = (over: Partial<LocalMonitor> = {}): LocalMonitor => ({
  id: 'm1',
  request: { url: 'https://e.com/p' },
  schedule: { every: 'hour' },
  status: 'active',
  changeRule: { ignoreNumbers: false, ignoreDates: false, ignoreWhitespace: false },
  createdAt: 0,
  updatedAt: 0,
  nextCheckAt: 0,
  failures: 0,
  lastSeq: 1,
  unseen: 0,
  ...over,
});
const read = (text: string, statusCode = 200) => ({
  markdown: `# P\n\n${text}\n`,
  metadata: { title: statusCode === 404 ? 'Not found' : 'P', sourceURL: 'https://e.com/p', statusCode },
});
const before = { seq: 1, content: { result: read('Price 10') } };

describe('a monitored page that answers an HTTP error', () => {
  it("is removed when it starts answering 404 or 410 (the service's status), not a change of text", () => {
    for (const status of [404, 410]) {
      const outcome = outcomeOfRead(monitor(), before, read('There is no such page', status), 5, 'scheduled');
      expect(outcome.check).toMatchObject({ status: 'removed', statusCode: status, contentSeq: 2 });
      expect(outcome.check.summary).toBeUndefined();
      expect(outcome.monitor).toMatchObject({ unseen: 1, failures: 0, title: undefined }); // "Not found" is no title
      expect(outcome.content?.result.metadata?.statusCode).toBe(status);
    }
  });

  it('is the same while it stays gone, and changed when it comes back', () => {
    const gone = { seq: 2, content: { result: read('There is no such page', 404) } };
    expect(outcomeOfRead(monitor(), gone, read('Still nothing', 404), 5, 'scheduled').check.status).toBe('same');
    expect(outcomeOfRead(monitor(), gone, read('Price 10'), 5, 'scheduled').check.status).toBe('changed');
  });

  it('fails a check on any other error status (a server error says nothing of the page), retried with back-off', () => {
    const outcome = outcomeOfRead(monitor(), before, read('Oops', 500), 5, 'scheduled');
    expect(outcome.check).toMatchObject({ status: 'failed', error: { status: 500, message: 'Server error (500)' } });
    expect(outcome.monitor.failures).toBe(1);
    expect(outcome.content).toBeUndefined();
  });
});

describe("a monitor's name", () => {
  it('is optional: a record from before names none, and reads as before', () => {
    const old = { ...monitor(), title: 'Kettle' } as Record<string, unknown>;
    delete old.name;
    const parsed = localMonitorSchema.parse(old);
    expect(parsed.name).toBeUndefined();
    expect(monitorLabel(parsed)).toBe('Kettle');
  });

  it('is trimmed and at most 100 characters; the card shows it, else the title, else the address', () => {
    const setup = { request: { url: 'https://e.com/p' }, schedule: { every: 'hour' }, changeRule: {} };
    expect(monitorSetupSchema.parse({ ...setup, name: '  Price watch ' }).name).toBe('Price watch');
    expect(monitorSetupSchema.safeParse({ ...setup, name: 'x'.repeat(101) }).success).toBe(false);
    expect(monitorLabel({ ...monitor(), name: 'Price watch', title: 'Kettle' })).toBe('Price watch');
    expect(monitorLabel({ ...monitor(), name: '', title: 'Kettle' })).toBe('Kettle');
    expect(monitorLabel(monitor())).toBe('https://e.com/p');
  });
});
