import { JsonTree } from '../json-tree/JsonTree';
import { CopyButton } from '../ui/CopyButton';
import { DownloadButton } from '../ui/DownloadButton';
import { Field } from './Field';

interface Props {
  name: string;
  title: string;
  value: unknown;
  fileName: string;
  open?: boolean;
}

/** A JSON value as a collapsible tree, with copy and download as .json. */
export function JsonField({ name, title, value, fileName, open }: Props) {
  const text = () => JSON.stringify(value, null, 2);
  return (
    <Field
      name={name}
      title={title}
      open={open}
      actions={
        <>
          <CopyButton text={text} />
          <DownloadButton text={text} fileName={fileName} type="application/json" />
        </>
      }
    >
      <JsonTree value={value} label={title} />
    </Field>
  );
}
