import { stageFile } from '@/lib/jobs/staged-files';
import { ask } from '@/lib/messaging/messenger';
import { getSettings } from '@/lib/settings/settings-store';
import { resolveEngine } from './engine-choice';

/** Scrapes a tab with the user's default options; resolves to the new job's id. */
export async function startScrapeOfTab(tabId: number, url: string): Promise<string> {
  const settings = await getSettings();
  const engine = await resolveEngine(settings.engine);
  const { jobId } = await ask('startScrape', { engine, request: { url, ...settings.scrapeDefaults }, tabId });
  return jobId;
}

/** Stages a dropped file (Files cannot cross messaging) and parses it; resolves to the job's id. */
export async function startParseOfFile(file: File): Promise<string> {
  const settings = await getSettings();
  const engine = await resolveEngine(settings.engine);
  const fileId = await stageFile(file);
  const { jobId } = await ask('startParse', { engine, fileId, options: settings.parseDefaults });
  return jobId;
}
