import type { Engine } from '@/lib/jobs/job-schema';
import { stageFile } from '@/lib/jobs/staged-files';
import { ask } from '@/lib/app/ask';
import { getSettings } from '@/lib/settings/settings-store';

/** Scrapes a tab with the user's default options on `engine`; resolves to the new job's id. */
export async function startScrapeOfTab(tabId: number, url: string, engine: Engine): Promise<string> {
  const settings = await getSettings();
  const { jobId } = await ask('startScrape', { engine, request: { url, ...settings.scrapeDefaults }, tabId });
  return jobId;
}

/** Stages a dropped file (Files cannot cross messaging) and parses it; resolves to the job's id. */
export async function startParseOfFile(file: File, engine: Engine): Promise<string> {
  const settings = await getSettings();
  const fileId = await stageFile(file);
  const { jobId } = await ask('startParse', { engine, fileId, options: settings.parseDefaults });
  return jobId;
}
