import { t } from '@/lib/i18n/t';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { errorText } from '@/lib/api/error-text';

/** Caps that keep an export's memory and size bounded; an image over a cap is listed, not kept. */
export interface ImageLimits {
  perImageBytes: number;
  totalBytes: number;
}
export const IMAGE_LIMITS: ImageLimits = { perImageBytes: 10 * 1024 * 1024, totalBytes: 250 * 1024 * 1024 };

export interface ImageFailure {
  page: string;
  image: string;
  reason: string;
}

const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
};

/** The http(s) images a markdown document shows, each once, in order. */
export function markdownImages(markdown: string): string[] {
  const urls = [...markdown.matchAll(IMAGE)].map((m) => m[2]!).filter(isHttpUrl);
  return [...new Set(urls)];
}

/** Whether the markdown shows any http(s) image (stops at the first). */
export const hasImages = (markdown: string) => /!\[[^\]]*\]\(\s*<?https?:/i.test(markdown);

/** The markdown with each image that was saved pointing at its file. */
export function rewriteImages(markdown: string, saved: ReadonlyMap<string, string>): string {
  return markdown.replace(IMAGE, (whole, alt: string, url: string, title: string) => {
    const path = saved.get(url);
    return path ? `![${alt}](<${path}>${title})` : whole;
  });
}

/**
 * Fetches a page's images once each across an export, within the caps, and hands each saved
 * one to `save` under `images/`. Failures (unreachable, not an image, over a cap) are listed.
 */
export function imageCollector(
  save: (path: string, bytes: Uint8Array) => void,
  limits: ImageLimits = IMAGE_LIMITS,
  fetcher: typeof fetch = fetch.bind(globalThis),
) {
  const saved = new Map<string, string>();
  const failures: ImageFailure[] = [];
  let total = 0;

  async function fetchOne(url: string): Promise<{ bytes: Uint8Array; type: string }> {
    const response = await fetcher(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(t('batch_imageSiteAnswered', response.status));
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/')) throw new Error(t('batch_imageNotImage', type || t('batch_imageNoType')));
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.perImageBytes) throw new Error(t('batch_imageTooLarge', formatBytes(limits.perImageBytes)));
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
      size += next.value.byteLength;
      if (size > limits.perImageBytes) {
        await reader!.cancel();
        throw new Error(t('batch_imageTooLarge', formatBytes(limits.perImageBytes)));
      }
      chunks.push(next.value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return { bytes, type };
  }

  return {
    failures,
    /** The page's markdown with its images saved and pointing at their files. */
    async localize(markdown: string, page: string): Promise<string> {
      for (const url of markdownImages(markdown)) {
        if (saved.has(url)) continue;
        try {
          const { bytes, type } = await fetchOne(url);
          if (total + bytes.byteLength > limits.totalBytes)
            throw new Error(t('batch_imageTotalCap', formatBytes(limits.totalBytes)));
          total += bytes.byteLength;
          const path = `images/${saved.size + 1}-${imageBase(url)}.${EXTENSIONS[type] ?? extensionOf(url) ?? 'img'}`;
          save(path, bytes);
          saved.set(url, path);
        } catch (error) {
          failures.push({ page, image: url, reason: errorText(error) });
        }
      }
      return rewriteImages(markdown, saved);
    },
  };
}

function imageBase(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'image';
  return (
    decodeURIComponent(last)
      .replace(/\.[a-z0-9]{1,5}$/i, '')
      .replace(/[^a-z0-9_-]+/gi, '-')
      .slice(0, 40) || 'image'
  );
}

const extensionOf = (url: string) => /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
