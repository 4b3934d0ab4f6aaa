import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'class'> & {
  /** `primary` for the one main action of a view, `quiet` for small inline actions. */
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  class?: string;
  children?: ComponentChildren;
};

/** A `type="button"` button (never submits a surrounding form by accident). */
export function Button({ variant = 'secondary', class: extra, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} class={`btn btn-${variant}${extra ? ` ${extra}` : ''}`} {...rest} />;
}
