import { historyDb } from './history-db';

/**
 * A File cannot cross extension messaging, but every extension context shares IndexedDB: the
 * page that received the file stages it here and sends the id; the background takes it.
 */
export async function stageFile(file: File): Promise<string> {
  const id = crypto.randomUUID();
  await (await historyDb()).put('files', { blob: file, name: file.name, savedAt: Date.now() }, id);
  return id;
}

export async function stagedFile(id: string): Promise<{ blob: Blob; name: string } | undefined> {
  return (await historyDb()).get('files', id);
}
