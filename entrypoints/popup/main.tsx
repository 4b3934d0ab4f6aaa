import '@/lib/setup/zod-jitless';
import { render } from 'preact';
import '@/components/forms/forms.css';
import './popup.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
