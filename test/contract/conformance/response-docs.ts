import { at, v1Doc, v2Doc } from './openapi-docs';
import type { OpenApiDoc } from './openapi-docs';
import { normalize } from './openapi-normalize';
import type { Schema } from './json-schema';

const ok200 = (doc: OpenApiDoc, path: string, method: string): Schema =>
  normalize(doc, at(doc, 'paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'), {
    closed: false,
  });

const prop = (schema: Schema, name: string): Schema => {
  const found = schema.properties?.[name];
  if (!found) throw new Error(`schema has no property ${name}`);
  return found;
};

/** A success answer: `success` is `true` (false answers are errors, handled elsewhere), listed keys present. */
function successWith(schema: Schema, required: string[]): Schema {
  return {
    ...schema,
    properties: { ...schema.properties, success: { enum: [true] } },
    required: ['success', ...required],
  };
}

const requireIn = (schema: Schema, ...names: string[]): void => {
  schema.required = [...new Set([...(schema.required ?? []), ...names])];
};

/** v1 POST /scrape 200. The document requires nothing; a success always carries `data`. */
export const v1ScrapeResponse = (): Schema => successWith(ok200(v1Doc, '/scrape', 'post'), ['data']);

/**
 * v2 POST /parse 200: `$ref: '#/components/schemas/ScrapeResponse'` of the v2 document (pages,
 * blocks, branding, product, menu, summary, ...). A parsed page always carries its pageNumber.
 */
export function v2ParseResponse(): Schema {
  const schema = structuredClone(successWith(ok200(v2Doc, '/parse', 'post'), ['data']));
  const page = prop(prop(schema, 'data'), 'pages').items;
  if (page) requireIn(page, 'pageNumber');
  return schema;
}

/**
 * v1 GET /crawl/active 200, as the real server answers (api-notes): the document requires a
 * top-level `data` and a per-crawl `status` that it never describes, while the server sends `crawls`
 * and no status. Followed: the server — `crawls` required, `data` and `status` not.
 */
export function v1ActiveCrawlsResponse(): Schema {
  const schema = structuredClone(ok200(v1Doc, '/crawl/active', 'get'));
  const crawl = prop(schema, 'crawls').items;
  if (crawl) crawl.required = (crawl.required ?? []).filter((name) => name !== 'status');
  return successWith(schema, ['crawls']);
}

/** v1 GET /team/token-usage/historical 200. A period always starts somewhere: startDate required. */
export function v1TokenUsageResponse(): Schema {
  const schema = structuredClone(successWith(ok200(v1Doc, '/team/token-usage/historical', 'get'), ['periods']));
  const period = prop(schema, 'periods').items;
  if (period) requireIn(period, 'startDate');
  return schema;
}

/** v2 POST /crawl 200 (CrawlResponse): the id and the status address. */
export const v2CrawlStarted = (): Schema => successWith(ok200(v2Doc, '/crawl', 'post'), ['id', 'url']);

/**
 * v2 GET /crawl/{id} 200 (CrawlStatusResponseObj): the document requires nothing; the service always
 * counts. A page's metadata also carries numbers the document's all-strings catch-all leaves out
 * (`creditsUsed`, as in every scrape's metadata): any value is let through there.
 */
export function v2CrawlStatus(): Schema {
  const schema = structuredClone(ok200(v2Doc, '/crawl/{id}', 'get'));
  requireIn(schema, 'status', 'total', 'completed', 'data');
  const page = prop(schema, 'data').items;
  if (page) prop(page, 'metadata').additionalProperties = {};
  return schema;
}

/** v2 GET /crawl/{id}/errors 200 (CrawlErrorsResponseObj), both lists present. */
export function v2CrawlErrors(): Schema {
  const schema = structuredClone(ok200(v2Doc, '/crawl/{id}/errors', 'get'));
  requireIn(schema, 'errors', 'robotsBlocked');
  return schema;
}

/** v2 DELETE /crawl/{id} 200: `{status: 'cancelled'}`. */
export function v2CrawlCancelled(): Schema {
  const schema = structuredClone(
    normalize(
      v2Doc,
      at(v2Doc, 'paths', '/crawl/{id}', 'delete', 'responses', '200', 'content', 'application/json', 'schema'),
      { closed: false },
    ),
  );
  requireIn(schema, 'status');
  return schema;
}

/** v2 POST /crawl/params-preview 200: the options derived, with the url. */
export function v2CrawlParamsPreview(): Schema {
  const schema = structuredClone(successWith(ok200(v2Doc, '/crawl/params-preview', 'post'), ['data']));
  requireIn(prop(schema, 'data'), 'url');
  return schema;
}

/** v2 POST /map 200 (MapResponse): links as `{url, title, description}`. */
export const v2MapResponse = (): Schema => successWith(ok200(v2Doc, '/map', 'post'), ['links']);

/** v1 POST /map 200: links as bare addresses. */
export const v1MapResponse = (): Schema => successWith(ok200(v1Doc, '/map', 'post'), ['links']);

const interact200 = (path: string, method: string): Schema => structuredClone(ok200(v2Doc, path, method));

/**
 * v2 POST /scrape/{jobId}/interact 200: the run (`success` false when it failed or was killed), and
 * the session's addresses. The server also names the session (`sessionId`), which the document does not.
 */
export const v2ScrapeInteractResponse = (): Schema => interact200('/scrape/{jobId}/interact', 'post');

/** v2 DELETE /scrape/{jobId}/interact 200: `{success}` (the server adds the duration and credits). */
export const v2ScrapeInteractStopped = (): Schema => interact200('/scrape/{jobId}/interact', 'delete');

/** v2 POST /interact 200: the new session; the service always names it (`id` required). */
export function v2SessionCreated(): Schema {
  const schema = interact200('/interact', 'post');
  requireIn(schema, 'id');
  return schema;
}

/** v2 GET /interact 200: the sessions, each with its id. */
export function v2SessionList(): Schema {
  const schema = interact200('/interact', 'get');
  requireIn(schema, 'sessions');
  const item = prop(schema, 'sessions').items;
  if (item) requireIn(item, 'id');
  return schema;
}

/** v2 POST /interact/{sessionId}/execute 200. */
export const v2SessionExecuted = (): Schema => interact200('/interact/{sessionId}/execute', 'post');

/** v2 DELETE /interact/{sessionId} 200. */
export const v2SessionDeleted = (): Schema => interact200('/interact/{sessionId}', 'delete');

/** v2 POST /search 200: results by source (web, news, images), the search's id and its credits. */
export const v2SearchResponse = (): Schema => successWith(ok200(v2Doc, '/search', 'post'), ['data', 'id']);

/** v1 POST /search 200: web results as a list. */
export const v1SearchResponse = (): Schema => successWith(ok200(v1Doc, '/search', 'post'), ['data', 'id']);
