import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Schema } from './json-schema';

/** The provider's published OpenAPI 3.0 documents, vendored unchanged in test/contract/openapi (see its README). */
export interface OpenApiDoc {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

const DOCS_DIR = new URL('../openapi/', import.meta.url);

const load = (name: string): OpenApiDoc =>
  JSON.parse(readFileSync(fileURLToPath(new URL(name, DOCS_DIR)), 'utf8')) as OpenApiDoc;

export const v1Doc = load('v1-openapi.json');
export const v2Doc = load('v2-openapi.json');

/** Follows a JSON pointer into a document; throws with the pointer when the document moved. */
export function at(doc: OpenApiDoc, ...path: string[]): Schema {
  let node: unknown = doc;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`OpenAPI document has no ${path.join(' > ')} (missing ${key})`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node as Schema;
}
