/**
 * The run-time documents (remotes.json, app-config.json) the server of the shell writes into its
 * page at request time, each in `<script type="application/json" id="<name>">` (scripts/src/
 * shell-page-plugin.ts puts the blocks in the built page; serve-app.ts and nginx's SSI fill them), so
 * the first render waits for no request to read them. A block left unfilled (a server that does
 * not write them: the dev server, an old one) or unreadable reads as missing: the shell fetches
 * the document instead.
 */
export function inlineDocument(name: string): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(name);
  const text = block?.textContent?.trim() ?? '';
  // Unfilled, the block still holds the server-side include (`<!--# include … -->`).
  if (!text || text.startsWith('<')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(`The page's ${name} is not JSON; fetching it instead`, error);
    return undefined;
  }
}
