import { z } from 'zod';
import { strictObject } from '../validation';
import { parseFormat, parseOptionsSchema } from '../parse/options-schema';
import { actionSchema } from '../scrape/actions-schema';
import { location, threatProtection } from '../scrape/schema';

// A v2 crawl's `scrapeOptions` (v2 document: components.schemas.ScrapeOptions), strict at every
// level like the service. Formats as strings or {type} objects, as parse takes them, plus the
// object formats only scrape has.
const s = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v2');

const QUESTION_MAX = 10000;

const v2Format = z.union([
  parseFormat,
  s({ type: z.enum(['product', 'menu', 'audio', 'video']) }),
  s({ type: z.literal('question'), question: z.string().max(QUESTION_MAX) }),
  s({ type: z.literal('highlights'), query: z.string().max(QUESTION_MAX) }),
]);

// v2 screenshots (action and format alike) may set a viewport; the other actions are v1's.
const v2Action = z.union([
  s({
    type: z.literal('screenshot'),
    fullPage: z.boolean().optional(),
    quality: z.number().int().min(1).max(100).optional(),
    viewport: s({ width: z.number().int(), height: z.number().int() }).optional(),
  }),
  actionSchema,
]);

// Parse's options minus the request-level fields, plus what only a scrape has.
const { origin: _o, integration: _i, zeroDataRetention: _z, ...parseShape } = parseOptionsSchema.shape;

export const scrapeOptionsV2 = s({
  ...parseShape,
  formats: z.array(v2Format).optional(),
  actions: z.array(v2Action).max(50, 'Number of actions cannot exceed 50').optional(),
  proxy: z.enum(['basic', 'enhanced', 'auto']).optional(),
  location: location.optional(),
  maxAge: z.number().int().min(0).optional(),
  minAge: z.number().int().min(0).optional(),
  storeInCache: z.boolean().optional(),
  onlyCleanContent: z.boolean().optional(),
  lockdown: z.boolean().optional(),
  profile: s({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() }).optional(),
  threatProtection: threatProtection.optional(),
});
export type ScrapeOptionsV2 = z.infer<typeof scrapeOptionsV2>;
