import type { ComponentChildren } from 'preact';

interface Props {
  tone: 'info' | 'warning' | 'error' | 'success';
  title?: string;
  children?: ComponentChildren;
}

/** A coloured notice; errors and warnings are announced (role="alert"), the rest politely. */
export function Banner({ tone, title, children }: Props) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div class={`banner banner-${tone}`} role={urgent ? 'alert' : 'status'}>
      {title && <p class="banner-title">{title}</p>}
      {children}
    </div>
  );
}
