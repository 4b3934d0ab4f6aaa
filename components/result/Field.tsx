import type { ComponentChildren } from 'preact';

/** What a field that fills in its own actions and content takes from its caller. */
export type FieldFrame = Pick<Props, 'name' | 'title' | 'open'>;

interface Props {
  /** Stable name of the field (markdown, links, branding...), used as a hook for tests and styles. */
  name: string;
  title: string;
  /** Copy, download and view toggles, shown above the content. */
  actions?: ComponentChildren;
  open?: boolean;
  children?: ComponentChildren;
}

/** One part of a result: a collapsible section (native <details>, so keyboard operable). */
export function Field({ name, title, actions, open = true, children }: Props) {
  return (
    <details class="result-field" open={open} data-field={name}>
      <summary class="field-summary">
        <h3 class="field-title">{title}</h3>
      </summary>
      {actions && <div class="field-actions">{actions}</div>}
      <div class="field-body">{children}</div>
    </details>
  );
}
