import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { CrawlPageProps } from '@/entrypoints/sidepanel/views/crawl/CrawlPage';

const useCrawlModule = lazyModule(() => import('@/entrypoints/sidepanel/views/crawl/index'));

/** The crawl and map view, loaded on first use. */
export function LazyCrawlPage(props: CrawlPageProps) {
  return <Lazy state={useCrawlModule()}>{(m) => <m.CrawlPage {...props} />}</Lazy>;
}
