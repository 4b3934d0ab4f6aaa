import { PAGE_GLOBAL } from '@/lib/engines/local/page-scripts/page-scripts';
import { runPageCommand } from '@/lib/interact/local/in-page/page-commands';
import { INTERACT_PART } from '@/lib/interact/local/in-page/page-protocol';
import type { InteractPageRequest } from '@/lib/interact/local/in-page/page-protocol';

// The interact script: agent-browser's page commands (snapshot, click, fill…) for a program's
// session in the user's own tab (docs/interact.md). Injected with executeScript only into a
// session's tab, when a command needs it and it is not there yet (a new document clears it), in
// the extension's isolated world, where the page's scripts cannot see or call it. It holds no key
// and no zod: the background builds each command from its own parser.
export default defineUnlistedScript(() => {
  const world = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
  const parts = (world[PAGE_GLOBAL] ??= {});
  parts[INTERACT_PART] = (request: InteractPageRequest) => runPageCommand(request);
});
