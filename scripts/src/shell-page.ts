/**
 * What the shell's page carries besides its scripts, so that nothing its first render needs waits
 * for another request to finish first:
 * - the run-time documents (remotes.json, app-config.json), written into the page by its server
 *   at request time (a deploy still changes no build): the build leaves a block per document
 *   holding a server-side include, which nginx's SSI fills (docker/nginx/shell.conf.template) and
 *   `renderShellPage` fills for `npm start`, the browser suite and the bench (serve-app.ts);
 * - a small script that requests the reader's texts (the start part of the catalogue of the
 *   stored or the browser's language, shared/src/i18n) beside the other scripts, and the current
 *   route's first API calls: the build writes the texts' file names and the routes' early
 *   requests in a block beside it (shell-page-plugin.ts). The script never changes, so its hash
 *   can stand in the Content-Security-Policy (START_SCRIPT_HASH).
 */
import { createHash } from 'node:crypto';
import type { StartModule } from './define-federation';

/** The documents the shell reads at start, each served at `/<name>` and carried by its page. */
export const RUNTIME_DOCUMENTS = ['app-config.json', 'remotes.json'] as const;

/**
 * The meta tag the shell's server puts in a page it rendered (shell/server/page-document.ts):
 * the page's data is in its HTML, so START_SCRIPT starts no early requests for it.
 */
export const RENDERED_MARKER_ID = 'rendered-by';
export const RENDERED_MARKER = `<meta id="${RENDERED_MARKER_ID}" name="rendered-by" content="shell-server">`;

/** The id of the block START_SCRIPT reads (texts' files, early requests). */
export const START_CONFIG_ID = 'start-config';

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

/** What the start-config block says, written by the build (shell-page-plugin.ts). */
export type StartConfig = {
  /** The language setting's key in localStorage. */
  key: string;
  home: readonly string[];
  /** Each language's catalogue parts' files. */
  files: Record<string, { start: string[]; rest: string[] }>;
  /** Each route's early requests: a path with its query, and where the reply names its largest image. */
  requests: Record<string, { url: string; image?: string; signedIn?: true }[]>;
  /** The session's key in localStorage (its token is sent as the request client sends it). */
  session: string;
  /** The Authorization of a reader without a session. */
  visitor: string;
  channelHeader: string;
  /** The user agent pattern (case-insensitive) of the WeChat browser, whose channel is "wechat". */
  wechat: string;
  /** The pattern of an image URL used as it is; any other is put behind the API's origin. */
  absolute: string;
  /** The id of the block holding app-config.json (the API's origin). */
  appConfig: string;
  /** The window property the request client reads the replies from. */
  replies: string;
  /** Each route's remote modules, whose files a first load starts fetching (define-federation.ts). */
  modules: Record<string, StartModule[]>;
  /** The id of the block holding remotes.json (each remote's manifest URL). */
  remotesJson: string;
  /** The window property the shell's runtime reads the manifests' replies from. */
  manifests: string;
  /** The shell contract a remote's remotes.json entry must declare for its code to be started. */
  contract: number;
  /** The window property holding the action a rendered page lost before it hydrated (early-action.ts). */
  action: string;
  /** What the browser acts on itself, whose taps are never lost. */
  nativeTaps: string;
  /** The key prefix of the props react-dom keeps on an element it has hydrated. */
  reactProps: string;
};

const START_CONFIG_BLOCK = new RegExp(
  `<script type="?application/json"? id="?${START_CONFIG_ID}"?>(.*?)</script>`,
  's',
);

/** The start-config block of a built page (what START_SCRIPT reads). */
export function startConfigOf(html: string): StartConfig {
  const block = START_CONFIG_BLOCK.exec(html);
  if (!block) throw new Error(`The shell's page has no ${START_CONFIG_ID} block`);
  return JSON.parse(block[1]!) as StartConfig;
}

/**
 * The texts' files a page at `pathname` needs in `language`, as START_SCRIPT picks them: home
 * the start part of the catalogue, any other page the whole catalogue; none in a language the
 * build has no catalogue for.
 */
export function textsFilesFor(
  config: Pick<StartConfig, 'files' | 'home'>,
  language: string,
  pathname: string,
): string[] {
  const files = Object.hasOwn(config.files, language) ? config.files[language] : undefined;
  if (!files) return [];
  const page = pathname.replace(/\/+$/, '') || '/';
  return config.home.includes(page) ? files.start : [...files.start, ...files.rest];
}

