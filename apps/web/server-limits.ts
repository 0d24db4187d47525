/**
 * A Vite plugin for the servers of `npm start` (`vite preview`) and `npm run dev`: a
 * request whose line and headers overflow Node's limit (16 KB, `--max-http-header-size`)
 * gets a redirect to the site with `?link=too-long` instead of a bare 431 error, so a
 * link too long for the server still opens the site, which says why it ignored the link.
 *
 * The limit itself stays: raising it only moves the wall, and it guards the server's
 * memory. The redirect's address is a query alone, which the browser resolves against the
 * path it asked for, so the site is found wherever it is served from.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Plugin } from 'vite';
import { TOO_LONG_PARAM, TOO_LONG_VALUE } from './src/long-links.js';

/**
 * Takes over the server's `clientError` listeners (Vite's answers 431 and logs it) and
 * hands them every error but the overflow of a request the socket can still answer.
 */
function redirectOverlongRequests(server: Server): void {
  const others = server.listeners('clientError') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code !== 'HPE_HEADER_OVERFLOW' || !socket.writable) {
      for (const listener of others) listener.call(server, error, socket);
      return;
    }
    socket.end(
      [
        'HTTP/1.1 303 See Other',
        `Location: ?${TOO_LONG_PARAM}=${TOO_LONG_VALUE}`,
        'Content-Length: 0',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
  });
}

export function longLinks(): Plugin {
  return {
    name: 'naipe-long-links',
    configureServer(server) {
      if (server.httpServer && 'prependListener' in server.httpServer) {
        redirectOverlongRequests(server.httpServer as Server);
      }
    },
    configurePreviewServer(server) {
      redirectOverlongRequests(server.httpServer as Server);
    },
  };
}
