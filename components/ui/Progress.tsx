interface Props {
  /** 0..1, or undefined for "working, no estimate" (an indeterminate bar). */
  fraction?: number;
  label: string;
  /** Shown after the label but not announced (a countdown would be read out every second). */
  detail?: string;
}

/** A progress bar with its message as the accessible name. */
export function Progress({ fraction, label, detail }: Props) {
  return (
    <div class="progress">
      <progress class="progress-bar" aria-label={label} value={fraction} max={fraction === undefined ? undefined : 1} />
      <span class="progress-label">
        {label}
        {detail && <span aria-hidden="true"> {detail}</span>}
      </span>
    </div>
  );
}
