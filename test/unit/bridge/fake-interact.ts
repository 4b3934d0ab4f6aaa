import type { BridgeInteract } from '@/lib/bridge/bridge-deps';
import type { EndedSession, LocalSession, PromptResult } from '@/lib/interact';

// A fake of the background's sessions in the user's tabs, for the router's interact routes: scrapes
// it knows, sessions in memory, and each run answered by the test (what it was asked is recorded).

export interface FakeInteract extends BridgeInteract {
  sessions: Map<string, LocalSession>;
  ended: Map<string, EndedSession>;
  runs: { session: string; what: { code: string } | { prompt: string }; timeout: number; language?: string }[];
  /** What the next runs answer, in order (then a plain success). */
  answers: PromptResult[];
}

export function fakeInteract(options: { scrapes?: string[]; reopened?: boolean; node?: boolean } = {}): FakeInteract {
  const scrapes = new Set(options.scrapes ?? ['job-1']);
  const sessions = new Map<string, LocalSession>();
  const ended = new Map<string, EndedSession>();
  const runs: FakeInteract['runs'] = [];
  const answers: PromptResult[] = [];
  let made = 0;
  const session = (jobId?: string): LocalSession => {
    made += 1;
    const now = 1_700_000_000_000;
    return {
      id: `session-${made}`,
      ...(jobId && { jobId }),
      tabId: 100 + made,
      client: 'curl',
      url: 'https://intranet.example/list',
      createdAt: now,
      lastActivity: now,
      ttlMs: 600_000,
      activityTtlMs: 300_000,
      nextRef: 1,
      transcript: [],
    };
  };
  const answer = (): PromptResult => answers.shift() ?? { stdout: '✓ Done\n', stderr: '', exitCode: 0, killed: false };
  const fake: FakeInteract = {
    sessions,
    ended,
    runs,
    answers,
    knowsScrape: async (jobId) => scrapes.has(jobId),
    async openOnScrape(jobId) {
      if (!scrapes.has(jobId)) return undefined;
      const running = [...sessions.values()].find((s) => s.jobId === jobId);
      if (running) return { session: running, reopened: false };
      const gone = [...ended.values()].find((s) => s.jobId === jobId);
      if (gone) return { ended: gone };
      const opened = session(jobId);
      sessions.set(opened.id, opened);
      return { session: opened, reopened: options.reopened ?? false };
    },
    async create() {
      const opened = session();
      sessions.set(opened.id, opened);
      return opened;
    },
    find: (id) => {
      const found = sessions.get(id);
      if (found) return { session: found };
      const gone = ended.get(id);
      return gone ? { ended: gone } : undefined;
    },
    onScrape: (jobId) => {
      const found = [...sessions.values()].find((s) => s.jobId === jobId);
      if (found) return { session: found };
      const gone = [...ended.values()].find((s) => s.jobId === jobId);
      return gone ? { ended: gone } : undefined;
    },
    list: () => ({ active: [...sessions.values()], ended: [...ended.values()] }),
    async end(s) {
      sessions.delete(s.id);
      const record: EndedSession = { ...s, endedAt: s.createdAt + 1234, reason: 'stopped' };
      ended.set(s.id, record);
      return record;
    },
    async run(s, what, timeout) {
      runs.push({ session: s.id, what, timeout });
      return answer();
    },
    async runNode(s, code, timeout) {
      runs.push({ session: s.id, what: { code }, timeout, language: 'node' });
      return answer();
    },
    cdpUrl: async (s) => (options.node ? `ws://127.0.0.1:3002/cdp/token/${s.id}` : undefined),
    nodeSupport: () =>
      options.node ? { ok: true } : { ok: false, code: 'INTERACT_NODE_UNAVAILABLE', message: 'node is not here.' },
    shown: (what) =>
      'prompt' in what ? { detail: what.prompt, acts: ['prompt'] } : { detail: what.code, acts: ['click'] },
  };
  return fake;
}
