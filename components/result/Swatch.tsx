import { safeColor } from '@/components/result/safe-color';

/** A colour sample and its value as text; an invalid or unsafe colour shows only the text. */
export function Swatch({ name, value }: { name: string; value: unknown }) {
  const color = safeColor(value);
  return (
    <li class="swatch-item" data-color={name}>
      <span
        class={color ? 'swatch' : 'swatch swatch-invalid'}
        style={color ? { background: color } : undefined}
        aria-hidden="true"
      />
      <span class="swatch-name">{name}</span>
      <code class="swatch-value">{String(value ?? '')}</code>
    </li>
  );
}
