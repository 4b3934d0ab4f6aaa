import { at, v1Doc, v2Doc } from './openapi-docs';
import { compile } from './openapi-ajv';
import { normalize } from './openapi-normalize';
import type { Schema } from './json-schema';

const prop = (schema: Schema, name: string): Schema => {
  const found = schema.properties?.[name];
  if (!found) throw new Error(`schema has no property ${name}`);
  return found;
};
const branch = (union: Schema, type: string): Schema => {
  const found = union.oneOf?.find((b) => prop(b, 'type').enum?.includes(type));
  if (!found) throw new Error(`union has no ${type} branch`);
  return found;
};

/** v1 `paths['/scrape'].post.requestBody` schema, every declared object closed like the server. */
export const v1ScrapeRequestSchema = (): Schema =>
  normalize(v1Doc, at(v1Doc, 'paths', '/scrape', 'post', 'requestBody', 'content', 'application/json', 'schema'), {
    closed: true,
  });

/**
 * The same, tightened with the api-notes rules that JSON Schema can say (the document is looser on
 * each): http(s) url, timeout >= 1000, waitFor <= 60000, at most 50 actions, a wait with exactly one
 * of milliseconds / selector, screenshot quality 1..100. waitFor <= timeout / 2 is checked in code.
 */
export function v1ScrapeRequestTightened(): Schema {
  const schema = structuredClone(v1ScrapeRequestSchema());
  prop(schema, 'url').pattern = '^https?://';
  prop(schema, 'timeout').minimum = 1000;
  prop(schema, 'waitFor').maximum = 60_000;
  const actions = prop(schema, 'actions');
  actions.maxItems = 50;
  const items = actions.items ?? {};
  branch(items, 'wait').oneOf = [{ required: ['milliseconds'] }, { required: ['selector'] }];
  Object.assign(prop(branch(items, 'screenshot'), 'quality'), { minimum: 1, maximum: 100 });
  return schema;
}

/** v2 `components.schemas.ParseOptions`, closed, exactly as the document spells formats and parsers. */
export const v2ParseOptionsSchema = (): Schema =>
  normalize(v2Doc, at(v2Doc, 'components', 'schemas', 'ParseOptions'), { closed: true });

// api-notes: "markdown, summary, html, rawHtml, links, images" as strings next to {type} objects.
const API_NOTES_STRING_FORMATS = ['markdown', 'summary', 'html', 'rawHtml', 'links', 'images'];

/**
 * v2 ParseOptions as api-notes says the server takes them: formats also as strings, parsers also as
 * the string "pdf" (the interface's spelling, and the document's own default `["pdf"]`), and parser
 * objects WITHOUT pages / blocks / pageMarkers, which the 2026-08 server does not know.
 */
export function v2ParseOptionsAsServer(): Schema {
  const schema = structuredClone(v2ParseOptionsSchema());
  prop(schema, 'formats').items?.oneOf?.push({ type: 'string', enum: API_NOTES_STRING_FORMATS });
  const parsers = prop(schema, 'parsers').items ?? {};
  const pdfObject = branch(parsers, 'pdf');
  for (const key of ['pages', 'blocks', 'pageMarkers']) delete pdfObject.properties?.[key];
  parsers.oneOf?.push({ type: 'string', enum: ['pdf'] });
  return schema;
}

export const validators = {
  v1ScrapeRequest: compile(v1ScrapeRequestSchema()),
  v1ScrapeRequestTightened: compile(v1ScrapeRequestTightened()),
  v2ParseOptions: compile(v2ParseOptionsSchema()),
  v2ParseOptionsAsServer: compile(v2ParseOptionsAsServer()),
};

const v2Body = (path: string): Schema =>
  structuredClone(
    normalize(v2Doc, at(v2Doc, 'paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema'), {
      closed: true,
    }),
  );
/** The union branch of `{type: name}` (nested unions, like v2's two waits, are skipped). */
const typed = (union: Schema | undefined, name: string): Schema => {
  const found = union?.oneOf?.find((b) => b.properties?.type?.enum?.includes(name));
  if (!found) throw new Error(`union has no ${name} branch`);
  return found;
};
/** Regular expressions the tightened crawl schema samples its path patterns from. */
export const SAMPLE_PATH_PATTERNS = ['^/docs/', 'blog/.*', '\\.pdf$', '^/a(/.*)?$', '[?&]page=\\d+'];

/**
 * v2 `paths['/crawl'].post.requestBody`, closed, tightened with what the service checks and the
 * document does not say: http(s) addresses (the webhook's too), each path pattern a regular
 * expression (sampled from SAMPLE_PATH_PATTERNS), a delay above 0 and at most 60 s, at least one page
 * at a time, header values as strings, no negative wait or age, screenshot quality 1..100 and a
 * positive viewport, a PDF action's scale above 0.
 */
