import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendBytes, sendJson } from './http-util';
import type { ServerContext } from './state';

// Screenshots and action PDFs are served by the contract server itself, without auth (the
// real ones are public storage URLs). Ids are only valid until reset().
// A valid 1x1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A minimal one-page PDF (no text); enough for "is this a PDF" checks and downloads.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const ROUTES = { png: '/screenshots/', pdf: '/pdfs/' } as const;

export function issueAsset(ctx: ServerContext, kind: 'png' | 'pdf'): string {
  const id = randomUUID();
  ctx.state.assets.set(id, kind);
  return `${ctx.baseUrl}${ROUTES[kind]}${id}.${kind}`;
}

/** Serves GET /screenshots/:id.png and /pdfs/:id.pdf; false when the path is not an asset path. */
export function serveAsset(ctx: ServerContext, path: string, res: ServerResponse): boolean {
  const m = /^\/(screenshots|pdfs)\/([\w-]+)\.(png|pdf)$/.exec(path);
  if (!m) return false;
  const kind = m[3] as 'png' | 'pdf';
  if (ctx.state.assets.get(m[2] ?? '') !== kind || ROUTES[kind] !== `/${m[1]}/`) {
    sendJson(res, 404, { success: false, error: 'Not found' });
    return true;
  }
  sendBytes(res, 200, kind === 'png' ? 'image/png' : 'application/pdf', kind === 'png' ? PNG : PDF, {
    'cache-control': 'max-age=86400',
  });
  return true;
}
