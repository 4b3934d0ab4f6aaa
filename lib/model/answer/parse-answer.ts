/** A model's answer read as a JSON object, or undefined when it is not one. */
export function parseAnswer(text: string): Record<string, unknown> | undefined {
  const parsed = tryParse(stripFences(text)) ?? tryParse(outermostObject(text));
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

// Models wrap JSON in ```json fences even when told not to.
const stripFences = (text: string) => {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)\n?\s*```/.exec(text);
  return (fenced?.[1] ?? text).trim();
};

/** From the first { to the last }: a sentence before or after the JSON does not spoil it. */
const outermostObject = (text: string) => {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : '';
};

function tryParse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
