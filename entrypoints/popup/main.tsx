// No zod here: checks.ts (the schemas) loads after the first paint, see start-state.ts.
// Before the rest evaluates: asks the background whether a key is set.
import '@/entrypoints/popup/key-status';
import { render } from 'preact';
import sharedCss from '@/components/theme/shared.css?inline';
import formsCss from '@/components/forms/forms.css?inline';
import popupCss from '@/entrypoints/popup/popup.css?inline';
import { App } from '@/entrypoints/popup/App';
import { markOpenedAsPage } from '@/entrypoints/popup/opened-as-page';

// The styles come inside this script, not as a stylesheet: an extension page pays for every file
// it loads, and a stylesheet would hold this script back until it arrived. The same tokens and
// controls as the side panel and options (components/theme/shared.css).
const style = document.createElement('style');
style.textContent = sharedCss + formsCss + popupCss;
document.head.append(style);
markOpenedAsPage();

render(<App />, document.getElementById('app')!);
