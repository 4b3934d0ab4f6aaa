import '@/lib/setup/zod-jitless';
import { render } from 'preact';
import '@/components/theme/shared.css';
import '@/components/forms/forms.css';
import '@/entrypoints/options/options.css';
import { App } from '@/entrypoints/options/App';
import { t } from '@/lib/i18n/t';

document.title = t('options_title');
render(<App />, document.getElementById('app')!);
