/**
 * What the shell's page carries besides its scripts, so that nothing its first render needs waits
 * for another request to finish first:
 * - the run-time documents (remotes.json, app-config.json), written into the page by its server
 *   at request time (a deploy still changes no build): the build leaves a block per document
 *   holding a server-side include, which nginx's SSI fills (docker/nginx/shell.conf.template) and
 *   `renderShellPage` fills for `npm start`, the browser suite and the bench (serve-app.ts);
 * - a small script that requests the reader's texts (the start part of the catalogue of the
 *   stored or the browser's language, shared/src/i18n) beside the other scripts: the build
 *   writes the texts' file names in a block beside it (shell-page-plugin.ts). The script never
 *   changes, so its hash can stand in the Content-Security-Policy (START_TEXTS_SCRIPT_HASH).
 */
import { createHash } from 'node:crypto';

/** The documents the shell reads at start, each served at `/<name>` and carried by its page. */
export const RUNTIME_DOCUMENTS = ['app-config.json', 'remotes.json'] as const;

/** The id of the block listing the texts' files (read by START_TEXTS_SCRIPT). */
export const START_TEXTS_ID = 'start-texts';

/** The server-side include a document's block holds in the built page (nginx's SSI syntax). */
export const includeOf = (name: string): string => `<!--# include virtual="/${name}" -->`;

const INCLUDE = /<!--# include virtual="\/([\w.-]+)" -->/g;

/**
 * JSON that is safe inside a `<script>` element: `<` (`</script>`, `<!--`) and the two line
 * separators JavaScript once refused are written as escapes, which JSON.parse reads back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whether a page has blocks for its server to fill. */
export const hasIncludes = (html: string): boolean => new RegExp(INCLUDE.source).test(html);

/**
 * The page with each document's block filled with the document's current content (what `/name`
 * answers); a block whose document this server does not have is left empty (the shell then
 * fetches it, as it does from any server that does not fill them).
 */
export function renderShellPage(html: string, documents: Record<string, () => unknown>): string {
  return html.replace(INCLUDE, (_include, name: string) => {
    const produce = Object.hasOwn(documents, name) ? documents[name] : undefined;
    return produce ? jsonForScript(produce()) : '';
  });
}

/** What the start-texts block says: the language setting's key, home's paths, each part's files. */
export type StartTextsConfig = {
  key: string;
  home: readonly string[];
  files: Record<string, { start: string[]; rest: string[] }>;
};

/**
 * Requests the texts the first page needs as soon as the page is parsed, as `<script async>`:
 * the catalogue's chunks register themselves with webpack whenever they arrive (before or after
 * main.js), so the shell's later import of them fetches nothing; one still on its way is waited
 * for, not requested again (webpack's loader finds the element by its absolute URL, which is
 * why the script writes that). The language is chosen as the
 * shell does (shared/src/i18n/language.ts `detectLanguage`): the stored choice, else any Chinese
 * browser language reads Simplified Chinese, anything else English. Home needs the start part,
 * any other page the whole catalogue. High priority: an async script is otherwise queued behind
 * every startup script, and the first render needs the texts as much as those (a few KB). ES5,
 * for old WebViews; any failure leaves the loading to the shell.
 */
export const START_TEXTS_SCRIPT = `(function(){try{var d=document,c=JSON.parse(d.getElementById("${START_TEXTS_ID}").textContent),l;try{l=localStorage.getItem(c.key)}catch(e){}if(!Object.prototype.hasOwnProperty.call(c.files,l)){var n=navigator.languages&&navigator.languages[0]||navigator.language||"";l=n.toLowerCase().indexOf("zh")===0?"zh-CN":"en"}var p=location.pathname.replace(/\\/+$/,"")||"/",o=location.protocol+"//"+location.host,f=c.files[l],s=c.home.indexOf(p)<0?f.start.concat(f.rest):f.start;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=o+s[i];e.async=true;e.fetchPriority="high";d.head.appendChild(e)}}catch(e){}})()`;

/** The script's hash as a CSP source (`'sha256-…'`): docker/nginx/shell.conf.template lists it. */
export const START_TEXTS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_TEXTS_SCRIPT, 'utf8').digest('base64')}'`;
