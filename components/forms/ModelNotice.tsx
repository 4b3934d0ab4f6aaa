import { t } from '@/lib/i18n/t';

interface Props {
  hasKey: boolean;
  onUseRemote(): void;
  onOpenSettings(): void;
}

/** Said where the choice is made: the local engine cannot extract JSON; the remote one can. */
export function ModelNotice({ hasKey, onUseRemote, onOpenSettings }: Props) {
  return (
    <div class="notice" role="note">
      <p>{t('forms_modelNeeded')}</p>
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
