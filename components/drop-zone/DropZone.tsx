import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { PARSE_ACCEPT, refuseFile } from '@/components/drop-zone/check-file';
import '@/components/drop-zone/drop-zone.css';

export interface DropZoneProps {
  onFile(file: File): void;
  disabled?: boolean;
  /** The file picker's filter; default: every type parse accepts. */
  accept?: string;
  /** One line (a page's header): the accepted types are told to assistive technology and on hover. */
  compact?: boolean;
}

let zones = 0;

/**
 * Drop a file or pick one (the picker is the keyboard path). A file parse would refuse (type,
 * size) is refused here, before anything is uploaded, with the reason next to the zone.
 */
export function DropZone({ onFile, disabled, accept = PARSE_ACCEPT, compact }: DropZoneProps) {
  const [id] = useState(() => `drop-zone-${++zones}`);
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState('');

  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    const reason = refuseFile(file);
    setRefusal(reason ?? '');
    if (!reason) onFile(file);
  };

  const refusalLine = (
    <p class="drop-refusal" id={`${id}-refusal`} role="alert">
      {refusal}
    </p>
  );
  const zone = (
    <div
      class={`drop-zone${compact ? ' compact' : ''}${over ? ' over' : ''}${disabled ? ' disabled' : ''}`}
      title={compact ? t('drop_hint') : undefined}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer?.files[0]);
      }}
    >
      <p id={`${id}-hint`} class={compact ? 'visually-hidden' : undefined}>
        {t('drop_hint')}
      </p>
      <input
        id={id}
        class="visually-hidden"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint${refusal ? ` ${id}-refusal` : ''}`}
        aria-invalid={refusal ? true : undefined}
        onChange={(e) => {
          take(e.currentTarget.files?.[0]);
          e.currentTarget.value = ''; // picking the same file again still reports it
        }}
      />
      <label for={id} class="button">
        {compact ? t('drop_chooseCompact') : t('drop_choose')}
      </label>
      {!compact && refusalLine}
    </div>
  );
  // One line (a header): the reason goes under the row it sits in, at the row's width, rather
  // than squeezed into the zone (which stretched the buttons beside it).
  return compact ? (
    <>
      {zone}
      {refusalLine}
    </>
  ) : (
    zone
  );
}
