/**
 * What a link too long for the server becomes. Node's HTTP server reads at most 16 KB of
 * request line and headers and answers a longer request with a bare 431 error, no site
 * at all. The servers `npm start` and `npm run dev` run (see `vite.config.ts`) answer it
 * instead with a redirect to this query, which the site turns into a notice.
 */
export const TOO_LONG_PARAM = 'link';
export const TOO_LONG_VALUE = 'too-long';

/**
 * The longest query string the site takes as it is: the links the site writes are under
 * 100 characters, so a longer one was not made by Naipe (it was pasted twice, or grew).
 */
export const LONGEST_LINK_QUERY = 2_000;
