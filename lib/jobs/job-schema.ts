import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { parseOptionsSchema } from '@/lib/api/schemas/parse-options';
import { parseDataSchema } from '@/lib/api/schemas/parse-response';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { batchFields } from '@/lib/jobs/batch-schema';

export const engineSchema = z.enum(['local', 'remote']);
export type Engine = z.infer<typeof engineSchema>;

export const JOB_STATUSES = ['running', 'done', 'failed', 'interrupted', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobProgressSchema = z.object({
  message: z.string(),
  /** 0..1 when the engine can tell; absent for "working…". */
  fraction: z.number().min(0).max(1).optional(),
  /** Waiting to try again (a 429 or 5xx): when, in ms since the epoch, so views count down. */
  retryAt: z.number().optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

const jobBase = {
  id: z.string(),
  engine: engineSchema,
  status: jobStatusSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.number().optional(),
  progress: jobProgressSchema.optional(),
  error: apiErrorDataSchema.optional(),
  /** What the user saw while starting: the tab's title, the file's name. */
  title: z.string().optional(),
  /** The program that asked for the job through the bridge (client-name.ts); absent for the user's own. */
  client: z.string().max(100).optional(),
};

// The result of a scrape is a subset of a parse result: one schema reads both from history.
const resultSchema = parseDataSchema.optional();

export const scrapeJobSchema = z.object({
  ...jobBase,
  kind: z.literal('scrape'),
  url: z.string(),
  tabId: z.number().optional(),
  request: scrapeRequestSchema,
  result: resultSchema,
});

export const parseJobSchema = z.object({
  ...jobBase,
  kind: z.literal('parse'),
  fileName: z.string(),
  fileSize: z.number(),
  fileType: z.string().optional(),
  /** The file's bytes stay in history's `files` store under the job id, for retry. */
  options: parseOptionsSchema,
  /** The page the file came from, for "send the rendered page". */
  url: z.string().optional(),
  result: resultSchema,
});

/** Many pages at once (lib/batch/): the record holds counts; its items live in a store of their own. */
export const batchJobSchema = z.object({
  ...jobBase,
  kind: z.literal('batch'),
  ...batchFields,
  /** No page of its own and no result of its own: each item has them. */
  url: z.undefined().optional(),
  result: z.undefined().optional(),
});

/** A job as kept in history. Never holds the API key. */
export const jobSchema = z.discriminatedUnion('kind', [scrapeJobSchema, parseJobSchema, batchJobSchema]);
export type Job = z.infer<typeof jobSchema>;
export type ScrapeJob = z.infer<typeof scrapeJobSchema>;
export type ParseJob = z.infer<typeof parseJobSchema>;
export type BatchJob = z.infer<typeof batchJobSchema>;

/**
 * What lists read: a job without its result (which history keeps apart and reads only when it
 * is shown), with the result's size and the page it is of.
 */
const summaryFields = {
  /** Characters of text in the result (markdown, html, raw html, screenshot), when there is one. */
  resultSize: z.number().optional(),
  /** The page the job is of (URL without fragment or trailing slash), for "earlier results". */
  pageKey: z.string().optional(),
};
export const jobSummarySchema = z.discriminatedUnion('kind', [
  scrapeJobSchema.omit({ result: true }).extend(summaryFields),
  parseJobSchema.omit({ result: true }).extend(summaryFields),
  batchJobSchema.extend(summaryFields),
]);
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const isFinished = (job: Job) => job.status !== 'running';
