import { parseCode } from '@/lib/interact/local/cli/parse-command';
import type { CliCommand } from '@/lib/interact/local/cli/cli-command';

/** What a run would do, in a few kinds a person reads in a consent ask (each kind's words: messages.json). */
export type ActKind = 'read' | 'click' | 'type' | 'navigate';

const KIND: Record<CliCommand['name'], ActKind> = {
  snapshot: 'read',
  get: 'read',
  wait: 'read',
  screenshot: 'read',
  scroll: 'read',
  scrollintoview: 'read',
  hover: 'read',
  focus: 'read',
  click: 'click',
  dblclick: 'click',
  check: 'click',
  uncheck: 'click',
  select: 'click',
  fill: 'type',
  type: 'type',
  press: 'type',
  open: 'navigate',
  back: 'navigate',
  forward: 'navigate',
  reload: 'navigate',
};

/** The kinds of action in bash code, in a fixed order; undefined when a line cannot be read (it fails first). */
export function actKinds(code: string): ActKind[] | undefined {
  const parsed = parseCode(code);
  if (!parsed.ok) return undefined;
  const kinds = new Set(parsed.commands.map((c) => KIND[c.command.name]));
  return (['click', 'type', 'navigate', 'read'] as const).filter((kind) => kinds.has(kind));
}
