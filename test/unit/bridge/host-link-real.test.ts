// Both halves of the protocol together: the real host (node bridge-host/host.mjs), linked by
// linkToHost through its stdio, answers real HTTP requests on 127.0.0.1 with the router's answers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newBridgeToken } from '@/lib/bridge/bridge-token';
import { linkToHost, type BridgeHandler, type HostLink } from '@/lib/bridge/host-link';
import { routeRequest } from '@/lib/bridge/route-request';
import { freePort, HOST_PATH, portIsFree } from '../../bridge-host/support/host-process';
import { call } from '../../bridge-host/support/http-client';
import { messages } from '../../support/real-messages';
import { childPort } from './child-port';
import { fakeDeps, PAGE_RESULT } from './fake-deps';

let child: ChildProcessWithoutNullStreams;
let exited: Promise<unknown>;
let port: number;
let link: HostLink | undefined;
const token = newBridgeToken();
const auth = { authorization: `Bearer ${token}` };

beforeEach(async () => {
  child = spawn(process.execPath, [HOST_PATH], { env: { ...process.env, WDE_BRIDGE_DEBUG: '' }, stdio: 'pipe' });
  exited = new Promise((resolve) => child.on('exit', resolve));
  port = await freePort();
});

afterEach(async () => {
  link?.close();
  link = undefined;
  if (child.exitCode === null) child.stdin.end();
  await exited;
});

const connect = async (handle: BridgeHandler) => {
  link = await linkToHost(childPort(child), { port, token }, handle, { heartbeatMs: 0 });
  return link;
};

describe('linkToHost with the real host', () => {
  it('serves a scrape through the router, with the token the extension made', async () => {
    const deps = fakeDeps();
    await connect((request, signal) => routeRequest(request, deps, { signal }));
    const answer = await call(port, {
      method: 'POST',
      path: '/v1/scrape',
      headers: { ...auth, 'content-type': 'application/json', 'user-agent': 'curl/8' },
      body: JSON.stringify({ url: 'https://news.example.com/members' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, data: { markdown: PAGE_RESULT.markdown } });
    expect(deps.startScrape).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ url: 'https://news.example.com/members' }),
      'curl',
    );
    // The old test token is not this one: the host checks the extension's token.
    expect((await call(port, { method: 'GET', path: '/v1/crawl/x' })).status).toBe(401);
    await expect(link!.ping()).resolves.toBeUndefined();
  });

  it('passes a multipart body of several chunks through, byte for byte', async () => {
    const bytes = randomBytes(1_600_000);
    const contentType = 'multipart/form-data; boundary=b';
    await connect(async (request) => {
      const body = request.body as { base64: string };
      return { status: 200, body: { same: Buffer.from(body.base64, 'base64').equals(bytes) } };
    });
    const answer = await call(port, {
      method: 'POST',
      path: '/v2/parse',
      headers: { ...auth, 'content-type': contentType },
      body: bytes,
    });
    expect(answer).toMatchObject({ status: 200, json: { same: true } });
  });

  it("aborts the handler when the client goes away (the host's cancel)", async () => {
    let signal: AbortSignal | undefined;
    await connect((_request, given) => {
      signal = given;
      return new Promise((resolve) => given.addEventListener('abort', () => resolve({ status: 200, body: {} })));
    });
    const answer = call(port, {
      path: '/v1/crawl/slow',
      headers: auth,
      sent: (req) => setTimeout(() => req.destroy(), 300),
    });
    await expect(answer).rejects.toThrow();
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('refuses a port in use with words, and closing the link stops the host', async () => {
    const first = await connect(async () => ({ status: 200, body: {} }));
    const other = spawn(process.execPath, [HOST_PATH], { stdio: 'pipe' });
    const otherExited = new Promise((resolve) => other.on('exit', resolve));
    const refused = linkToHost(childPort(other), { port, token }, async () => ({ status: 200, body: {} }), {
      heartbeatMs: 0,
    });
    await expect(refused).rejects.toThrow(messages.bridge_portInUse!.message.replace('$1', String(port)));
    await otherExited; // the refused link let its host go
    first.close();
    await exited;
    expect(await portIsFree(port)).toBe(true);
    await expect(first.closed).resolves.toBe(messages.bridge_linkClosed!.message);
  });
});
