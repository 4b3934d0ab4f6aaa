import type { ModelProvider } from '@/lib/settings/model-settings';
import { useMemo } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { FormContext } from '@/components/forms/form-context';
import { shownErrors } from '@/lib/api/checked';
import { checkScrape, type ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { useDraftForm } from '@/components/forms/use-draft-form';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import type { Engine } from '@/lib/jobs/job-schema';

/** A scrape form as the popup wires it, reporting each check to the test. */
export function TestScrapeForm(props: {
  initial?: ScrapeOptionsDraft;
  engine?: Engine;
  modelProvider?: ModelProvider;
  onCheck(result: { request?: ScrapeRequestInput; errors: { field: string; message: string }[] }): void;
  children: ComponentChildren;
}) {
  const { draft, set, setPending, pending, touched, touch } = useDraftForm<ScrapeOptionsDraft>(props.initial ?? {});
  const checked = useMemo(() => checkScrape('https://example.com/a', draft, pending), [draft, pending]);
  props.onCheck({ request: checked.value, errors: checked.errors });
  return (
    <FormContext.Provider
      value={{
        draft,
        set,
        setPending,
        errors: shownErrors(checked, touched),
        idPrefix: 't',
        touch,
        engine: props.engine,
        modelProvider: props.modelProvider,
      }}
    >
      {props.children}
    </FormContext.Provider>
  );
}
