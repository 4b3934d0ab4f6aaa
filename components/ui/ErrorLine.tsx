/** Why an action failed, beside it; an alert, so screen readers say it as it appears. */
export function ErrorLine({ text }: { text: string | undefined }) {
  return (
    <p class="status error" role="alert">
      {text}
    </p>
  );
}
