import { t } from '@/lib/i18n/t';

// The user's schema is checked before any model call: a mistake in it would otherwise come back
// as a confusing answer (or a 400 from the endpoint) after the page was already sent.

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const SCHEMA_KEYWORDS = ['not', 'if', 'then', 'else', 'additionalProperties', 'additionalItems', 'contains'];
const MORE_SCHEMA_KEYWORDS = ['propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const NUMBERS = ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSchema = (value: unknown) => isObject(value) || typeof value === 'boolean';
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Why the schema cannot be used, or undefined when it can. */
export function schemaProblem(schema: unknown): string | undefined {
  if (!isObject(schema)) return t('model_schemaNotObject');
  const rootType = schema.type;
  if (rootType !== undefined && rootType !== 'object' && !(Array.isArray(rootType) && rootType.includes('object')))
    return t('model_schemaNotObject');
  return walk(schema, '#', schema);
}

const bad = (keyword: string, at: string, kind: Parameters<typeof t>[0]) =>
  t('model_schemaBadKeyword', keyword, at, t(kind));

function walk(node: unknown, at: string, root: Json): string | undefined {
  if (typeof node === 'boolean') return undefined;
  if (!isObject(node)) return t('model_schemaBadKeyword', at.split('/').pop() ?? at, at, t('model_schemaKindSchema'));
  return (
    typeProblem(node, at) ??
    keywordProblem(node, at, root) ??
    firstOf(SCHEMA_KEYWORDS.concat(MORE_SCHEMA_KEYWORDS), (key) =>
      key in node
        ? isSchema(node[key])
          ? walk(node[key], `${at}/${key}`, root)
          : bad(key, at, 'model_schemaKindSchema')
        : undefined,
    ) ??
    firstOf(SCHEMA_MAPS, (key) => {
      if (!(key in node)) return undefined;
      const map = node[key];
      if (!isObject(map)) return bad(key, at, 'model_schemaKindObject');
      return firstOf(Object.keys(map), (name) => walk(map[name], `${at}/${key}/${escapePointer(name)}`, root));
    }) ??
    firstOf(SCHEMA_LISTS, (key) => {
      if (!(key in node)) return undefined;
      const list = node[key];
      if (!Array.isArray(list) || list.length === 0) return bad(key, at, 'model_schemaKindArray');
      return firstOf(list, (item, index) => walk(item, `${at}/${key}/${index}`, root));
    }) ??
    itemsProblem(node, at, root)
  );
}

function typeProblem(node: Json, at: string): string | undefined {
  if (!('type' in node)) return undefined;
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  const wrong = types.find((type) => typeof type !== 'string' || !TYPES.has(type));
  return wrong === undefined && types.length > 0 ? undefined : t('model_schemaBadType', String(wrong), at);
}

function itemsProblem(node: Json, at: string, root: Json): string | undefined {
  if (!('items' in node)) return undefined;
  const items = node.items;
  if (Array.isArray(items)) return firstOf(items, (item, index) => walk(item, `${at}/items/${index}`, root));
  return isSchema(items) ? walk(items, `${at}/items`, root) : bad('items', at, 'model_schemaKindSchema');
}

function keywordProblem(node: Json, at: string, root: Json): string | undefined {
  if ('required' in node) {
    const required = node.required;
    if (!Array.isArray(required) || required.some((name) => typeof name !== 'string'))
      return bad('required', at, 'model_schemaKindStrings');
  }
  if ('enum' in node && !Array.isArray(node.enum)) return bad('enum', at, 'model_schemaKindArray');
  const number = NUMBERS.find((key) => key in node && typeof node[key] !== 'number');
  if (number) return bad(number, at, 'model_schemaKindNumber');
  if ('pattern' in node) {
    try {
      new RegExp(String(node.pattern), 'u');
    } catch {
      return t('model_schemaBadPattern', `${at}/pattern`);
    }
  }
  if ('$ref' in node) return refProblem(node.$ref, at, root);
  return undefined;
}

/** Only references inside the schema: nothing is fetched. */
function refProblem(ref: unknown, at: string, root: Json): string | undefined {
  if (typeof ref !== 'string') return bad('$ref', at, 'model_schemaKindSchema');
  if (ref === '#') return undefined;
  if (!ref.startsWith('#/')) return anchorExists(root, ref.replace(/^#/, '')) ? undefined : badRef(ref, at);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) || Array.isArray(target) ? (target as Json)[key] : undefined;
    if (target === undefined) return badRef(ref, at);
  }
  return isSchema(target) ? undefined : badRef(ref, at);
}

const badRef = (ref: string, at: string) => t('model_schemaBadRef', ref, at);

function anchorExists(node: unknown, name: string): boolean {
  if (Array.isArray(node)) return node.some((item) => anchorExists(item, name));
  if (!isObject(node)) return false;
  if (node.$anchor === name || node.$id === name || node.$id === `#${name}`) return true;
  return Object.values(node).some((value) => anchorExists(value, name));
}

function firstOf<T>(list: readonly T[], find: (item: T, index: number) => string | undefined): string | undefined {
  for (const [index, item] of list.entries()) {
    const found = find(item, index);
    if (found) return found;
  }
  return undefined;
}
