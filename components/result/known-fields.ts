import { parseDataSchema, type ParseData } from '@/lib/api/schemas/parse-response';

/** Every field the contract names; anything else the service sent goes to "Other fields". */
const KNOWN = new Set(Object.keys(parseDataSchema.shape));

/** The result's fields that no view knows, for the raw JSON section at the end. */
export function unknownFields(data: ParseData): Record<string, unknown> | undefined {
  const extra = Object.entries(data).filter(([key, value]) => !KNOWN.has(key) && value !== undefined && value !== null);
  return extra.length > 0 ? Object.fromEntries(extra) : undefined;
}
