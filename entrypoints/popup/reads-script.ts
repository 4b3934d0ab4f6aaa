import { startReads, type WindowWithReads } from '@/entrypoints/popup/start-reads';

/**
 * The popup's first script (a plain script in its <head>): starts the reads its first render
 * waits for. An extension page runs a plain script as soon as that file arrives, while its module
 * code waits for every chunk and then spends ~15 ms building zod schemas; the reads, slow when
 * the browser is busy, are answered in that time instead of after it.
 */
export default defineUnlistedScript(() => {
  (window as WindowWithReads).popupStartReads = startReads();
});
