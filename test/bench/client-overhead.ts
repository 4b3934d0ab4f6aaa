/**
 * The client against a raw fetch of the same call on the contract server: what parsing,
 * validation and error handling add to a 5 MB markdown scrape answer. Run: npm run bench:client
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@/lib/api/client';
import { scrapeResponseSchema } from '@/lib/api/schemas/scrape-response';
import { startContractServer } from '../server/index';
import { TEAM_A_KEY } from '../server/teams';
import { median, ms, percentile, timed } from './stats';

const TARGET_BYTES = 5 * 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

function bigArticle(): string {
  const paragraph = (i: number) =>
    `<h2>Section ${i}</h2><p>Paragraph ${i} of a long article, with <em>emphasis</em>, <a href="/p/${i}">a link</a> and enough words to look like prose that a reader would scroll through.</p>`;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < TARGET_BYTES * 1.3; i++) {
    const p = paragraph(i);
    parts.push(p);
    size += p.length;
  }
  return `<!doctype html><html><head><title>Big</title></head><body><article>${parts.join('')}</article></body></html>`;
}

async function main() {
  const page = bigArticle();
  const fixture = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page),
  );
  await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r));
  const pageUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}/big.html`;
  const server = await startContractServer();
  const request = { url: pageUrl, formats: ['markdown' as const] };
  const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY });

  const raw = async () => {
    const res = await fetch(`${server.url}/v1/scrape`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEAM_A_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    return res.json();
  };
  const sample = (await raw()) as { data: { markdown: string } };
  const markdownBytes = Buffer.byteLength(sample.data.markdown);

  const rawTimes: number[] = [];
  const clientTimes: number[] = [];
  await raw();
  await client.scrape(request);
  for (let i = 0; i < RUNS; i++) {
    // Alternate so that drift in the machine's load falls on both alike.
    rawTimes.push(await timed(raw));
    clientTimes.push(await timed(() => client.scrape(request)));
  }
  // The same work without the network and the server's conversion, which dominate the calls.
  const parseTimes: number[] = [];
  const validateTimes: number[] = [];
  const text = JSON.stringify(sample);
  for (let i = 0; i < RUNS; i++) {
    parseTimes.push(await timed(async () => JSON.parse(text)));
    validateTimes.push(await timed(async () => scrapeResponseSchema.parse(JSON.parse(text))));
  }

  const rawMed = median(rawTimes);
  const clientMed = median(clientTimes);
  console.log(`scrape answer with ${(markdownBytes / 1024 / 1024).toFixed(2)} MB of markdown, ${RUNS} runs each`);
  console.log(`| call | median | p95 |`);
  console.log(`|---|---|---|`);
  console.log(`| raw fetch + res.json() | ${ms(rawMed)} | ${ms(percentile(rawTimes, 95))} |`);
  console.log(`| client.scrape() | ${ms(clientMed)} | ${ms(percentile(clientTimes, 95))} |`);
  console.log(`| JSON.parse alone | ${ms(median(parseTimes))} | ${ms(percentile(parseTimes, 95))} |`);
  console.log(`| JSON.parse + response schema | ${ms(median(validateTimes))} | ${ms(percentile(validateTimes, 95))} |`);
  console.log(`client / raw fetch: ${(clientMed / rawMed).toFixed(3)}x (overhead ${ms(clientMed - rawMed)} per call)`);
  console.log(`validation / JSON.parse: ${(median(validateTimes) / median(parseTimes)).toFixed(3)}x`);
  await server.close();
  fixture.close();
}

await main();
