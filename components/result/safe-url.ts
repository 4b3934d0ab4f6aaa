import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';

// Untrusted URLs become clickable or loadable only through these checks.

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/** The URL if it is absolute http(s), else undefined: only such links are made clickable. */
export function httpUrl(value: unknown): string | undefined {
  return typeof value === 'string' ? httpUrlOf(value.trim())?.href : undefined;
}

/** A URL an <img> may load: http(s), a raster data: URL (local engine), or our own blob: URL. */
export function imageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (RASTER_DATA_URL.test(trimmed)) return trimmed;
  if (trimmed.startsWith(`blob:${location.origin}/`)) return trimmed;
  return httpUrl(trimmed);
}