/**
 * Starts what the first page needs as soon as the page is parsed, beside the scripts. ES5, for
 * old WebViews; any failure leaves the work to the shell, which then does it as if the page had
 * done nothing. On a page the shell's server rendered, only its listeners (forms, actions) are
 * set at once: the rest (texts the page does not preload, code) waits until the document is
 * parsed (its readystatechange, before the deferred startup scripts run) or has painted its
 * content, whichever comes first (in the parse of the head that work cost a slow phone tens of
 * milliseconds and delayed the first paint; the paint alone, whose observer's callback is a
 * task the busy start-up runs late, let the code arrive only after the startup bundle ran, and
 * the page hydrated a round trip or two later).
 * - Forms: no form is ever submitted by the browser itself (every form is its page's script's,
 *   which handles its submit event). On a page the shell's server rendered, a tap on a submit
 *   button before the page has hydrated would otherwise send the form's fields, a password too,
 *   in the URL of a GET request. The first thing the script does; nginx's CSP says
 *   `form-action 'none'` as well.
 * - Actions: on a page the shell's server rendered, a tap or Enter before its part of the page has
 *   hydrated reaches no handler. The last one is noted (`c.action`), unless the browser acted on
 *   the tap itself (a link, a field, a label) or React did: an action on a part not yet hydrated
 *   whose code is there makes React hydrate it at once and hand it the event, in the capture
 *   phase, so an event whose element still has no props when it bubbles to the document was
 *   lost. Each one first clears the one noted before (the reader's latest intent). The shell
 *   plays it once hydrated (shell/src/rendering/replay-early-input.tsx), then ends the recording.
 * - Texts: the reader's catalogue part (textsFilesFor), as `<script async>` at high priority (an
 *   async script is otherwise queued behind every startup script); not a file the page already
 *   preloads (a page the shell's server rendered preloads the texts of the language it was
 *   rendered in, page-document.ts; a reader whose stored choice differs, which no cookie
 *   mirrors yet, gets the page rendered in the browser, in the stored language, whose texts the
 *   script then requests). The chunks register themselves with webpack whenever they arrive,
 *   so the shell's later import fetches nothing; one still on its way is waited for, not
 *   requested again (webpack finds the element by its absolute URL, which is why the script
 *   writes that). The language is chosen as the shell does (shared/src/i18n/language.ts
 *   `detectLanguage`): the stored choice, else any Chinese browser language reads Simplified
 *   Chinese, anything else English.
 * - Data: the route's early requests (shared/src/request/early-requests.ts), sent with the headers
 *   the request client would send (the session's token while it lasts, else the visitor's; the
 *   channel; the language), their replies kept for the client (early-replies.ts). A reply that
 *   names the page's largest image has it preloaded at high priority, behind the API's origin as
 *   `mediaUrl` puts it. Without the API's origin (app-config.json not written in), on a URL
 *   with a query (other data than the route's plain page), or on a page the shell's server
 *   rendered (its data is in the HTML: RENDERED_MARKER), it starts none; a members' request
 *   only with a live session.
 * - Code: the route's remote modules (home's widgets, a remote page's route table) of each
 *   remote remotes.json lists against this shell's contract: the remote's manifest, its reply
 *   kept for the shell's runtime (shell/src/federation/early-manifests.ts), and those modules'
 *   own scripts and stylesheets, which remotes.json lists beside the manifest (`files`,
 *   remote-start-files.ts), fetched at low priority into the HTTP cache (they are content-hashed
 *   and cached for a year), where the runtime's script and stylesheet elements find them (not
 *   the stylesheets of a page the shell's server rendered: the page carries them). Not
 *   as `<link rel=preload>`: Chromium hands a failed preload to the element that later asks for
 *   the same URL, so a remote that was down at the first load could not recover without a
 *   reload. Nothing waits for a reply here: a callback of this script runs only when the busy
 *   start-up lets it, seconds later on a slow phone. Without remotes.json written in, it starts
 *   none; a members' module only with a live session. On a page the shell's server rendered,
 *   not a manifest the runtime has already asked for by then (takeEarlyManifest marks it in
 *   the object the script sets at once): that remote's files are on their way.
 */
