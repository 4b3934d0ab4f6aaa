// Scores and tables for the main-content benchmark: per corpus, its whole and its two halves,
// each pipeline's F1 / precision / recall (the corpus's own scorer), median and p95 ms per page,
// and the pages where a pipeline threw or gave nothing.

export function median(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function p95(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] : NaN;
}

/** Rows of one corpus: for each part (all, A, B) and pipeline, scores and times. */
export function corpusRows(corpus, pipelines, results, score) {
  const parts = [
    ['all', corpus.ids],
    ['A', corpus.ids.filter((id) => corpus.half.get(id) === 'A')],
    ['B', corpus.ids.filter((id) => corpus.half.get(id) === 'B')],
  ];
  const rows = [];
  for (const [part, ids] of parts) {
    if (!ids.length) continue;
    const truth = Object.fromEntries(ids.map((id) => [id, corpus.truth[id]]));
    for (const p of pipelines) {
      const r = results[p.name];
      const s = score(truth, r.predictions);
      const times = ids.map((id) => r.times[id]);
      rows.push({
        part,
        pages: ids.length,
        pipeline: p,
        ...s,
        median: median(times),
        p95: p95(times),
        failed: ids.filter((id) => r.failed[id]),
      });
    }
  }
  return rows;
}

/** The verdict the issue asks for, per part: F1 margin, recall, failures, speed against the anchors. */
export function verdicts(rows) {
  const out = [];
  for (const part of new Set(rows.map((r) => r.part))) {
    const inPart = rows.filter((r) => r.part === part);
    const ours = inPart.find((r) => r.pipeline.name === 'ours');
    const anchors = inPart.filter((r) => r.pipeline.name !== 'ours');
    if (!ours || !anchors.length) continue;
    const bestF1 = Math.max(...anchors.map((r) => r.f1));
    const bestRecall = Math.max(...anchors.map((r) => r.recall));
    const readability = anchors.find((r) => r.pipeline.name === 'readability');
    out.push({
      part,
      f1Margin: ours.f1 - bestF1,
      recallMargin: ours.recall - bestRecall,
      failed: ours.failed.length,
      speed: readability ? ours.median / readability.median : NaN,
    });
  }
  return out;
}

export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j <= 1 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function printCorpus(corpus, rows) {
  console.log(
    `\n## ${corpus.title}: ${corpus.ids.length} pages (A ${rows.find((r) => r.part === 'A')?.pages ?? 0}, B ${rows.find((r) => r.part === 'B')?.pages ?? 0})`,
  );
  const table = [['part', 'pipeline', 'F1', 'precision', 'recall', 'median ms', 'p95 ms', 'threw/empty']];
  for (const r of rows) {
    table.push([
      r.part,
      r.pipeline.label,
      r.f1.toFixed(3),
      r.precision.toFixed(3),
      r.recall.toFixed(3),
      r.median.toFixed(1),
      r.p95.toFixed(1),
      String(r.failed.length),
    ]);
  }
  printTable(table);
  const v = verdicts(rows);
  if (v.length) {
    console.log('');
    for (const x of v) {
      const sign = (n) => (n >= 0 ? '+' : '') + n.toFixed(3);
      console.log(
        `${x.part.padEnd(3)} ours: F1 ${sign(x.f1Margin)} over the better anchor, recall ${sign(x.recallMargin)}, ${x.failed} threw/empty, median ${x.speed.toFixed(3)}x Readability+Turndown's`,
      );
    }
  }
}

export function printFailures(corpus, pipelines, results) {
  for (const p of pipelines) {
    const failed = Object.entries(results[p.name].failed).filter(([id]) => corpus.ids.includes(id));
    if (!failed.length) continue;
    console.log(`\n${p.label} threw or gave nothing on ${failed.length} ${corpus.name} pages:`);
    for (const [id, why] of failed) console.log(`  ${id.slice(0, 16)}  ${why}  ${corpus.truth[id].url}`);
  }
}
