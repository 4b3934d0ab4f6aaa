import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Serves local files on 127.0.0.1: .html (or .html.gz) files so each opens as an ordinary web
 * page, always as UTF-8 (pages saved without a charset would otherwise be read as
 * windows-1252); any other file as bytes, for the extension page that hands it to the parser.
 */
export async function serveFiles(inputs: string[]) {
  const byPath = new Map(
    inputs.map((file, i) => [`/${i}/${path.basename(file).replace(/\.gz$/, '')}`, path.resolve(file)]),
  );
  const server = createServer((req, res) => {
    const file = byPath.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) return void res.writeHead(404).end();
    readFile(file).then(
      (bytes) => {
        const page = isPageFile(file);
        res
          .writeHead(200, { 'content-type': page ? 'text/html; charset=utf-8' : 'application/octet-stream' })
          .end(page && file.endsWith('.gz') ? gunzipSync(bytes) : bytes);
      },
      () => res.writeHead(404).end(),
    );
  });
  if (inputs.length) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlOf: (input: string) => `${origin()}${[...byPath].find(([, f]) => f === path.resolve(input))?.[0]}`,
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

/** Files opened as a tab and scraped; every other file is parsed. */
export const isPageFile = (file: string): boolean => /\.html?(?:\.gz)?$/i.test(file);
