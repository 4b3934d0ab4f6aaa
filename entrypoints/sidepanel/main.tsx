import '@/lib/setup/zod-jitless';
import '@/components/theme/theme.css';
import { render } from 'preact';
import { App } from '@/entrypoints/sidepanel/App';

render(<App />, document.getElementById('app')!);
