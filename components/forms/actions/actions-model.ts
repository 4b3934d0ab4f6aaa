import { ACTION_TYPES, MAX_ACTIONS, type Action, type ActionType } from '@/lib/api/schemas/actions';

export { ACTION_TYPES, MAX_ACTIONS };
/** An action row as typed: its fields may still be wrong, the schema says which. */
export type ActionDraft = { type: ActionType } & Partial<Record<string, unknown>>;

/**
 * A new row of a type: required text fields start empty so the schema names what is missing;
 * a wait starts at 1000 ms (it needs milliseconds or a selector).
 */
export function newAction(type: ActionType): ActionDraft {
  switch (type) {
    case 'wait':
      return { type, milliseconds: 1000 };
    case 'click':
      return { type, selector: '' };
    case 'write':
      return { type, text: '' };
    case 'press':
      return { type, key: '' };
    case 'executeJavascript':
      return { type, script: '' };
    default:
      return { type };
  }
}

/** The list after a change; an empty list leaves `actions` out of the request. */
const orUnset = (list: ActionDraft[]) => (list.length > 0 ? list : undefined);

export const addAction = (list: ActionDraft[] = [], type: ActionType = 'wait') =>
  list.length >= MAX_ACTIONS ? list : [...list, newAction(type)];

export const removeAction = (list: ActionDraft[], index: number) => orUnset(list.filter((_, i) => i !== index));

export function moveAction(list: ActionDraft[], index: number, by: -1 | 1): ActionDraft[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  next.splice(to, 0, ...next.splice(index, 1));
  return next;
}

/** Changing the type starts the row afresh: another type's fields would be unknown keys. */
export const retypeAction = (list: ActionDraft[], index: number, type: ActionType) =>
  list.map((a, i) => (i === index ? newAction(type) : a));

export type { Action };
