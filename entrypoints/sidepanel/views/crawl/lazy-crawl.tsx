import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { CrawlPageProps } from './CrawlPage';

const useCrawlModule = lazyModule(() => import('./index'));

/** The crawl and map view, loaded on first use. */
export function LazyCrawlPage(props: CrawlPageProps) {
  return <Lazy state={useCrawlModule()}>{(m) => <m.CrawlPage {...props} />}</Lazy>;
}
