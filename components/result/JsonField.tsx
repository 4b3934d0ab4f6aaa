import { JsonTree } from '@/components/json-tree/JsonTree';
import { CopyButton } from '@/components/ui/CopyButton';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { Field, type FieldFrame } from '@/components/result/Field';

interface Props extends FieldFrame {
  value: unknown;
  fileName: string;
}

/** A JSON value as a collapsible tree, with copy and download as .json. */
export function JsonField({ value, fileName, ...frame }: Props) {
  const text = () => JSON.stringify(value, null, 2);
  return (
    <Field
      {...frame}
      actions={
        <>
          <CopyButton text={text} />
          <DownloadButton text={text} fileName={fileName} type="application/json" />
        </>
      }
    >
      <JsonTree value={value} label={frame.title} />
    </Field>
  );
}
