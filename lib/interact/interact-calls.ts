import type { z } from 'zod';
import { invalidRequest } from '@/lib/api/field-errors';
import { call, type CallOptions, type CallSpec, type TransportConfig } from '@/lib/api/transport';
import { interactError, type InteractSubject } from '@/lib/interact/interact-errors';
import {
  INTERACT_TIMEOUT,
  scrapeInteractRequestSchema,
  scrapeInteractResponseSchema,
  sessionCreatedSchema,
  sessionCreateRequestSchema,
  sessionExecuteRequestSchema,
  sessionExecuteResponseSchema,
  sessionListSchema,
  sessionStoppedSchema,
  type ScrapeInteractResponse,
  type SessionCreated,
  type SessionExecuteResponse,
  type SessionList,
  type SessionStopped,
} from '@/lib/interact/interact-schemas';

type Opts = Pick<CallOptions, 'signal'>;
type ScrapeInteractInput = z.input<typeof scrapeInteractRequestSchema>;
type SessionExecuteInput = z.input<typeof sessionExecuteRequestSchema>;
type SessionCreateInput = z.input<typeof sessionCreateRequestSchema>;

const LISTING_DEADLINE_MS = 30_000;
/** Stopping waits for the browser to close (the server gives up after 30 s). */
const STOP_DEADLINE_MS = 45_000;
/** Opening a session starts a browser (and, for a scrape, replays it to where the scrape left off). */
const OPEN_MARGIN_MS = 60_000;
/**
 * A prompt's timeout is each step's; the service's agent takes up to 25 steps. The wait for its
 * answer is bounded all the same: 25 steps of the timeout, at most 15 minutes.
 */
const AGENT_STEPS = 25;
const PROMPT_WAIT_CAP_MS = 15 * 60_000;

const id = (value: string) => encodeURIComponent(value);

/** How long to wait for a run's answer: its own timeout (or the agent's steps), plus the time to open a browser. */
export function runDeadlineMs(timeout: number | undefined, prompt: boolean): number {
  const seconds = timeout ?? INTERACT_TIMEOUT.default;
  const run = prompt ? Math.min(seconds * 1000 * AGENT_STEPS, PROMPT_WAIT_CAP_MS) : seconds * 1000;
  return run + OPEN_MARGIN_MS;
}

/**
 * The service's interact sessions (v2): a scrape's session (run code or a prompt in it, stop it)
 * and sessions of their own (open, list, run code, stop). Same auth and errors as every call.
 * What starts a browser or runs code is sent once, never retried: a second try would open a
 * second billed browser or run the code twice (a click, a form sent). Failures come back in the
 * interact's own words (interact-errors.ts).
 */
export function interactCalls(transport: () => TransportConfig) {
  const json = (value: unknown) => {
    const body = JSON.stringify(value);
    return () => ({ body, contentType: 'application/json' });
  };
  const once = (): TransportConfig => {
    const cfg = transport();
    return { ...cfg, retry: { ...cfg.retry, maxAttempts: 1 } };
  };
  const send = async <T>(cfg: TransportConfig, spec: CallSpec<T>, subject: InteractSubject): Promise<T> => {
    try {
      return await call(cfg, spec);
    } catch (error) {
      throw interactError(error, subject);
    }
  };

  return {
    /** Runs code, or a prompt, in the browser the scrape left behind (opened on first use). */
    async scrapeInteract(scrapeId: string, request: ScrapeInteractInput, opts: Opts = {}) {
      const checked = scrapeInteractRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('interact', checked.error);
      const { prompt, timeout } = checked.data;
      return send<ScrapeInteractResponse>(
        once(),
        {
          method: 'POST',
          path: `v2/scrape/${id(scrapeId)}/interact`,
          body: json(checked.data),
          deadlineMs: runDeadlineMs(timeout, prompt !== undefined),
          schema: scrapeInteractResponseSchema,
          unsuccessfulIsAnswer: true,
          ...opts,
        },
        'scrape',
      );
    },

    /** Closes the scrape's browser session. */
    async scrapeInteractStop(scrapeId: string, opts: Opts = {}) {
      return send<SessionStopped>(
        transport(),
        {
          method: 'DELETE',
          path: `v2/scrape/${id(scrapeId)}/interact`,
          deadlineMs: STOP_DEADLINE_MS,
          schema: sessionStoppedSchema,
          ...opts,
        },
        'scrape',
      );
    },

    /** Opens a browser session of its own, on a blank page. */
    async sessionCreate(request: SessionCreateInput = {}, opts: Opts = {}) {
      const checked = sessionCreateRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('interact session', checked.error);
      return send<SessionCreated>(
        once(),
        {
          method: 'POST',
          path: 'v2/interact',
          body: json(checked.data),
          deadlineMs: OPEN_MARGIN_MS,
          schema: sessionCreatedSchema,
          ...opts,
        },
        'session',
      );
    },

    /** The team's sessions, all or those of one status. */
    async sessions(filter: { status?: 'active' | 'destroyed' } = {}, opts: Opts = {}) {
      return send<SessionList>(
        transport(),
        {
          method: 'GET',
          path: 'v2/interact',
          query: filter.status ? { status: filter.status } : {},
          deadlineMs: LISTING_DEADLINE_MS,
          schema: sessionListSchema,
          ...opts,
        },
        'session',
      );
    },

    /** Runs code in a session. Its answer says `success: true` even when the code failed: read `exitCode`. */
    async sessionExecute(sessionId: string, request: SessionExecuteInput, opts: Opts = {}) {
      const checked = sessionExecuteRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('interact', checked.error);
      return send<SessionExecuteResponse>(
        once(),
        {
          method: 'POST',
          path: `v2/interact/${id(sessionId)}/execute`,
          body: json(checked.data),
          deadlineMs: runDeadlineMs(checked.data.timeout, false),
          schema: sessionExecuteResponseSchema,
          unsuccessfulIsAnswer: true,
          ...opts,
        },
        'session',
      );
    },

    /** Stops a session (a scrape's too, by its session id). */
    async sessionStop(sessionId: string, opts: Opts = {}) {
      return send<SessionStopped>(
        transport(),
        {
          method: 'DELETE',
          path: `v2/interact/${id(sessionId)}`,
          deadlineMs: STOP_DEADLINE_MS,
          schema: sessionStoppedSchema,
          ...opts,
        },
        'session',
      );
    },
  };
}

export type InteractCalls = ReturnType<typeof interactCalls>;
