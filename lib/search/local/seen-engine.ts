import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/**
 * The site of the browser's own search engine, as the last search in it found (no browser tells
 * an extension its default engine's address): the Search view asks for it inside the next click,
 * and a program's search asks the user's consent for it before anything is sent.
 */
const seenEngineSchema = z.object({ origin: z.string(), name: z.string(), at: z.number() });
export type SeenEngine = z.infer<typeof seenEngineSchema>;

const seenEngineItem = storage.defineItem<unknown>('local:searchEngineSeen', { fallback: null });

export async function seenEngine(): Promise<SeenEngine | undefined> {
  const parsed = seenEngineSchema.safeParse(await seenEngineItem.getValue());
  return parsed.success ? parsed.data : undefined;
}

export const rememberEngine = (origin: string, name: string) =>
  seenEngineItem.setValue({ origin, name, at: Date.now() } satisfies SeenEngine);
