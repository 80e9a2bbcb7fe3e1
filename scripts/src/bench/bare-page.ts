/**
 * The bare page: the floor of the LCP yardstick. A static HTML page with no script that shows only
 * the largest image home shows (home's first banner, from the same API), measured on the same phone
 * in the same run: a page can hardly show its largest image sooner than this one does.
 */
import http from 'node:http';
import { originOf } from '../runtime-config';

export type LargestImage = { url: string; title: string };

/** What `GET /api/banners?position=home` answers (the call the home banner widget makes). */
type BannersReply = { data?: { list?: { image: string; title: string }[] } };

/** Home's first banner (its largest image) from the API's answer, its URL relative to the API. */
export function firstHomeBanner(reply: BannersReply, apiUrl: string): LargestImage {
  const first = reply.data?.list?.[0];
  if (!first?.image) throw new Error('GET /api/banners?position=home answered no banner');
  return { url: new URL(first.image, `${apiUrl}/`).href, title: first.title };
}

export async function homeLargestImage(apiUrl: string): Promise<LargestImage> {
  const res = await fetch(`${apiUrl}/api/banners?position=home`);
  if (!res.ok) throw new Error(`GET /api/banners?position=home answered ${res.status}`);
  return firstHomeBanner((await res.json()) as BannersReply, apiUrl);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page: a phone viewport and the image across its width in the banners' 5:2 box, fetched
 * first as home fetches it (eager, high priority); nothing else.
 */
export function barePageHtml(image: LargestImage): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Bare page</title>',
    '<style>body{margin:0}img{display:block;width:100%;height:auto;aspect-ratio:5/2}</style>',
    '</head>',
    '<body>',
    `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.title)}" width="375" height="150" fetchpriority="high">`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Serves the bare page at every path of `port` (node:http, no cache; 0: any free port). */
export async function serveBarePage(
  port: number,
  image: LargestImage,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const page = Buffer.from(barePageHtml(image));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': page.length,
      'cache-control': 'no-cache',
    });
    response.end(page);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  return {
    url: originOf(typeof address === 'object' && address ? address.port : port),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
