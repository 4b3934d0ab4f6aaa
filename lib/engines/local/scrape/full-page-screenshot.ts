import { withDebugger } from '@/lib/engines/local/scrape/debugger-session';

interface LayoutMetrics {
  cssContentSize: { width: number; height: number };
  cssLayoutViewport: { clientWidth: number; clientHeight: number };
}

/**
 * The whole page, however long, in one capture: CDP renders beyond the viewport without
 * scrolling (no stitching seams, no repeated sticky headers, no capture quota). The width is
 * the viewport's, as a visitor sees it. Works on a tab in the background too.
 */
export async function captureFullPage(tabId: number, quality?: number): Promise<string> {
  return withDebugger(tabId, async (send) => {
    const { cssContentSize, cssLayoutViewport } = await send<LayoutMetrics>('Page.getLayoutMetrics');
    const format = quality ? 'jpeg' : 'png';
    const { data } = await send<{ data: string }>('Page.captureScreenshot', {
      format,
      ...(quality ? { quality } : {}),
      captureBeyondViewport: true,
      fromSurface: true,
      clip: { x: 0, y: 0, width: cssLayoutViewport.clientWidth, height: Math.ceil(cssContentSize.height), scale: 1 },
    });
    return `data:image/${format};base64,${data}`;
  });
}
