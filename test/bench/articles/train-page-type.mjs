#!/usr/bin/env node
// Trains the page-type classifier (lib/engines/local/convert/page-type/): a multinomial logistic regression
// over the features page-type-data.mjs read on WCXB's development set. It prints the accuracy of
// each site fold when trained on the other four (held-out folds: no site is both trained and
// judged on), per page type and as a confusion table, then trains on all folds and writes the
// weights the extension ships.
//
// With --write it also writes, for each fold, the weights trained on the other four
// (page-type-folds/): article-extraction.mjs scores each WCXB fold's pages with the classifier
// that never saw that fold's sites, so a fold's F1 is held out for the page type too.
//
// Usage: node test/bench/articles/train-page-type.mjs [--data=FILE] [--write]
//   --data   the file page-type-data.mjs wrote (default /tmp/page-type-data.json)
//   --write  write lib/engines/local/convert/page-type/page-type-weights.json and page-type-folds/fold-N.json
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldWeightsFile } from './page-type-folds.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const data = JSON.parse(readFileSync(args.data ?? '/tmp/page-type-data.json', 'utf8'));
const TYPES = ['article', 'documentation', 'service', 'forum', 'collection', 'listing', 'product'];
const pages = Object.entries(data).map(([id, p]) => ({ id, ...p }));
const featureNames = Object.keys(pages[0].features);
/** Strength of the L2 penalty, passes over the data and the step: fixed, not searched on the folds. */
const L2 = 0.01;
const EPOCHS = 300;
const STEP = 0.5;

/** A feature that could not be read (null in the JSON) counts as 0 here; no page of the corpus lacks boxes. */
const vector = (p) => featureNames.map((n) => p.features[n] ?? 0);

/** Mean and spread of each feature over the training pages, so every weight works on one scale. */
function scaler(train) {
  const xs = train.map(vector);
  const mean = featureNames.map((_, j) => xs.reduce((s, x) => s + x[j], 0) / xs.length);
  const std = featureNames.map((_, j) =>
    Math.max(1e-6, Math.sqrt(xs.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / xs.length)),
  );
  return { mean, std };
}

function softmax(z) {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Full-batch gradient descent on the cross-entropy; classes weighted so small types count as much as articles. */
function train(trainPages) {
  const { mean, std } = scaler(trainPages);
  const xs = trainPages.map((p) => vector(p).map((v, j) => (v - mean[j]) / std[j]));
  const ys = trainPages.map((p) => TYPES.indexOf(p.type));
  const perType = TYPES.map((_, k) => ys.filter((y) => y === k).length);
  const classWeight = perType.map((n) => (n ? xs.length / (TYPES.length * n) : 0));
  const d = featureNames.length;
  const w = TYPES.map(() => new Array(d).fill(0));
  const b = TYPES.map(() => 0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const gw = TYPES.map(() => new Array(d).fill(0));
    const gb = TYPES.map(() => 0);
    let total = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      const p = softmax(TYPES.map((_, k) => b[k] + w[k].reduce((s, wj, j) => s + wj * x[j], 0)));
      const cw = classWeight[ys[i]];
      total += cw;
      for (let k = 0; k < TYPES.length; k++) {
        const g = cw * (p[k] - (k === ys[i] ? 1 : 0));
        gb[k] += g;
        for (let j = 0; j < d; j++) gw[k][j] += g * x[j];
      }
    }
    for (let k = 0; k < TYPES.length; k++) {
      b[k] -= (STEP * gb[k]) / total;
      for (let j = 0; j < d; j++) w[k][j] -= STEP * (gw[k][j] / total + L2 * w[k][j]);
    }
  }
  return { mean, std, w, b };
}

function predict(model, p) {
  const x = vector(p).map((v, j) => (v - model.mean[j]) / model.std[j]);
  const z = TYPES.map((_, k) => model.b[k] + model.w[k].reduce((s, wj, j) => s + wj * x[j], 0));
  return TYPES[z.indexOf(Math.max(...z))];
}

const folds = [...new Set(pages.map((p) => p.fold))].sort();
const confusion = Object.fromEntries(TYPES.map((t) => [t, Object.fromEntries(TYPES.map((u) => [u, 0]))]));
const pct = (a, n) => (n ? ((100 * a) / n).toFixed(1) : '–');
console.log(
  `${pages.length} pages, ${featureNames.length} features; each fold judged by a model trained on the others`,
);
let right = 0;
const foldModels = new Map();
for (const fold of folds) {
  const model = train(pages.filter((p) => p.fold !== fold));
  foldModels.set(fold, model);
  const held = pages.filter((p) => p.fold === fold);
  let ok = 0;
  for (const p of held) {
    const guess = predict(model, p);
    confusion[p.type][guess]++;
    if (guess === p.type) ok++;
  }
  right += ok;
  console.log(`${fold}: ${pct(ok, held.length)}% of ${held.length}`);
}
console.log(`all held-out: ${pct(right, pages.length)}%`);
console.log(`\nlabel \\ guess  ${TYPES.map((t) => t.slice(0, 6).padStart(7)).join('')}   recall  precision`);
for (const t of TYPES) {
  const row = TYPES.map((u) => String(confusion[t][u]).padStart(7)).join('');
  const n = TYPES.reduce((s, u) => s + confusion[t][u], 0);
  const guessed = TYPES.reduce((s, u) => s + confusion[u][t], 0);
  console.log(
    `${t.padEnd(14)} ${row}   ${pct(confusion[t][t], n).padStart(5)}%  ${pct(confusion[t][t], guessed).padStart(5)}%`,
  );
}

/** The model as the extension reads it (page-type-model.ts), to three decimals. */
function weightsJson(model) {
  const round = (v) => Math.round(v * 1000) / 1000;
  const weights = {
    types: TYPES,
    features: featureNames,
    mean: model.mean.map(round),
    std: model.std.map(round),
    bias: model.b.map(round),
    weights: model.w.map((row) => row.map(round)),
  };
  return `${JSON.stringify(weights)}\n`;
}

if (args.write) {
  const file = resolve(repo, 'lib/engines/local/convert/page-type/page-type-weights.json');
  writeFileSync(file, weightsJson(train(pages)));
  console.log(`\nweights for all ${pages.length} pages written to ${file}`);
  for (const [fold, model] of foldModels) {
    const foldFile = foldWeightsFile(repo, fold);
    mkdirSync(dirname(foldFile), { recursive: true });
    writeFileSync(foldFile, weightsJson(model));
    console.log(`weights without ${fold} written to ${foldFile}`);
  }
}
