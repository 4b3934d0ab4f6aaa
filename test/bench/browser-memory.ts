import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

interface Row {
  pid: number;
  ppid: number;
  rss: number;
  args: string;
}

/**
 * The processes of the browser whose command line names `dir` (its extension's folder, or any part
 * of its command line such as its profile's folder): the browser and every process under it, the
 * bridge program the browser starts included.
 */
function browserTree(dir: string): Row[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rss: Number(m[3]), args: m[4]! }));
  const root = rows.find(
    (r) => r.args.includes(dir) && r.args.includes('--load-extension=') && !r.args.includes('--type='),
  );
  if (!root) return [];
  const tree = new Set([root.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (tree.has(r.pid) || !tree.has(r.ppid)) continue;
      tree.add(r.pid);
      grew = true;
    }
  }
  return rows.filter((r) => tree.has(r.pid));
}

/** Resident memory (MB) of the browser whose command line names `dir`, with every process under it. */
export function browserRssMb(dir: string): number {
  return browserTree(dir).reduce((kb, r) => kb + r.rss, 0) / 1024;
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

/**
 * CPU seconds (user and system, and of children it has reaped) of the browser whose command line
 * names `dir`, with every process under it.
 */
export function browserCpuSeconds(dir: string): number {
  let ticks = 0;
  for (const { pid } of browserTree(dir)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime, stime, cutime, cstime: fields 14 to 17 of stat, 12 to 15 after the name.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / 100;
}
