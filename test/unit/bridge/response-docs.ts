import { expect } from 'vitest';
import { compile } from '../../contract/conformance/openapi-ajv';
import { at, v1Doc, v2Doc, type OpenApiDoc } from '../../contract/conformance/openapi-docs';
import { normalize } from '../../contract/conformance/openapi-normalize';
import {
  v1MapResponse,
  v1ScrapeResponse,
  v2CrawlCancelled,
  v2CrawlErrors,
  v2CrawlStarted,
  v2CrawlStatus,
  v2MapResponse,
  v2ParseResponse,
  v1SearchResponse,
  v2SearchResponse,
} from '../../contract/conformance/response-docs';
import type { Schema } from '../../contract/conformance/json-schema';

// The bridge's answers checked against the provider's OpenAPI documents, with the contract tests'
// own helpers (response-docs.ts, and the same normalize and ajv for the answers it does not cover).

const ok200 = (doc: OpenApiDoc, path: string, method: string, ...required: string[]): Schema => {
  const schema = normalize(
    doc,
    at(doc, 'paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'),
    { closed: false },
  );
  return { ...schema, required: [...(schema.required ?? []), ...required] };
};

/** The document's answer of each route the bridge serves, by name. */
export const DOCS = {
  'v1 scrape': v1ScrapeResponse(),
  'v2 scrape': ok200(v2Doc, '/scrape', 'post', 'success', 'data'),
  'v2 parse': v2ParseResponse(),
  'v1 batch started': ok200(v1Doc, '/batch/scrape', 'post', 'success', 'id', 'url'),
  'v2 batch started': ok200(v2Doc, '/batch/scrape', 'post', 'success', 'id', 'url'),
  'v1 batch status': ok200(v1Doc, '/batch/scrape/{id}', 'get', 'status', 'total', 'completed', 'data'),
  'v2 batch status': ok200(v2Doc, '/batch/scrape/{id}', 'get', 'status', 'total', 'completed', 'data'),
  'v1 batch errors': ok200(v1Doc, '/batch/scrape/{id}/errors', 'get', 'errors', 'robotsBlocked'),
  'v2 batch errors': ok200(v2Doc, '/batch/scrape/{id}/errors', 'get', 'errors', 'robotsBlocked'),
  'v1 batch cancelled': ok200(v1Doc, '/batch/scrape/{id}', 'delete', 'status'),
  'v1 crawl started': ok200(v1Doc, '/crawl', 'post', 'success', 'id', 'url'),
  'v2 crawl started': v2CrawlStarted(),
  'v1 crawl status': ok200(v1Doc, '/crawl/{id}', 'get', 'status', 'total', 'completed', 'data'),
  'v2 crawl status': v2CrawlStatus(),
  'v2 crawl errors': v2CrawlErrors(),
  'v2 crawl cancelled': v2CrawlCancelled(),
  'v1 map': v1MapResponse(),
  'v2 map': v2MapResponse(),
  'v1 search': v1SearchResponse(),
  'v2 search': v2SearchResponse(),
};

const validators = new Map<string, ReturnType<typeof compile>>();

/** Asserts that a body is what the document gives for that route's 200. */
export function expectDocumented(name: keyof typeof DOCS, body: unknown): void {
  const validate = validators.get(name) ?? compile(DOCS[name]);
  validators.set(name, validate);
  expect(validate(body), `${name}: ${validate.explain()}`).toBe(true);
}
