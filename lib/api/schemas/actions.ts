import { z } from 'zod';
import { t } from '@/lib/i18n/t';

const selector = z.string().trim().min(1, t('apiSchema_enterSelector'));

/** Bounds the action form shows as well. */
export const WAIT_MS = { min: 1 } as const;
export const SCREENSHOT_QUALITY = { min: 1, max: 100 } as const;

export const PDF_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'] as const;

export const waitActionSchema = z
  .strictObject({
    type: z.literal('wait'),
    milliseconds: z.int().min(WAIT_MS.min, t('apiSchema_waitAtLeast')).optional(),
    selector: selector.optional(),
  })
  .refine((a) => (a.milliseconds === undefined) !== (a.selector === undefined), {
    message: t('apiSchema_waitOneOf'),
    path: ['milliseconds'],
  });

export const screenshotActionSchema = z.strictObject({
  type: z.literal('screenshot'),
  fullPage: z.boolean().optional(),
  quality: z
    .int()
    .min(SCREENSHOT_QUALITY.min, t('apiSchema_quality'))
    .max(SCREENSHOT_QUALITY.max, t('apiSchema_quality'))
    .optional(),
});

export const clickActionSchema = z.strictObject({
  type: z.literal('click'),
  selector,
  all: z.boolean().optional(),
});

export const writeActionSchema = z.strictObject({ type: z.literal('write'), text: z.string() });

export const pressActionSchema = z.strictObject({
  type: z.literal('press'),
  key: z.string().min(1, t('apiSchema_pressKey')),
});

export const scrollActionSchema = z.strictObject({
  type: z.literal('scroll'),
  direction: z.enum(['up', 'down']).optional(),
  selector: selector.optional(),
});

export const scrapeActionSchema = z.strictObject({ type: z.literal('scrape') });

export const executeJavascriptActionSchema = z.strictObject({
  type: z.literal('executeJavascript'),
  script: z.string().min(1, t('apiSchema_script')),
});

export const pdfActionSchema = z.strictObject({
  type: z.literal('pdf'),
  format: z.enum(PDF_FORMATS).optional(),
  landscape: z.boolean().optional(),
  scale: z.number().positive(t('apiSchema_scale')).optional(),
});

export const actionSchema = z.discriminatedUnion('type', [
  waitActionSchema,
  screenshotActionSchema,
  clickActionSchema,
  writeActionSchema,
  pressActionSchema,
  scrollActionSchema,
  scrapeActionSchema,
  executeJavascriptActionSchema,
  pdfActionSchema,
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];
export const ACTION_TYPES = actionSchema.options.map((o) => o.shape.type.value) as ActionType[];

export const MAX_ACTIONS = 50;
