import { invalidRequest } from '@/lib/api/field-errors';
import {
  monitorCheckDetailResponseSchema,
  monitorCheckListResponseSchema,
  monitorCreateRequestSchema,
  monitorListResponseSchema,
  monitorResponseSchema,
  monitorRunResponseSchema,
  monitorUpdateRequestSchema,
  successResponseSchema,
  type MonitorCreateRequestInput,
} from '@/lib/api/schemas/monitor';
import { call, type CallOptions, type TransportConfig } from '@/lib/api/transport';
import type { z } from 'zod';

const DEADLINE_MS = 30_000;
type Opts = Pick<CallOptions, 'signal'>;
type Paging = { limit?: number; offset?: number };

const page = (
  { limit, offset }: Paging & { status?: string; skip?: number },
  extra: Record<string, string | undefined> = {},
) =>
  Object.fromEntries(
    Object.entries({ limit: limit?.toString(), offset: offset?.toString(), ...extra }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
const id = (value: string) => encodeURIComponent(value);

/**
 * The service's monitors (v2): create, list, get, update, delete, run now, checks, one check.
 * Same transport as every other call: bearer auth, a deadline, bounded retries of 408/429/5xx.
 */
export function monitorClient(transport: () => TransportConfig) {
  const json = (value: unknown) => {
    const body = JSON.stringify(value);
    return () => ({ body, contentType: 'application/json' });
  };
  const get = <T>(path: string, schema: z.ZodType<T>, query: Record<string, string>, opts: Opts) =>
    call(transport(), { method: 'GET', path, query, deadlineMs: DEADLINE_MS, schema, ...opts });
  return {
    async create(request: MonitorCreateRequestInput, opts: Opts = {}) {
      const checked = monitorCreateRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('monitor', checked.error);
      return call(transport(), {
        method: 'POST',
        path: 'v2/monitor',
        body: json(checked.data),
        deadlineMs: DEADLINE_MS,
        schema: monitorResponseSchema,
        ...opts,
      });
    },
    list(paging: Paging = {}, opts: Opts = {}) {
      return get('v2/monitor', monitorListResponseSchema, page(paging), opts);
    },
    get(monitorId: string, opts: Opts = {}) {
      return get(`v2/monitor/${id(monitorId)}`, monitorResponseSchema, {}, opts);
    },
    async update(monitorId: string, change: z.input<typeof monitorUpdateRequestSchema>, opts: Opts = {}) {
      const checked = monitorUpdateRequestSchema.safeParse(change);
      if (!checked.success) throw invalidRequest('monitor update', checked.error);
      return call(transport(), {
        method: 'PATCH',
        path: `v2/monitor/${id(monitorId)}`,
        body: json(checked.data),
        deadlineMs: DEADLINE_MS,
        schema: monitorResponseSchema,
        ...opts,
      });
    },
    delete(monitorId: string, opts: Opts = {}) {
      return call(transport(), {
        method: 'DELETE',
        path: `v2/monitor/${id(monitorId)}`,
        deadlineMs: DEADLINE_MS,
        schema: successResponseSchema,
        ...opts,
      });
    },
    run(monitorId: string, opts: Opts = {}) {
      return call(transport(), {
        method: 'POST',
        path: `v2/monitor/${id(monitorId)}/run`,
        deadlineMs: DEADLINE_MS,
        schema: monitorRunResponseSchema,
        ...opts,
      });
    },
    checks(monitorId: string, paging: Paging & { status?: string } = {}, opts: Opts = {}) {
      return get(
        `v2/monitor/${id(monitorId)}/checks`,
        monitorCheckListResponseSchema,
        page(paging, { status: paging.status }),
        opts,
      );
    },
    check(
      monitorId: string,
      checkId: string,
      paging: { limit?: number; skip?: number; status?: string } = {},
      opts: Opts = {},
    ) {
      const query = page({ limit: paging.limit }, { skip: paging.skip?.toString(), status: paging.status });
      return get(`v2/monitor/${id(monitorId)}/checks/${id(checkId)}`, monitorCheckDetailResponseSchema, query, opts);
    },
  };
}
