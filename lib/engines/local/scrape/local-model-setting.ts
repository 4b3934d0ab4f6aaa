import { getSettings } from '@/lib/settings/settings-store';
import { modelChosen } from '@/lib/engines/local/scrape/local-model';

/** Whether the user has chosen a model the local engine may use (read now, in the background). */
export const localHasModel = async (): Promise<boolean> => modelChosen((await getSettings()).modelProvider);
