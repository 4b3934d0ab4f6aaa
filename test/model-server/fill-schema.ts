// The "model": a deterministic answer built from the text it was sent, so a test passes only when
// the client sent the page. A property is filled from the page's `Label: value` lines whose label
// reads as the property's name (case, spaces, dashes and underscores aside; a list also takes its
// singular); what the page does not say is left out.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every `Label: value` line of the text, in order. */
export function labelledLines(text: string): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  for (const match of text.matchAll(/^[ \t]*(?:[-*][ \t]+)?([A-Za-z][\w -]{0,40}?)[ \t]*:[ \t]*(\S.*?)[ \t]*$/gm)) {
    lines.push({ label: match[1] ?? '', value: match[2] ?? '' });
  }
  return lines;
}

/** The values of lines labelled with the name, or for a list its singular ("Tag: a" for `tags`). */
const valuesFor = (name: string, text: string, list: boolean) =>
  labelledLines(text)
    .filter((line) => norm(line.label) === norm(name) || (list && `${norm(line.label)}s` === norm(name)))
    .map((line) => line.value);

const typeOf = (schema: unknown): string | undefined => {
  if (!isObject(schema)) return undefined;
  return Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') as string) : (schema.type as string);
};

function scalar(value: string, schema: unknown): unknown {
  const type = typeOf(schema);
  let result: unknown = value;
  if (type === 'number' || type === 'integer') {
    const number = Number(value.replace(/[^0-9.-]/g, ''));
    if (!Number.isFinite(number) || value.replace(/[^0-9]/g, '') === '') return undefined;
    result = type === 'integer' ? Math.round(number) : number;
  } else if (type === 'boolean') result = /^(yes|true|in stock|available)\b/i.test(value);
  if (isObject(schema) && Array.isArray(schema.enum) && !schema.enum.includes(result)) return undefined;
  return result;
}

/** `k=v; k2=v2` as an object of the item schema's properties. */
function itemObject(value: string, schema: unknown): Json {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const item: Json = {};
  for (const pair of value.split(/;\s*/)) {
    const [key = '', ...rest] = pair.split('=');
    const name = Object.keys(properties).find((p) => norm(p) === norm(key));
    if (name === undefined) continue;
    const filled = scalar(rest.join('=').trim(), properties[name]);
    if (filled !== undefined) item[name] = filled;
  }
  return item;
}

/** The object `schema` describes, filled from `text`. */
export function fillSchema(schema: unknown, text: string): Json {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const answer: Json = {};
  for (const [name, sub] of Object.entries(properties)) {
    const type = typeOf(sub);
    if (type === 'object') {
      answer[name] = fillSchema(sub, text);
      continue;
    }
    const values = valuesFor(name, text, type === 'array');
    if (values.length === 0) continue;
    if (type === 'array') {
      const items = isObject(sub) ? sub.items : undefined;
      answer[name] =
        typeOf(items) === 'object'
          ? values.map((v) => itemObject(v, items))
          : values.map((v) => scalar(v, items)).filter((v) => v !== undefined);
      continue;
    }
    const filled = scalar(values[0] ?? '', sub);
    if (filled !== undefined) answer[name] = filled;
  }
  return answer;
}

/** With no schema (JSON mode, a prompt only): every label once, with its first value. */
export function fillFree(text: string): Json {
  const answer: Json = {};
  for (const { label, value } of labelledLines(text)) {
    const key = label.trim().toLowerCase().replace(/\s+/g, '_');
    if (!(key in answer)) answer[key] = value;
  }
  return answer;
}

/** The same shape with every property of the wrong type: a schema-breaking answer. */
export function breakSchema(schema: unknown): Json {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const broken: Json = {};
  for (const [name, sub] of Object.entries(properties)) {
    const type = typeOf(sub);
    broken[name] = type === 'string' ? 12345 : type === 'array' ? 'not a list' : type === 'object' ? [] : 'wrong';
  }
  if (Object.keys(broken).length === 0) broken.unexpected = { type: 'break' };
  return broken;
}

/** A short deterministic summary: how many words, and the text's first line. */
export function summaryOf(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  const first =
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  return `Summary (${words} words): ${first.slice(0, 120)}`;
}
