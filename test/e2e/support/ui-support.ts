import { deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openPopupFor, readStore } from './popup-helpers';
import type { LaunchedExtension } from './launch-extension';

// Helpers for the ui-*.e2e.ts tests, which click through the extension as a user does.

/** Saves the key and the base URL on the options page by typing and clicking. */
export async function configureRemote(ext: LaunchedExtension, apiKey: string, baseUrl: string): Promise<void> {
  const page = await ext.page('options.html');
  await page.getByRole('button', { name: 'Save settings' }).waitFor();
  await page.getByLabel('New API key').fill(apiKey);
  await page.getByRole('button', { name: 'Save key' }).click();
  await page.locator('#key-state', { hasText: 'A key is saved' }).waitFor();
  await page.getByLabel('Base URL', { exact: true }).fill(baseUrl);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.locator('.save-bar [role=status]', { hasText: 'Saved' }).waitFor();
  await page.close();
}

/** The popup for the tab showing `url`, with the remote engine chosen. */
export async function openRemotePopup(ext: LaunchedExtension, url: string): Promise<Page> {
  const { popup } = await openPopupFor(ext, url);
  await popup.getByRole('radio', { name: 'Remote (the API)' }).check();
  return popup;
}

/** Clicks Scrape in the popup; resolves to the id of the job it started. */
export async function scrapeFromPopup(popup: Page, reader: Page): Promise<string> {
  const known = await jobIds(reader);
  await popup.getByRole('button', { name: 'Scrape this page' }).click();
  return waitForNewJob(reader, known);
}

/** Ids of the jobs in history, newest first. */
export async function jobIds(page: Page): Promise<string[]> {
  const jobs = (await readStore(page, 'jobs')) as { id: string; createdAt: number }[];
  return jobs.sort((a, b) => b.createdAt - a.createdAt).map((j) => j.id);
}

/** Waits for a job that is not in `known` to appear in history; returns its id. */
export async function waitForNewJob(page: Page, known: readonly string[], timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await jobIds(page)).find((id) => !known.includes(id));
    if (fresh) return fresh;
    if (Date.now() > until) throw new Error('no new job appeared in history');
    await page.waitForTimeout(100);
  }
}

/** Opens the Result view of a job as a page and waits until the job has ended. */
export async function openResult(ext: LaunchedExtension, jobId: string, timeoutMs = 30_000): Promise<Page> {
  const page = await ext.page(`sidepanel.html#/result/${jobId}`);
  await page
    .locator(`.result-page[data-job="${jobId}"] .job-facts .badge:not(.status-running)`)
    .first()
    .waitFor({ timeout: timeoutMs });
  return page;
}

/** A small but real PDF: one `/Type /Page` object per page (the contract server counts them). */
export function minimalPdf(pageTexts: string[]): Buffer {
  const objects: string[] = [];
  const kids = pageTexts.map((_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageTexts.length} >>`);
  for (const [i, text] of pageTexts.entries()) {
    const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal valid .docx (a zip of three parts, deflated with node:zlib) holding one paragraph. */
export function minimalDocx(text: string): Buffer {
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text.replace(/[<&]/g, '')}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const raw = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
