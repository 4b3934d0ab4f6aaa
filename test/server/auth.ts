import type { IncomingMessage } from 'node:http';
import { findKey, type ApiKey, type Team, type Teams } from './teams';

export type AuthResult = { ok: true; team: Team; apiKey: ApiKey } | { ok: false; error: string };

// Like the real middleware: the token is the second word of the Authorization header.
export function authenticate(req: IncomingMessage, teams: Teams): AuthResult {
  const token = req.headers.authorization?.split(' ')[1];
  if (!token) return { ok: false, error: 'Unauthorized: Token missing' };
  const found = findKey(teams, token);
  return found ? { ok: true, ...found } : { ok: false, error: 'Unauthorized: Invalid token' };
}
