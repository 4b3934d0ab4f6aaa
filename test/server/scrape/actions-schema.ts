import { z } from 'zod';
import { strictObject } from '../validation';

// v1 page actions: one strict object per type, so an unknown key inside an action is an
// "Unrecognized key" 400 with the action's path. Cross-action rules live in rules.ts.
const PDF_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'] as const;
const s = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v1');

export const actionSchema = z.discriminatedUnion('type', [
  s({ type: z.literal('wait'), milliseconds: z.number().int().min(1).optional(), selector: z.string().optional() }),
  s({
    type: z.literal('screenshot'),
    fullPage: z.boolean().optional(),
    quality: z.number().int().min(1).max(100).optional(),
  }),
  s({ type: z.literal('click'), selector: z.string(), all: z.boolean().optional() }),
  s({ type: z.literal('write'), text: z.string() }),
  s({ type: z.literal('press'), key: z.string() }),
  s({ type: z.literal('scroll'), direction: z.enum(['up', 'down']).optional(), selector: z.string().optional() }),
  s({ type: z.literal('scrape') }),
  s({ type: z.literal('executeJavascript'), script: z.string() }),
  s({
    type: z.literal('pdf'),
    format: z.enum(PDF_FORMATS).optional(),
    landscape: z.boolean().optional(),
    scale: z.number().positive().optional(),
  }),
]);

export const actionsSchema = z.array(actionSchema).max(50, 'Number of actions cannot exceed 50');

export type Action = z.infer<typeof actionSchema>;
