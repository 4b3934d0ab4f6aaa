import { historyDb } from '@/lib/jobs/history-db';

/**
 * A File cannot cross extension messaging, but every extension context shares IndexedDB: the
 * page that received the file stages it here and sends the id; the background takes it. A
 * parse job keeps its file under its own id, for retry.
 */
export async function stageFile(file: File): Promise<string> {
  const id = crypto.randomUUID();
  await stageBlob(id, file, file.name);
  return id;
}

export async function stageBlob(id: string, blob: Blob, name: string): Promise<void> {
  await (await historyDb()).put('files', { blob, name, savedAt: Date.now() }, id);
}

export async function stagedFile(id: string): Promise<{ blob: Blob; name: string } | undefined> {
  return (await historyDb()).get('files', id);
}

/** Drops a staged file that no job keeps (a crawl's document, once parsed). */
export async function dropStagedFile(id: string): Promise<void> {
  await (await historyDb()).delete('files', id);
}
