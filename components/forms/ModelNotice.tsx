import { t } from '@/lib/i18n/t';

interface Props {
  hasKey: boolean;
  onUseRemote(): void;
  onOpenSettings(): void;
}

/**
 * Said where the choice is made: with no model chosen, the local engine cannot extract JSON or
 * summarise. A model can be chosen in Settings, or the remote engine can do it.
 */
export function ModelNotice({ hasKey, onUseRemote, onOpenSettings }: Props) {
  return (
    <div class="notice" role="note">
      <p>{t('forms_modelNeeded')}</p>
      <button type="button" onClick={onOpenSettings}>
        {t('forms_chooseModel')}
      </button>
      {hasKey ? (
        <button type="button" onClick={onUseRemote}>
          {t('forms_useRemote')}
        </button>
      ) : (
        <button type="button" onClick={onOpenSettings}>
          {t('forms_addKeyForRemote')}
        </button>
      )}
    </div>
  );
}
