// First, before the rest evaluates: the reads the first render needs (they build no schema).
import './start-reads';
import '@/lib/setup/zod-jitless';
import './key-status';
import { render } from 'preact';
import '@/components/forms/forms.css';
import './popup.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
