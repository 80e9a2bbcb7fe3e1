/**
 * Which stylesheet of a build styles which class, so a page rendered on the shell's server can
 * link the stylesheets its HTML uses before the browser runs any script (shell/server). Read off
 * the built CSS files themselves: CSS Modules' hashed names and antd-mobile's `adm-` classes
 * alike. A stylesheet with rules that no class scopes (`:root` tokens, `body`, `*`) is global:
 * every page links it.
 */
export type StyleIndex = {
  /** Stylesheets every page needs. */
  global: string[];
  /** A class → the stylesheet that defines it (the first one, when several do). */
  classes: Record<string, string>;
  /**
   * A stylesheet → the build's other stylesheets with the same text (two chunks that bundle the
   * same CSS module). A page that carries one names its twins too, or a script loading a twin
   * later would apply the same rules again after the stylesheets that override them. Absent
   * from the indexes of releases built before it.
   */
  twins?: Record<string, string[]>;
};

export const STYLE_INDEX_FILE = 'style-index.json';

/** The selectors of a stylesheet's rules (not of at-rules such as @media or @keyframes). */
function selectorsOf(css: string): string[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\((?:[^)"']|"[^"]*"|'[^']*')*\)/g, 'url()')
    .replace(/"[^"]*"|'[^']*'/g, '""');
  const selectors: string[] = [];
  const preludes = /([^{};]+)\{/g;
  for (let match = preludes.exec(text); match; match = preludes.exec(text)) {
    const prelude = match[1]!.trim();
    if (prelude && !prelude.startsWith('@')) selectors.push(...prelude.split(','));
  }
  return selectors.map((s) => s.trim()).filter(Boolean);
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** Keyframe steps (`from`, `50%`) are not selectors of elements. */
const KEYFRAME_STEP = /^(from|to|\d+(\.\d+)?%)$/;

/** The classes a stylesheet defines, and whether any of its rules applies without a class. */
export function classesOf(css: string): { classes: string[]; global: boolean } {
  const classes = new Set<string>();
  let global = false;
  for (const selector of selectorsOf(css)) {
    if (KEYFRAME_STEP.test(selector)) continue;
    const found = [...selector.matchAll(CLASS)].map((m) => m[1]!);
    if (found.length === 0) global = true;
    for (const name of found) classes.add(name);
  }
  return { classes: [...classes], global };
}

/** The index of a build's stylesheets (`files`: name → content). */
export function indexStyles(files: ReadonlyMap<string, string>): StyleIndex {
  const twins: Record<string, string[]> = {};
  const index: StyleIndex = { global: [], classes: {}, twins };
  const byText = new Map<string, string[]>();
  for (const [file, css] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const { classes, global } = classesOf(css);
    if (global) index.global.push(file);
    for (const name of classes) index.classes[name] ??= file;
    byText.set(css, [...(byText.get(css) ?? []), file]);
  }
  for (const same of byText.values())
    if (same.length > 1) for (const file of same) twins[file] = same.filter((f) => f !== file);
  return index;
}
