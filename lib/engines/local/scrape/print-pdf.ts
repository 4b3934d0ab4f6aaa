import type { z } from 'zod';
import type { pdfActionSchema } from '@/lib/api/schemas/actions';
import { withDebugger } from '@/lib/engines/local/scrape/debugger-session';

// Paper sizes in inches (width x height, portrait), as CDP's printToPDF takes them.
const PAPER: Record<string, [number, number]> = {
  A0: [33.1, 46.8],
  A1: [23.4, 33.1],
  A2: [16.54, 23.4],
  A3: [11.7, 16.54],
  A4: [8.27, 11.7],
  A5: [5.83, 8.27],
  A6: [4.13, 5.83],
  Letter: [8.5, 11],
  Legal: [8.5, 14],
  Tabloid: [11, 17],
  Ledger: [17, 11],
};

/** The page printed to PDF by Chrome, as a data: URL. CDP takes a scale from 0.1 to 2. */
export async function printPdf(tabId: number, action: z.infer<typeof pdfActionSchema>): Promise<string> {
  const [paperWidth, paperHeight] = PAPER[action.format ?? 'Letter'] ?? [8.5, 11];
  return withDebugger(tabId, async (send) => {
    const { data } = await send<{ data: string }>('Page.printToPDF', {
      paperWidth,
      paperHeight,
      landscape: action.landscape ?? false,
      scale: Math.min(2, Math.max(0.1, action.scale ?? 1)),
      printBackground: true,
    });
    return `data:application/pdf;base64,${data}`;
  });
}