export function v2CrawlRequestTightened(): Schema {
  const schema = v2Body('/crawl');
  prop(schema, 'url').pattern = '^https?://';
  for (const list of ['includePaths', 'excludePaths']) prop(schema, list).items = { enum: SAMPLE_PATH_PATTERNS };
  Object.assign(prop(schema, 'delay'), { minimum: 0.001, maximum: 60 });
  prop(schema, 'maxConcurrency').minimum = 1;
  Object.assign(prop(prop(schema, 'webhook'), 'url'), { format: 'uri', pattern: '^https?://' });
  tightenScrapeOptions(prop(schema, 'scrapeOptions'));
  return schema;
}

/**
 * v2 ScrapeOptions as the service checks them beyond the document: header values as strings, no
 * negative wait or age, screenshot quality 1..100 and a positive viewport, a PDF action's scale above 0.
 */
function tightenScrapeOptions(scrape: Schema): void {
  prop(scrape, 'headers').additionalProperties = { type: 'string' };
  for (const name of ['waitFor', 'maxAge', 'minAge']) prop(scrape, name).minimum = 0;
  const screenshots = [
    typed(prop(scrape, 'formats').items, 'screenshot'),
    typed(prop(scrape, 'actions').items, 'screenshot'),
  ];
  for (const screenshot of screenshots) {
    Object.assign(prop(screenshot, 'quality'), { minimum: 1, maximum: 100 });
    for (const side of ['width', 'height']) prop(prop(screenshot, 'viewport'), side).minimum = 1;
  }
  prop(typed(prop(scrape, 'actions').items, 'pdf'), 'scale').minimum = 0.01;
}

/** v2 `paths['/map'].post.requestBody`, closed, with an http(s) url, a limit of at least 1 and a positive timeout. */
export function v2MapRequestTightened(): Schema {
  const schema = v2Body('/map');
  prop(schema, 'url').pattern = '^https?://';
  prop(schema, 'limit').minimum = 1;
  prop(schema, 'timeout').minimum = 1;
  return schema;
}

/** v2 `paths['/scrape/{jobId}/interact'].post.requestBody`, closed: code (required), language, timeout, origin. */
export const v2InteractRequest = (): Schema => v2Body('/scrape/{jobId}/interact');

/**
 * The same as the provider's server takes it (scrape-browser.ts): `prompt` (1..10000 characters) beside
 * `code`, either one, not only code. The document names no prompt; the SDK and firecrawl-mcp send one.
 */
export function v2InteractRequestAsServer(): Schema {
  const schema = v2InteractRequest();
  schema.properties = { ...schema.properties, prompt: { type: 'string', minLength: 1, maxLength: 10_000 } };
  schema.required = [];
  schema.anyOf = [{ required: ['code'] }, { required: ['prompt'] }];
  return schema;
}

/** v2 `paths['/interact'].post.requestBody`, closed. */
export const v2SessionCreateRequest = (): Schema => v2Body('/interact');

/** v2 `paths['/interact/{sessionId}/execute'].post.requestBody`, closed. */
export const v2SessionExecuteRequest = (): Schema => v2Body('/interact/{sessionId}/execute');

/**
 * v2 `paths['/search'].post.requestBody`, closed, tightened with what the service checks and the
 * document says only in words: includeDomains or excludeDomains, never both (each branch samples one
 * list); a positive timeout; the scrape options' own checks. `zdr` is left out of `enterprise`
 * (team A has no zero data retention: tested apart).
 */
export function v2SearchRequestTightened(): Schema {
  const schema = v2Body('/search');
  prop(schema, 'timeout').minimum = 1;
  prop(schema, 'enterprise').items = { type: 'string', enum: ['anon'] };
  tightenScrapeOptions(prop(schema, 'scrapeOptions'));
  const without = (name: string): Schema => {
    const branch = structuredClone(schema);
    delete branch.properties?.[name];
    return branch;
  };
  return { anyOf: [without('excludeDomains'), without('includeDomains')] };
}

/** v1 `paths['/search'].post.requestBody`, closed, with a positive timeout. */
export function v1SearchRequestTightened(): Schema {
  const schema = structuredClone(
    normalize(v1Doc, at(v1Doc, 'paths', '/search', 'post', 'requestBody', 'content', 'application/json', 'schema'), {
      closed: true,
    }),
  );
  prop(schema, 'timeout').minimum = 1;
  return schema;
}
