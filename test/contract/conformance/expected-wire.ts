/**
 * What the client should put on the wire for an input: the input itself (nothing added, no
 * defaults), but with the top-level url normalised (`new URL().href`, as the documents'
 * `format: uri` wants) and opt-in flags left at false dropped (an older server refuses the key).
 */
const OPT_IN_FLAGS = new Set(['checkPromptInjection', 'pages', 'blocks', 'pageMarkers']);

export function expectedWire(input: unknown): unknown {
  const wire: unknown = JSON.parse(JSON.stringify(input), (key, value: unknown) =>
    OPT_IN_FLAGS.has(key) && value === false ? undefined : value,
  );
  if (wire && typeof wire === 'object' && 'url' in wire && typeof wire.url === 'string') {
    try {
      wire.url = new URL(wire.url.trim()).href;
    } catch {
      // left as typed: the schema refuses it anyway
    }
  }
  return wire;
}
