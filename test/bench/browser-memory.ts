import { execFileSync } from 'node:child_process';

/** Resident memory (MB) of the browser whose command line names `dir`, with every process under it. */
export function browserRssMb(dir: string): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rss: Number(m[3]), args: m[4]! }));
  const root = rows.find((r) => r.args.includes(`--load-extension=${dir}`) && !r.args.includes('--type='));
  if (!root) return 0;
  const tree = new Set([root.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (tree.has(r.pid) || !tree.has(r.ppid)) continue;
      tree.add(r.pid);
      grew = true;
    }
  }
  return rows.filter((r) => tree.has(r.pid)).reduce((kb, r) => kb + r.rss, 0) / 1024;
}

/** Samples the browser's memory every 100 ms until stopped; returns the peak (MB). */
export function peakMemory(dir: string): () => number {
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, browserRssMb(dir))), 100);
  return () => {
    clearInterval(sampler);
    return peakMb;
  };
}
