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
