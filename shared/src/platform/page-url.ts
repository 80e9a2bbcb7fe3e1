import { currentServerRender } from 'shared/server-render';

/**
 * The address of the page being shown: the browser's; on the shell's server, the address the
 * browser asked for, so links a page renders (a share link, an invite's QR code) are the same
 * on the server and in the hydrating browser.
 */
export function currentPageUrl(): URL {
  const rendered = currentServerRender();
  return new URL(rendered ? rendered.pageUrl : window.location.href);
}
