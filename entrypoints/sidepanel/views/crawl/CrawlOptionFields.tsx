import { CheckField } from '@/components/forms/fields/CheckField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { TextField } from '@/components/forms/fields/TextField';
import { CRAWL_LIMIT } from '@/lib/api/schemas/crawl';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { Option } from '@/entrypoints/sidepanel/views/crawl/Option';
import { PatternsField } from '@/entrypoints/sidepanel/views/crawl/PatternsField';
import { RobotsField } from '@/entrypoints/sidepanel/views/crawl/RobotsField';
import { SitemapField } from '@/entrypoints/sidepanel/views/crawl/SitemapField';

/** Label and hint of an option, from its service name: `crawlView_f_limit`, `crawlView_h_limit`. */
const label = (name: string) => t(`crawlView_f_${name}` as MessageKey);
const hint = (name: string) => t(`crawlView_h_${name}` as MessageKey);

/** The options most crawls set: which paths, how deep, how many pages, sitemap, robots.txt. */
export function CommonCrawlOptions({ engine }: { engine: Engine }) {
  return (
    <>
      <Option name="includePaths">
        <PatternsField path="includePaths" label={label('includePaths')} hint={hint('includePaths')} />
      </Option>
      <Option name="excludePaths">
        <PatternsField path="excludePaths" label={label('excludePaths')} hint={hint('excludePaths')} />
      </Option>
      <Option name="maxDiscoveryDepth">
        <NumberField
          path="maxDiscoveryDepth"
          min={0}
          label={label('maxDiscoveryDepth')}
          hint={hint('maxDiscoveryDepth')}
        />
      </Option>
      <Option name="limit">
        <NumberField
          path="limit"
          min={1}
          max={engine === 'local' ? CRAWL_LIMIT.max : undefined}
          placeholder={engine === 'local' ? CRAWL_LIMIT.default : undefined}
          label={label('limit')}
          hint={
            engine === 'local'
              ? t('crawlView_h_limitLocal', CRAWL_LIMIT.default, CRAWL_LIMIT.max)
              : t('crawlView_h_limitRemote')
          }
        />
      </Option>
      <Option name="sitemap">
        <SitemapField hint={hint('sitemap')} />
      </Option>
      <Option name="ignoreRobotsTxt">
        <RobotsField />
      </Option>
    </>
  );
}

/** The rest, under "More options": matching, scope, pace, and what only the service takes. */
export function MoreCrawlOptions({ engine }: { engine: Engine }) {
  const check = (name: string) => (
    <Option name={name}>
      <CheckField path={name} label={label(name)} hint={hint(name)} />
    </Option>
  );
  return (
    <>
      {check('regexOnFullURL')}
      {check('ignoreQueryParameters')}
      {check('crawlEntireDomain')}
      {check('allowSubdomains')}
      {check('allowExternalLinks')}
      <Option name="delay">
        <NumberField path="delay" min={0} step="any" label={label('delay')} hint={hint('delay')} />
      </Option>
      <Option name="maxConcurrency">
        <NumberField path="maxConcurrency" min={1} label={label('maxConcurrency')} hint={hint('maxConcurrency')} />
      </Option>
      {engine === 'remote' && (
        <>
          <Option name="robotsUserAgent">
            <TextField path="robotsUserAgent" label={label('robotsUserAgent')} hint={hint('robotsUserAgent')} />
          </Option>
          <Option name="webhook">
            <TextField path="webhook.url" label={label('webhook')} hint={hint('webhook')} placeholder="https://" />
          </Option>
          {check('zeroDataRetention')}
        </>
      )}
    </>
  );
}
