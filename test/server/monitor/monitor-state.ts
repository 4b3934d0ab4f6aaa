import type { Team } from '../teams';

// Monitors live with their team: a reset seeds new teams, so their monitors go too.
export interface StoredPage {
  id: string;
  targetId: string;
  url: string;
  status: string;
  statusCode: number | null;
  error: string | null;
  diff: { text: string } | null;
  createdAt: string;
  previousScrapeId: string | null;
  currentScrapeId: string | null;
  metadata: Record<string, unknown> | null;
  judgment: null;
  snapshot: null;
}
export interface StoredCheck {
  [k: string]: unknown;
  id: string;
  monitorId: string;
  status: string;
  pages: StoredPage[];
}
export interface StoredMonitor {
  [k: string]: unknown;
  id: string;
  status: string;
  targets: Record<string, unknown>[];
}

export interface TeamMonitors {
  monitors: Map<string, StoredMonitor>;
  checks: Map<string, StoredCheck[]>;
  /** The last markdown per monitor + url: what the next check compares with. */
  lastMarkdown: Map<string, { markdown: string; scrapeId: string }>;
}

const byTeam = new WeakMap<Team, TeamMonitors>();

export function monitorsOf(team: Team): TeamMonitors {
  let state = byTeam.get(team);
  if (!state) {
    state = { monitors: new Map(), checks: new Map(), lastMarkdown: new Map() };
    byTeam.set(team, state);
  }
  return state;
}
