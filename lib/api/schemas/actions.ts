import { z } from 'zod';

const selector = z.string().trim().min(1, 'Enter a CSS selector.');

export const PDF_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'] as const;

export const waitActionSchema = z
  .strictObject({
    type: z.literal('wait'),
    milliseconds: z.int().min(1, 'Wait at least 1 ms.').optional(),
    selector: selector.optional(),
  })
  .refine((a) => (a.milliseconds === undefined) !== (a.selector === undefined), {
    message: 'A wait takes either milliseconds or a selector, not both and not neither.',
    path: ['milliseconds'],
  });

export const screenshotActionSchema = z.strictObject({
  type: z.literal('screenshot'),
  fullPage: z.boolean().optional(),
  quality: z.int().min(1, 'Quality goes from 1 to 100.').max(100, 'Quality goes from 1 to 100.').optional(),
});

export const clickActionSchema = z.strictObject({
  type: z.literal('click'),
  selector,
  all: z.boolean().optional(),
});

export const writeActionSchema = z.strictObject({ type: z.literal('write'), text: z.string() });

export const pressActionSchema = z.strictObject({
  type: z.literal('press'),
  key: z.string().min(1, 'Name the key to press, such as Enter.'),
});

export const scrollActionSchema = z.strictObject({
  type: z.literal('scroll'),
  direction: z.enum(['up', 'down']).optional(),
  selector: selector.optional(),
});

export const scrapeActionSchema = z.strictObject({ type: z.literal('scrape') });

export const executeJavascriptActionSchema = z.strictObject({
  type: z.literal('executeJavascript'),
  script: z.string().min(1, 'Enter the script to run.'),
});

export const pdfActionSchema = z.strictObject({
  type: z.literal('pdf'),
  format: z.enum(PDF_FORMATS).optional(),
  landscape: z.boolean().optional(),
  scale: z.number().positive('Scale must be above 0.').optional(),
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
