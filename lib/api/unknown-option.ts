import { z } from 'zod';
import { t } from '@/lib/i18n/t';

const unrecognizedIssue = z.looseObject({
  code: z.literal('unrecognized_keys'),
  keys: z.array(z.string()),
  path: z.array(z.union([z.string(), z.number()])).optional(),
});

/**
 * The option names an older server did not recognise ("Unrecognized key in body"), with their
 * paths (jsonOptions.checkPromptInjection), or undefined when the 400 was about something else.
 */
export function unknownOptionKeys(said: string, details: unknown): string[] | undefined {
  if (!/unrecognized key/i.test(said)) return undefined;
  const issues = Array.isArray(details) ? details : [];
  const keys = issues.flatMap((issue) => {
    const parsed = unrecognizedIssue.safeParse(issue);
    if (!parsed.success) return [];
    const prefix = (parsed.data.path ?? []).join('.');
    return parsed.data.keys.map((k) => (prefix ? `${prefix}.${k}` : k));
  });
  if (keys.length) return keys;
  const quoted = [...said.matchAll(/["'`]([\w.]+)["'`]/g)].map((m) => m[1] ?? '').filter(Boolean);
  return quoted.length ? quoted : [t('api_optionNotNamed')];
}
