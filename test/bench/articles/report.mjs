// Scores and tables for the main-content benchmark: per corpus, its whole and its two halves,
// each pipeline's F1 / precision / recall (the corpus's own scorer), median and p95 ms per page of
// its first run and of its warm runs, each with its ratio to Readability+Turndown's, and the pages
// where a pipeline threw or gave nothing.

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

/** Rows of one corpus: for each part (all, halves or folds, page types) and pipeline, scores and times. */
export function corpusRows(corpus, pipelines, results) {
  const rows = [];
  for (const [part, ids] of corpus.parts) {
    if (!ids.length) continue;
    const truth = Object.fromEntries(ids.map((id) => [id, corpus.truth[id]]));
    for (const p of pipelines) {
      const r = results[p.name];
      const s = corpus.score(truth, r.predictions);
      const firsts = ids.map((id) => r.first[id]);
      const times = ids.map((id) => r.times[id]);
      rows.push({
        part,
        pages: ids.length,
        pipeline: p,
        ...s,
        firstMedian: median(firsts),
        firstP95: p95(firsts),
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
      firstSpeed: readability ? ours.firstMedian / readability.firstMedian : NaN,
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
  const counts = corpus.parts
    .filter(([part]) => part !== 'all')
    .map(([part, ids]) => `${part} ${ids.length}`)
    .join(', ');
  console.log(`\n## ${corpus.title}: ${corpus.ids.length} pages (${counts})`);
  const table = [
    [
      'part',
      'pipeline',
      'F1',
      'precision',
      'recall',
      'first ms',
      'p95',
      'x R+T',
      'warm ms',
      'p95',
      'x R+T',
      'threw/empty',
    ],
  ];
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  const ratio = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : '-');
  for (const r of rows) {
    const anchor = rows.find((a) => a.part === r.part && a.pipeline.name === 'readability');
    table.push([
      r.part,
      r.pipeline.label,
      r.f1.toFixed(3),
      r.precision.toFixed(3),
      r.recall.toFixed(3),
      ms(r.firstMedian),
      ms(r.firstP95),
      ratio(anchor ? r.firstMedian / anchor.firstMedian : NaN),
      ms(r.median),
      ms(r.p95),
      ratio(anchor ? r.median / anchor.median : NaN),
      String(r.failed.length),
    ]);
  }
  printTable(table);
  printFoldMeans(rows);
  const v = verdicts(rows);
  if (v.length) {
    console.log('');
    for (const x of v) {
      const sign = (n) => (n >= 0 ? '+' : '') + n.toFixed(3);
      console.log(
        `${x.part.padEnd(3)} ours: F1 ${sign(x.f1Margin)} over the better anchor, recall ${sign(x.recallMargin)}, ${x.failed} threw/empty, median time ${x.firstSpeed.toFixed(3)}x Readability+Turndown's on the first run, ${x.speed.toFixed(3)}x warm`,
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

/** Each pipeline's mean F1 over the folds (each fold's pages unseen by rules found on the others), and its spread. */
function printFoldMeans(rows) {
  const folds = rows.filter((r) => r.part.startsWith('fold '));
  if (!folds.length) return;
  console.log('');
  for (const label of new Set(folds.map((r) => r.pipeline.label))) {
    const f1s = folds.filter((r) => r.pipeline.label === label).map((r) => r.f1);
    const mean = f1s.reduce((a, b) => a + b, 0) / f1s.length;
    console.log(
      `mean over ${f1s.length} folds, ${label}: F1 ${mean.toFixed(3)} (lowest ${Math.min(...f1s).toFixed(3)}, highest ${Math.max(...f1s).toFixed(3)})`,
    );
  }
}
