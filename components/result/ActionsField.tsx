import type { Action } from '@/lib/api/schemas/actions';
import type { ActionsResult } from '@/lib/api/schemas/scrape-response';
import { CodeView } from '@/components/code-view/CodeView';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { Button } from '@/components/ui/Button';
import { downloadBlob, downloadText } from '@/lib/export/download';
import { t } from '@/lib/i18n/t';
import { orderActionOutputs, type ActionOutput } from '@/components/result/action-outputs';
import { base64ToBlob } from '@/components/result/base64';
import { Field } from '@/components/result/Field';
import { SafeLink } from '@/components/result/SafeLink';
import { ScreenshotImage } from '@/components/result/ScreenshotImage';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';

interface Props {
  /** The result's download name (resultFileBase), which the action PDFs' names start with. */
  baseName: string;
  jobId: string;
  actions: ActionsResult;
  requested?: readonly Action[];
  finishedAt?: number;
  saved: Map<string, Blob>;
  onSaved(url: string, blob: Blob): void;
}

/** What the page actions produced, in action order: screenshots, scrapes, script returns, PDFs. */
export function ActionsField({ baseName, jobId, actions, requested, finishedAt, saved, onSaved }: Props) {
  const outputs = orderActionOutputs(actions, requested);
  if (outputs.length === 0) return null;
  // A plain function, not a nested component: a component defined here would remount (and lose
  // a screenshot's state) on every render.
  const renderOutput = (output: ActionOutput) => {
    switch (output.kind) {
      case 'screenshot':
        return (
          <ScreenshotImage
            jobId={jobId}
            url={output.url}
            saved={saved.get(output.url)}
            onSaved={onSaved}
            finishedAt={finishedAt}
            alt={t('result_actionScreenshot', output.index + 1)}
          />
        );
      case 'scrape':
        return (
          <>
            <p>
              <SafeLink href={output.url} />
            </p>
            <CodeView text={output.html ?? ''} label={t('result_actionScrape', output.index + 1)} />
          </>
        );
      case 'javascript':
        return (
          <JsonTree value={{ type: output.type, value: output.value }} label={t('result_actionJs', output.index + 1)} />
        );
      case 'pdf':
        return isHttpUrl(output.value) ? (
          <SafeLink href={output.value} />
        ) : (
          <Button variant="quiet" onClick={() => downloadPdf(output.value, `${baseName}-action-${output.index + 1}`)}>
            {t('result_downloadPdf')}
          </Button>
        );
    }
  };
  return (
    <Field name="actions" title={t('result_actions')}>
      <ol class="action-outputs">
        {outputs.map((output, i) => (
          <li key={i} data-action={output.kind}>
            <h4 class="action-title">{t(`result_actionKind_${output.kind}`, output.index + 1)}</h4>
            {renderOutput(output)}
          </li>
        ))}
      </ol>
    </Field>
  );
}

/** A PDF returned inline is base64: saved decoded when it decodes, else as the text it is. */
function downloadPdf(value: string, name: string) {
  const blob = base64ToBlob(value, 'application/pdf');
  if (blob) downloadBlob(blob, `${name}.pdf`);
  else downloadText(value, `${name}.txt`);
}
