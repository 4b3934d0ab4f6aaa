import { TEAM_A_KEY, type ContractServer } from '../server/index';

// Raw calls to the contract server (no client in between), and waiting for a job to get somewhere.
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  body: any;
}

export async function callServer(
  server: ContractServer,
  method: string,
  path: string,
  body?: unknown,
  key = TEAM_A_KEY,
): Promise<Answer> {
  const res = await fetch(path.startsWith('http') ? path : `${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Reads until `done` says so (every 25 ms, 10 s at most). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('waited 10 s for a job that never got there');
}
