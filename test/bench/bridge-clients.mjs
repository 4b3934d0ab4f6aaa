// Clients of the bridge in a process of their own, as programs are: bench:bridge starts it with
// the bridge's address, its token and the addresses, one list per client; each client scrapes its
// list one page after another with the provider's JS SDK, all clients at once. Prints, as JSON on
// its one line of output, the time from the first request to the last answer and the CPU time
// this process took meanwhile (ms).
import Firecrawl from '@mendable/firecrawl-js';

const { apiUrl, token, lists } = JSON.parse(process.argv[2] ?? '{}');
const firecrawl = new Firecrawl({ apiKey: token, apiUrl });
const began = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(
  lists.map(async (list) => {
    for (const url of list) {
      const doc = await firecrawl.scrape(url, { formats: ['markdown'] });
      if (!doc.markdown) throw new Error(`bridge scrape of ${url} has no markdown`);
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(`${JSON.stringify({ ms: performance.now() - began, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
