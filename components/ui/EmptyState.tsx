import type { ComponentChildren } from 'preact';

interface Props {
  title: string;
  children?: ComponentChildren;
}

/** What a view shows when it has nothing: a short title, and a hint or an action below it. */
export function EmptyState({ title, children }: Props) {
  return (
    <div class="empty-state">
      <p class="empty-title">{title}</p>
      {children}
    </div>
  );
}
