// POST /v2/crawl/params-preview. The real service asks a language model; this one reads the prompt
// with a few plain rules, so tests know what comes back. The rules, with examples, are listed in
// test/server/README.md (keep the two together).

// Where a phrase ends.
const END = String.raw`(?=\s*(?:[,.;]|\band\b|\bor\b|\bat most\b|\bup to\b|$))`;
const PHRASE = String.raw`([a-z0-9][a-z0-9 /_-]*?)`;

const segment = (words: string) =>
  words
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/^-+|-+$/g, '');
const under = (path: string) => `^/${path}(/.*)?$`;

export function previewOptions(url: string, prompt: string): Record<string, unknown> {
  const text = prompt.replace(/\s+/g, ' ');
  const found = (pattern: string) => [...text.matchAll(new RegExp(pattern, 'gi'))].map((m) => m[1] ?? '');
  const data: Record<string, unknown> = { url };

  const limit = found(String.raw`\b(?:at most|up to|no more than|limit(?: of| to)?)\s+(\d+)`)[0];
  if (limit) data.limit = Number(limit);

  const includes = [
    ...found(String.raw`\bonly (?:the )?${PHRASE}${END}`).map(segment),
    ...found(String.raw`\bunder (/[^\s,;]*)`).map(segment),
  ].filter((p) => p && p !== 'sitemap');
  if (includes.length) data.includePaths = includes.map(under);

  const excluded = found(String.raw`\b(?:no|skip the|skip|exclude the|exclude|not the) ${PHRASE}${END}`).map(segment);
  if (excluded.includes('sitemap')) data.sitemap = 'skip';
  const excludes = excluded.filter((p) => p && p !== 'sitemap' && !/^(more|query|external)\b/.test(p));
  if (excludes.length) data.excludePaths = excludes.map(under);

  if (/\bsubdomains?\b/i.test(text)) data.allowSubdomains = true;
  if (/\bexternal links?\b/i.test(text)) data.allowExternalLinks = true;
  if (/\b(?:whole|entire) (?:site|domain)\b/i.test(text)) data.crawlEntireDomain = true;
  const depth = found(String.raw`\bdepth (?:of )?(\d+)`)[0] ?? found(String.raw`\b(\d+) levels? deep`)[0];
  if (depth) data.maxDiscoveryDepth = Number(depth);
  if (/\bignore query|\bwithout query strings?\b/i.test(text)) data.ignoreQueryParameters = true;
  return data;
}
