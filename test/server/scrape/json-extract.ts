// Deterministic stand-in for LLM extraction: {title} plus each schema property filled from
// the page when it is simple (by well-known name, or a "Label: value" line in the text).
export interface PageFacts {
  title: string;
  description: string;
  url: string;
  text: string;
  links: string[];
  headings: string[];
}

type Schema = { type?: unknown; properties?: unknown; items?: unknown };

export function extractJson(facts: PageFacts, schema?: unknown, withTitle = true): Record<string, unknown> {
  const out: Record<string, unknown> = withTitle ? { title: facts.title } : {};
  const props = (schema as Schema | undefined)?.properties;
  if (!props || typeof props !== 'object') return out;
  for (const [key, def] of Object.entries(props as Record<string, unknown>))
    out[key] = fill(key, (def ?? {}) as Schema, facts);
  return out;
}

function fill(key: string, def: Schema, facts: PageFacts): unknown {
  const name = key.toLowerCase();
  const type = Array.isArray(def.type) ? def.type[0] : def.type;
  if (type === 'object') return extractJson(facts, def, false);
  if (name === 'title' || (name === 'name' && !labelled(key, facts.text))) return facts.title;
  if (name === 'description' || name === 'summary') return facts.description || facts.text.split('\n')[0] || '';
  if (name === 'url' || name === 'link') return facts.url;
  if (name === 'headings') return facts.headings;
  if (name === 'links') return facts.links;
  const value = labelled(key, facts.text);
  if (type === 'array') return value === undefined ? [] : value.split(/\s*,\s*/).filter(Boolean);
  if (value === undefined) return type === 'boolean' ? new RegExp(`\\b${words(key)}\\b`, 'i').test(facts.text) : null;
  if (type === 'number' || type === 'integer') {
    const n = Number(/-?\d[\d,]*(\.\d+)?/.exec(value)?.[0]?.replace(/,/g, ''));
    return Number.isFinite(n) ? (type === 'integer' ? Math.round(n) : n) : null;
  }
  if (type === 'boolean') return /^(yes|true|in stock|available)\b/i.test(value);
  return value;
}

// "unitPrice" / "unit_price" -> "unit price", so "Unit price: 12" is found.
function words(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function labelled(key: string, text: string): string | undefined {
  const m = new RegExp(`^\\s*${words(key)}\\s*:\\s*(.+)$`, 'im').exec(text);
  return m?.[1]?.trim();
}
