// Active crawls as the real v1 listing returns them: id, teamId, url, created_at and the
// stored crawler options with scrapeOptions (no status field).
export interface ActiveCrawl {
  id: string;
  teamId: string;
  url: string;
  created_at: string;
  options: Record<string, unknown>;
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

export function seedCrawls(teamId: string, now: Date): ActiveCrawl[] {
  return [
    {
      id: '0b7e5c3a-2f1d-4e8b-9a6c-7d5e4f3a2b1c',
      teamId,
      url: 'https://docs.example.com/',
      created_at: minutesAgo(now, 42),
      options: {
        includePaths: ['/guides/.*'],
        excludePaths: ['/blog/.*'],
        maxDepth: 5,
        limit: 200,
        allowBackwardLinks: false,
        allowExternalLinks: false,
        ignoreSitemap: false,
        scrapeOptions: {
          formats: ['markdown', 'links'],
          onlyMainContent: true,
          waitFor: 0,
          mobile: false,
          parsePDF: true,
          skipTlsVerification: false,
          removeBase64Images: true,
          blockAds: true,
          timeout: 30000,
          maxAge: 86400000,
          proxy: 'basic',
          storeInCache: true,
        },
      },
    },
    {
      id: 'e4d3c2b1-a0f9-4e8d-8c7b-6a5f4e3d2c1b',
      teamId,
      url: 'https://shop.example.org/catalog',
      created_at: minutesAgo(now, 3),
      options: {
        includePaths: [],
        excludePaths: [],
        maxDepth: 2,
        limit: 50,
        allowBackwardLinks: false,
        allowExternalLinks: false,
        ignoreSitemap: true,
        scrapeOptions: {
          formats: ['markdown', 'json', 'screenshot'],
          onlyMainContent: false,
          includeTags: ['main', '.product'],
          excludeTags: ['.ads'],
          headers: { 'Accept-Language': 'de-DE' },
          waitFor: 500,
          mobile: true,
          timeout: 45000,
          jsonOptions: {
            prompt: 'Extract the product name and price',
            schema: {
              type: 'object',
              properties: { name: { type: 'string' }, price: { type: 'number' } },
              required: ['name'],
            },
          },
          actions: [
            { type: 'wait', milliseconds: 1000 },
            { type: 'click', selector: '#accept-cookies' },
            { type: 'screenshot', fullPage: true },
          ],
          location: { country: 'DE', languages: ['de-DE'] },
          proxy: 'auto',
          blockAds: true,
          storeInCache: false,
        },
      },
    },
  ];
}
