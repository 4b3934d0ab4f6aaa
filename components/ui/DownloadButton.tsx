import { Button } from '@/components/ui/Button';
import { downloadText } from '@/lib/export/download';
import { t } from '@/lib/i18n/t';

interface Props {
  /** The file's content; a function is called only on click. */
  text: string | (() => string);
  fileName: string;
  type?: string;
  label?: string;
}

/** Saves text as a file, e.g. markdown as `example.com-page.md`. */
export function DownloadButton({ text, fileName, type, label }: Props) {
  return (
    <Button variant="quiet" onClick={() => downloadText(typeof text === 'function' ? text() : text, fileName, type)}>
      {label ?? t('sidepanel_download')}
    </Button>
  );
}
