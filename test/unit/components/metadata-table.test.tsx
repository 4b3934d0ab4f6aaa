// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MetadataTable } from '@/components/result/MetadataTable';

const host = document.createElement('div');
document.body.append(host);
afterEach(() => render(null, host));

const keys = () => [...host.querySelectorAll('tr')].map((row) => row.getAttribute('data-key'));

describe('the metadata table', () => {
  it("says once what the page's meta name and the service's name for it both hold", () => {
    render(
      <MetadataTable
        metadata={{
          title: 'Tide pools',
          'og:site_name': 'Shore Notes',
          ogSiteName: 'Shore Notes',
          'og:locale:alternate': 'de_DE, fr_FR',
          ogLocaleAlternate: ['de_DE', 'fr_FR'],
          'og:title': 'Tide pools (on the shore)',
          ogTitle: 'Tide pools',
          'twitter:card': 'summary',
        }}
      />,
      host,
    );
    // A twin with another value (og:title) is kept: the two say different things.
    expect(keys()).toEqual(['title', 'ogSiteName', 'ogLocaleAlternate', 'og:title', 'ogTitle', 'twitter:card']);
  });
});
