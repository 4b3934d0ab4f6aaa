import type { ActionType } from '@/lib/api/schemas/actions';
import { getIn } from '@/components/forms/draft';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { ActionFields } from '@/components/forms/actions/ActionFields';
import {
  ACTION_TYPES,
  MAX_ACTIONS,
  addAction,
  moveAction,
  removeAction,
  retypeAction,
  type ActionDraft,
} from '@/components/forms/actions/actions-model';

/** Page actions: rows to add, remove, reorder and retype; each type shows its own fields. */
export function ActionsEditor() {
  const form = useForm();
  const list = (getIn(form.draft, 'actions') as ActionDraft[] | undefined) ?? [];
  const save = (next: ActionDraft[] | undefined) => form.set('actions', next);

  return (
    <fieldset class="group actions" id={fieldId(form, 'actions')} tabIndex={-1}>
      <legend>{t('forms_f_actions')}</legend>
      <FieldMessage path="actions" />
      <ol>
        {list.map((action, i) => {
          const typeId = fieldId(form, `actions.${i}.type`);
          const n = i + 1;
          return (
            <li key={i} class="action-row">
              <div class="row">
                <label for={typeId}>{t('forms_actionN', n)}</label>
                <select
                  id={typeId}
                  value={action.type}
                  onChange={(e) => save(retypeAction(list, i, e.currentTarget.value as ActionType))}
                >
                  {ACTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`forms_actionType_${type}`)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  class="icon"
                  aria-label={t('forms_moveUp', n)}
                  disabled={i === 0}
                  onClick={() => save(moveAction(list, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  class="icon"
                  aria-label={t('forms_moveDown', n)}
                  disabled={i === list.length - 1}
                  onClick={() => save(moveAction(list, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  class="icon"
                  aria-label={t('forms_removeAction', n)}
                  onClick={() => save(removeAction(list, i))}
                >
                  ×
                </button>
              </div>
              <ActionFields type={action.type} index={i} />
              <FieldMessage path={`actions.${i}`} />
            </li>
          );
        })}
      </ol>
      <button type="button" disabled={list.length >= MAX_ACTIONS} onClick={() => save(addAction(list))}>
        {t('forms_addAction')}
      </button>
    </fieldset>
  );
}
