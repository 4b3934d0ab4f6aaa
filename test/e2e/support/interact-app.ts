import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A small app to act on (issue 61's fixture): a login form, a paged list behind it, and a "load
// more" button that adds rows from the page's own script. Only 127.0.0.1.
//
//   /login              the form (user name, password, "Sign in"); POST checks ada / lovelace
//   /items?page=1|2     five rows a page behind the login cookie, a "Next page" link on page 1;
//                       page 2 has a "Load more" button that appends rows 11 to 13
//   /elsewhere          a page on the same app the tests send a session to

export const APP_USER = 'ada';
export const APP_PASSWORD = 'lovelace';
const COOKIE = 'app-session=signed-in';
/** Every row the list holds, in order, once "Load more" has been pressed. */
export const ALL_ROWS = Array.from({ length: 13 }, (_, i) => `Row ${i + 1}`);

export interface InteractApp {
  origin: string;
  /** Form posts the app has received (user names only). */
  logins: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const LOGIN = page(
  'Sign in',
  `<main><h1>Sign in</h1>
  <form method="post" action="/login">
    <label for="user">User name</label> <input id="user" name="user" autocomplete="username">
    <label for="pass">Password</label> <input id="pass" name="pass" type="password" autocomplete="current-password">
    <button type="submit">Sign in</button>
  </form></main>`,
);

function itemsPage(n: number): string {
  const rows = ALL_ROWS.slice((n - 1) * 5, n * 5);
  const more = ALL_ROWS.slice(10);
  return page(
    `Items, page ${n}`,
    `<main><h1>Items</h1>
    <ul id="rows">${rows.map((row) => `<li class="row">${row}</li>`).join('')}</ul>
    ${n === 1 ? '<a class="next" href="/items?page=2">Next page</a>' : ''}
    ${
      n === 2
        ? `<button id="load-more" type="button">Load more</button>
    <script>
      document.getElementById('load-more').addEventListener('click', (event) => {
        const list = document.getElementById('rows');
        setTimeout(() => {
          for (const row of ${JSON.stringify(more)}) {
            const item = document.createElement('li');
            item.className = 'row';
            item.textContent = row;
            list.append(item);
          }
          event.target.remove();
        }, 150);
      });
    </script>`
        : ''
    }</main>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startInteractApp(): Promise<InteractApp> {
  const logins: string[] = [];
  const sockets = new Set<Socket>();
  const send = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const signedIn = (req.headers.cookie ?? '').includes(COOKIE);
      if (url.pathname === '/login' && req.method === 'POST') {
        const form = await readForm(req);
        logins.push(form.get('user') ?? '');
        if (form.get('user') === APP_USER && form.get('pass') === APP_PASSWORD)
          return send(res, 303, '', { location: '/items?page=1', 'set-cookie': `${COOKIE}; Path=/; HttpOnly` });
        return send(
          res,
          401,
          page('Sign in', '<main><h1>Wrong user name or password</h1><a href="/login">Try again</a></main>'),
        );
      }
      if (url.pathname === '/login') return send(res, 200, LOGIN);
      if (url.pathname === '/items') {
        if (!signedIn) return send(res, 303, '', { location: '/login' });
        return send(res, 200, itemsPage(url.searchParams.get('page') === '2' ? 2 : 1));
      }
      if (url.pathname === '/elsewhere') return send(res, 200, page('Elsewhere', '<main><h1>Elsewhere</h1></main>'));
      send(res, 404, page('Not found', '<h1>Not found</h1>'));
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logins,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
