import '@/lib/setup/zod-jitless';
// Before the rest evaluates: starts the reads the first render needs (see start-reads.ts).
import './start-reads';
import { render } from 'preact';
import '@/components/forms/forms.css';
import './popup.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
