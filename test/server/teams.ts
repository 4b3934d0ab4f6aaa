import { seedCrawls, type ActiveCrawl } from './seed-crawls';

// Seeded teams and API keys. Team A has two keys and two active crawls; team B has one key,
// no crawls (the empty state) and no Threat Protection (its overrides get a 403).
export const TEAM_A_KEY = 'fc-test-team-a';
export const TEAM_A_CI_KEY = 'fc-test-team-a-ci';
export const TEAM_B_KEY = 'fc-test-team-b';
export const TEAM_A_ID = '3f6c2a1e-9b4d-4c8e-a2f7-5d1e0b9c8a71';
export const TEAM_B_ID = '8a2d4e6f-1c3b-4a5d-9e7f-0b1c2d3e4f5a';

export interface ApiKey {
  key: string;
  name: string;
}

/** Tokens used per calendar month (oldest first; the last entry is the current month), per key name. */
export interface UsageMonth {
  year: number;
  month: number;
  byKey: Record<string, number>;
}

export interface ThreatPolicy {
  /** Threat Protection is an enterprise feature; without it any threatProtection override is a 403. */
  enabled: boolean;
  /** The organization may forbid per-request overrides (403). */
  overridesAllowed: boolean;
  /** When enforced, threatProtection.mode "off" is refused (403). */
  enforced: boolean;
}

export interface Team {
  id: string;
  name: string;
  keys: ApiKey[];
  crawls: ActiveCrawl[];
  usage: UsageMonth[];
  threatProtection: ThreatPolicy;
  /** zeroDataRetention:true is refused (403) unless the team has it. */
  zeroDataRetention: boolean;
}

export interface Teams {
  a: Team;
  b: Team;
}

export function seedTeams(now: Date = new Date()): Teams {
  return {
    a: {
      id: TEAM_A_ID,
      name: 'Team A',
      keys: [
        { key: TEAM_A_KEY, name: 'Default key' },
        { key: TEAM_A_CI_KEY, name: 'CI key' },
      ],
      crawls: seedCrawls(TEAM_A_ID, now),
      usage: months(now, [
        { 'Default key': 12000, 'CI key': 3000 },
        { 'Default key': 8450, 'CI key': 0 },
        { 'Default key': 15320, 'CI key': 4780 },
        { 'Default key': 2210, 'CI key': 640 },
      ]),
      threatProtection: { enabled: true, overridesAllowed: true, enforced: false },
      zeroDataRetention: false,
    },
    b: {
      id: TEAM_B_ID,
      name: 'Team B',
      keys: [{ key: TEAM_B_KEY, name: 'Default key' }],
      crawls: [],
      usage: months(now, [{ 'Default key': 500 }, { 'Default key': 120 }]),
      threatProtection: { enabled: false, overridesAllowed: true, enforced: false },
      zeroDataRetention: false,
    },
  };
}

// Consecutive calendar months ending with the current one (UTC).
function months(now: Date, byKey: Record<string, number>[]): UsageMonth[] {
  return byKey.map((keys, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (byKey.length - 1 - i), 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth(), byKey: keys };
  });
}

export function findKey(teams: Teams, key: string): { team: Team; apiKey: ApiKey } | undefined {
  for (const team of [teams.a, teams.b]) {
    const apiKey = team.keys.find((k) => k.key === key);
    if (apiKey) return { team, apiKey };
  }
  return undefined;
}
