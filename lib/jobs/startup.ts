import { startupDone } from '@/lib/jobs/housekeeping';

/** The housekeeping runs once per worker start, whoever waits for it first: started at once. */
export function registerStartup(): void {
  void startupDone();
}
