interface Props {
  /** 0..1, or undefined for "working, no estimate" (an indeterminate bar). */
  fraction?: number;
  label: string;
}

/** A progress bar with its message as the accessible name. */
export function Progress({ fraction, label }: Props) {
  return (
    <div class="progress">
      <progress class="progress-bar" aria-label={label} value={fraction} max={fraction === undefined ? undefined : 1} />
      <span class="progress-label">{label}</span>
    </div>
  );
}
