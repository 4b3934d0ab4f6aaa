// No zod here: checks.ts (the schemas) loads after the first paint, see start-state.ts.
// Before the rest evaluates: asks the background whether a key is set.
import './key-status';
import { render } from 'preact';
import '@/components/forms/forms.css';
import './popup.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
