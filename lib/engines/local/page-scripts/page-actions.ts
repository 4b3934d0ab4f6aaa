import { answering, registerPageParts } from '@/lib/engines/local/in-page/page-parts';
import { clickElements } from '@/lib/engines/local/in-page/click';
import { pressKey } from '@/lib/engines/local/in-page/press';
import { scrollBy } from '@/lib/engines/local/in-page/scroll';
import { waitForSelector } from '@/lib/engines/local/in-page/wait-for-selector';
import { writeText } from '@/lib/engines/local/in-page/write';

// The page actions (wait for, click, write, press, scroll), injected only into a tab whose scrape
// has actions; the extract script is not needed for them.
export default defineUnlistedScript(() => {
  registerPageParts({
    waitFor: answering((command) => waitForSelector(command.selector, command.timeoutMs)),
    click: answering((command) => clickElements(command.selector, command.all)),
    write: answering((command) => writeText(command.text)),
    press: answering((command) => pressKey(command.key)),
    scroll: answering((command) => scrollBy(command.direction, command.selector)),
  });
});
