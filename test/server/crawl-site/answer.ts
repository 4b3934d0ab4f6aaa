/** What the server writes for one request; the server adds the latency and the common headers. */
export interface Answer {
  status: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export const HTML = 'text/html; charset=utf-8';

export const redirect = (status: 301 | 302 | 303, location: string): Answer => ({
  status,
  type: HTML,
  headers: { location },
  body: `<!doctype html><title>Moved</title><p>Moved to <a href="${location}">${location}</a>.</p>`,
});

export const SERVER_ERROR: Answer = {
  status: 500,
  type: HTML,
  body: '<!doctype html><html lang="en"><head><title>Server error</title></head><body><h1>Server error</h1><p>Something broke on our side.</p></body></html>',
};

export const NOT_FOUND: Answer = {
  status: 404,
  type: HTML,
  body: '<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1><p>There is no page at this address.</p></body></html>',
};
