// Issue 19: pages are safe to render on a server (no browser global, nothing that throws there).
// Each route is asked for over plain HTTP as its reader (the session and language cookies the
// browser writes), and the page the shell's server answers says whether it rendered it.
import {
  LANGUAGE_COOKIE,
  RENDER_FALLBACK_ID,
  SESSION_COOKIE,
} from '../../../../shell/src/server/render-contract';
import type { ShootTarget } from '../../../../scripts/src/screens/shoot';
import type { CheckLanguage } from './language-check';

const FALLBACK_BLOCK = new RegExp(
  `<script type="application/json" id="${RENDER_FALLBACK_ID}">(.*?)</script>`,
  's',
);

/**
 * Why the shell's server sent the page for the browser to render ('error', 'timeout'…), or ''
 * when it rendered it (or redirected: the browser check sees a redirect).
 */
export async function serverFallbackReason(
  target: ShootTarget,
  path: string,
  token: string | undefined,
  language: CheckLanguage,
): Promise<string> {
  const cookies = [`${LANGUAGE_COOKIE}=${language}`];
  if (token) cookies.push(`${SESSION_COOKIE}=${encodeURIComponent(token)}`);
  const response = await fetch(`${target.shellUrl}${path}`, {
    headers: { accept: 'text/html', cookie: cookies.join('; ') },
    redirect: 'manual',
  });
  if (response.status !== 200) return '';
  const block = FALLBACK_BLOCK.exec(await response.text());
  return block ? String((JSON.parse(block[1]!) as { reason: unknown }).reason) : '';
}