export const START_SCRIPT = `(function () {
  try {
    document.addEventListener("submit", function (e) { e.preventDefault(); }, true);
    var d = document, c = JSON.parse(d.getElementById("${START_CONFIG_ID}").textContent);
    var rendered = !!d.getElementById("${RENDERED_MARKER_ID}"), kept = {};
    window[c.manifests] = kept;
    if (rendered) {
      var act = window[c.action] = { target: null, type: "" };
      var enter = function (e) { return (e.key === "Enter" || e.keyCode === 13) && !e.isComposing; };
      var lost = function (e) {
        var t = e.target, ks = t && t.nodeType === 1 ? Object.keys(t) : null;
        if (window[c.action] !== act || e.isTrusted === false || !ks) return null;
        for (var m = 0; m < ks.length; m++) if (ks[m].indexOf(c.reactProps) === 0) return null;
        return t;
      };
      var clear = function (e) {
        if (window[c.action] === act && e.isTrusted !== false && (e.type === "click" || enter(e))) act.target = null;
      };
      d.addEventListener("click", clear, true);
      d.addEventListener("keydown", clear, true);
      d.addEventListener("click", function (e) {
        var t = lost(e);
        if (t && !(t.closest && t.closest(c.nativeTaps))) { act.target = t; act.type = "click"; }
      }, false);
      d.addEventListener("keydown", function (e) {
        var t = enter(e) && lost(e);
        if (t) { act.target = t; act.type = "enter"; }
      }, false);
    }
    var start = function () {
      var l;
      try { l = localStorage.getItem(c.key); } catch (e) {}
      if (!Object.prototype.hasOwnProperty.call(c.files, l)) {
        var n = (navigator.languages && navigator.languages[0]) || navigator.language || "";
        l = n.toLowerCase().indexOf("zh") === 0 ? "zh-CN" : "en";
      }
      var p = location.pathname.replace(/\\/+$/, "") || "/", o = location.protocol + "//" + location.host;
      var f = c.files[l], s = c.home.indexOf(p) < 0 ? f.start.concat(f.rest) : f.start;
      for (var i = 0; i < s.length; i++) {
        if (rendered && d.querySelector('link[rel=preload][href="' + s[i] + '"]')) continue;
        var e = d.createElement("script");
        e.src = o + s[i]; e.async = true; e.fetchPriority = "high";
        d.head.appendChild(e);
      }
      var k = c.visitor, own = function (v, n) { return Object.prototype.hasOwnProperty.call(v, n); };
      try {
        var x = JSON.parse(localStorage.getItem(c.session)).state;
        if (x.token && x.exp * 1000 > new Date().getTime()) k = x.token;
      } catch (e) {}
      var block = function (id) {
        var v = d.getElementById(id), w = v ? v.textContent.replace(/^\\s+/, "") : "";
        return w && w.charAt(0) !== "<" ? JSON.parse(w) : null;
      };
      var remote = function (v, exposes, kept) {
        var dir = v.entry.slice(0, v.entry.lastIndexOf("/") + 1), files = v.files || {};
        kept[v.entry] = fetch(v.entry).then(function (res) {
          return res.text().then(function (body) { return { status: res.status, body: body }; });
        })["catch"](function () { return null; });
        for (var i = 0; i < exposes.length; i++) {
          var w = own(files, exposes[i]) ? files[exposes[i]] : [];
          for (var u = 0; u < w.length; u++)
            if (!rendered || !/\\.css$/.test(w[u]))
              fetch(dir + w[u], { mode: "no-cors", priority: "low" })["catch"](function () {});
        }
      };
      var g = own(c.modules, p) && c.modules[p], rs = g && window.fetch && block(c.remotesJson);
      if (rs) {
        var byRemote = {};
        for (var gi = 0; gi < g.length; gi++)
          if ((!g[gi].signedIn || k !== c.visitor) && own(rs, g[gi].remote) && rs[g[gi].remote].entry &&
              rs[g[gi].remote].contract === c.contract)
            (byRemote[g[gi].remote] = byRemote[g[gi].remote] || []).push(g[gi].expose);
        for (var name in byRemote)
          if (own(byRemote, name) && !own(kept, rs[name].entry)) remote(rs[name], byRemote[name], kept);
      }
      var q = !location.search && !rendered && own(c.requests, p) && c.requests[p];
      var ac = block(c.appConfig);
      if (!q || !ac || !window.fetch) return;
      var b = String(ac.apiBaseUrl || "").replace(/\\/+$/, "") || o, h = {}, r = {};
      h.Authorization = k;
      h[c.channelHeader] = new RegExp(c.wechat, "i").test(navigator.userAgent) ? "wechat" : "h5";
      h["Accept-Language"] = l;
      window[c.replies] = r;
      var image = function (path, body) {
        var v = JSON.parse(body), w = path.split(".");
        for (var m = 0; m < w.length && v; m++) v = v[w[m]];
        if (typeof v !== "string" || !v) return;
        var link = d.createElement("link");
        link.rel = "preload"; link.as = "image"; link.fetchPriority = "high";
        link.href = new RegExp(c.absolute, "i").test(v) ? v : b + (v.charAt(0) === "/" ? "" : "/") + v;
        d.head.appendChild(link);
      };
      var call = function (u) {
        var reply = fetch(b + u.url, { headers: h }).then(function (res) {
          return res.text().then(function (body) { return { status: res.status, body: body }; });
        })["catch"](function () { return null; });
        r[b + u.url] = { authorization: k, channel: h[c.channelHeader], language: l, reply: reply };
        if (u.image) reply.then(function (y) { if (y && y.status === 200) image(u.image, y.body); })["catch"](function () {});
      };
      for (var j = 0; j < q.length; j++) if (!q[j].signedIn || k !== c.visitor) call(q[j]);
    };
    if (!rendered) return start();
    var started = false, now = function () {
      if (started) return;
      started = true;
      try { start(); } catch (e) {}
    }, later = function () { if (!started) setTimeout(now, 0); };
    d.addEventListener("readystatechange", now);
    var P = window.PerformanceObserver, types = P && P.supportedEntryTypes;
    if (types && types.indexOf("paint") >= 0)
      new P(function (list, observer) {
        for (var i = 0, es = list.getEntries(); i < es.length; i++)
          if (es[i].name === "first-contentful-paint") { observer.disconnect(); later(); }
      }).observe({ type: "paint", buffered: true });
    else if (window.requestAnimationFrame) window.requestAnimationFrame(later);
    else later();
  } catch (e) {}
})();`;

/** The script's hash as a CSP source (`'sha256-…'`): docker/nginx/shell.conf.template lists it. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT, 'utf8').digest('base64')}'`;
