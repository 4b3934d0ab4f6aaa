export type Format = 'markdown' | 'html' | 'rawHtml' | 'links' | 'screenshot';

interface Result {
  markdown?: unknown;
  html?: unknown;
  rawHtml?: unknown;
  links?: unknown;
  screenshot?: unknown;
}

/** One format of a scrape result as file bytes, with the extension that fits it. */
export function outputOf(result: Result, format: Format): { bytes: Buffer; extension: string } {
  switch (format) {
    case 'markdown':
      return { bytes: Buffer.from(String(result.markdown ?? '')), extension: 'md' };
    case 'html':
      return { bytes: Buffer.from(String(result.html ?? '')), extension: 'html' };
    case 'rawHtml':
      return { bytes: Buffer.from(String(result.rawHtml ?? '')), extension: 'raw.html' };
    case 'links':
      return { bytes: Buffer.from(((result.links as string[] | undefined) ?? []).join('\n')), extension: 'links.txt' };
    case 'screenshot':
      return {
        bytes: Buffer.from(String(result.screenshot ?? '').replace(/^data:[^,]*,/, ''), 'base64'),
        extension: 'png',
      };
  }
}
