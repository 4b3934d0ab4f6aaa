interface Props {
  pressed: boolean;
  onChange(pressed: boolean): void;
  label: string;
}

/** A two-state button (aria-pressed), e.g. "Raw" for rendered/raw markdown. */
export function Toggle({ pressed, onChange, label }: Props) {
  return (
    <button type="button" class="btn btn-quiet toggle" aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      {label}
    </button>
  );
}
