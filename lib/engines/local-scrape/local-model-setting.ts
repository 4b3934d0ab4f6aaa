import { getSettings } from '../../settings/settings-store';
import { modelChosen } from './local-model';

/** Whether the user has chosen a model the local engine may use (read now, in the background). */
export const localHasModel = async (): Promise<boolean> => modelChosen((await getSettings()).modelProvider);
