import type { IncomingMessage, ServerResponse } from 'node:http';
import { drain, readJson } from './http-util';
import type { ServerContext } from './state';
import type { Team } from './teams';

// A family of routes as a table of path patterns and, per method, a handler. The router reads the
// body, records it, authenticates and applies switches, then hands over to the handler.
export type RouteBody = { kind: string; value?: unknown };
export type RouteHandler = (
  ctx: ServerContext,
  team: Team,
  body: RouteBody,
  res: ServerResponse,
  url: URL,
) => void | Promise<void>;
export type RouteTable = [RegExp, Record<string, RouteHandler>][];

const readNone = async (req: IncomingMessage) => {
  await drain(req);
  return { kind: 'none' as const };
};

/** The first route of the table with this path and method: how to read its body, and its handler. */
export function findRoute(table: RouteTable, method: string | undefined, pathname: string) {
  for (const [pattern, handlers] of table) {
    if (!pattern.test(pathname) || !method || !handlers[method]) continue;
    const handle = handlers[method];
    return { method, read: method === 'POST' || method === 'PATCH' ? readJson : readNone, handle };
  }
  return undefined;
}
