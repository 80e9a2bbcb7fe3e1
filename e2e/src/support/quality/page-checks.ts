// The product-quality checks that run inside a page (issue 15). `pageChecks` runs in the browser
// (through `inPage`, as source text), so it is self-contained: no imports, no outer names.

export type PageCheckArgs = {
  /** The width the page must fit (the viewport's). */
  viewportWidth: number;
  /** The tab bar's links (shared/src/paths.ts TAB_ROUTES), to recognise it whatever it looks like. */
  tabPaths: readonly string[];
  /** antd-mobile's default blue and wathet are off-theme (false for a blue brand). */
  forbidDefaultBlue: boolean;
};

export type PageCheckResult = {
  /** The nav bar's title; null when the page hides the nav bar. */
  navTitle: string | null;
  /** (a) Headings (h1/h2) that say the nav bar's title again. */
  repeatedTitle: string[];
  /** (b) The page scrolls sideways, or something passes the right edge. */
  overflow: string[];
  /** (c) Selected controls, primary buttons or tags in colours that are not the theme's. */
  offTheme: string[];
  /** (e) Images without reserved space, cropped, or broken. */
  images: string[];
  /** (d) Visible system texts (nav bar, tab bar, buttons, headings, tabs, empty states…). */
  texts: string[];
  /** Whether the tab bar was found (and marked `data-quality-tab-bar`). */
  tabBar: boolean;
};

/** The attribute `pageChecks` puts on the tab bar (axe leaves it out: the spec fixes its colours). */
export const TAB_BAR_MARK = 'data-quality-tab-bar';

/** The controls whose colours must be the theme's, and which tokens they may use. */
export const THEMED_CONTROLS: ReadonlyArray<{ selector: string; what: string; status?: true }> = [
  {
    selector: '.adm-selector-item-active, .adm-selector-item-multiple-active',
    what: 'selected chip',
  },
  {
    selector: '.adm-selector-item-active .adm-selector-check-mark-wrapper',
    what: 'chip check mark',
  },
  { selector: '.adm-tabs-tab-active', what: 'selected tab' },
  { selector: '.adm-tabs-tab-line', what: 'tab underline' },
  { selector: '.adm-capsule-tabs-tab-active', what: 'selected capsule tab' },
  { selector: '.adm-checkbox-checked .adm-checkbox-icon', what: 'checked checkbox' },
  { selector: '.adm-radio-checked .adm-radio-icon', what: 'checked radio' },
  {
    selector: '.adm-switch-checked, .adm-switch-checked .adm-switch-checkbox',
    what: 'switch that is on',
  },
  { selector: '.adm-button-primary', what: 'primary button' },
  { selector: '.adm-tag', what: 'tag', status: true },
];

/** Brand tokens a selected control may use (tokens.css); tags may also use the status ones. */
export const BRAND_TOKENS = [
  '--color-primary',
  '--color-primary-text',
  '--color-primary-fill',
  '--color-primary-dark',
  '--color-primary-strong',
] as const;
export const STATUS_TOKENS = [
  '--color-success',
  '--color-success-text',
  '--color-success-fill',
  '--color-warning',
  '--color-warning-text',
  '--color-warning-fill',
  '--color-danger',
  '--color-danger-text',
  '--color-danger-fill',
  '--color-gold',
  '--color-silver',
  '--color-bronze',
] as const;

/** Elements whose visible text is the product's own (not content). */
export const SYSTEM_TEXT_SELECTORS = [
  'header',
  'nav',
  'button',
  '[role="button"]',
  'a',
  'h1, h2, h3, h4, h5, h6, [role="heading"]',
  '[role="tab"], .adm-tabs-tab, .adm-capsule-tabs-tab, .adm-selector-item',
  '.adm-empty, .adm-error-block, .adm-result, [role="status"], [role="alert"]',
  '.adm-list-header, .adm-list-item-content-main, .adm-form-item-label, label',
  '.adm-tag, .adm-notice-bar, .adm-nav-bar, .adm-search-bar',
].join(', ');

/** Everything `pageChecks` needs, passed in because it cannot reach this module's names. */
export type PageCheckInput = PageCheckArgs & {
  controls: typeof THEMED_CONTROLS;
  brandTokens: readonly string[];
  statusTokens: readonly string[];
  textSelectors: string;
};

export const pageCheckInput = (args: PageCheckArgs): PageCheckInput => ({
  ...args,
  controls: THEMED_CONTROLS,
  brandTokens: BRAND_TOKENS,
  statusTokens: STATUS_TOKENS,
  textSelectors: SYSTEM_TEXT_SELECTORS,
});

export function pageChecks(args: PageCheckInput): PageCheckResult {
  const { viewportWidth: vw } = args;
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) =>
    el.getClientRects().length > 0 &&
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    const text = clean((el as HTMLElement).innerText ?? el.textContent).slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const grouped = (findings: string[]) => {
    const counts = new Map<string, number>();
    for (const f of findings) counts.set(f, (counts.get(f) ?? 0) + 1);
    return [...counts].map(([f, n]) => (n > 1 ? `${f} (×${n})` : f));
  };

  // The tab bar: the nav that links to every tab.
  const tabBar = [...document.querySelectorAll('nav')].find((nav) =>
    args.tabPaths.every((p) => nav.querySelector(`a[href="${p}"]`)),
  );
  tabBar?.setAttribute('data-quality-tab-bar', '');

  // (a) The nav bar owns the page title; no heading says it again.
  const titleEl =
    document.querySelector('.adm-nav-bar .adm-nav-bar-title') ??
    document.querySelector('header h1');
  const navBar = titleEl ? (titleEl.closest('header') ?? titleEl.closest('.adm-nav-bar')) : null;
  const navTitle = titleEl && visible(titleEl) ? clean((titleEl as HTMLElement).innerText) : null;
  const repeatedTitle: string[] = [];
  if (navTitle) {
    const headings = document.querySelectorAll(
      'h1, h2, [role="heading"][aria-level="1"], [role="heading"][aria-level="2"]',
    );
    for (const heading of headings) {
      if (navBar?.contains(heading) || !visible(heading)) continue;
      if (clean((heading as HTMLElement).innerText).toLowerCase() === navTitle.toLowerCase()) {
        repeatedTitle.push(`${describe(heading)} repeats the nav bar title`);
      }
    }
  }

  // (b) Nothing wider than the screen.
  const overflow: string[] = [];
  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth > vw) overflow.push(`the page is ${scrollWidth} px wide (scrolls sideways)`);
  const clipsX = (el: Element) =>
    el !== document.documentElement &&
    el !== document.body &&
    getComputedStyle(el).overflowX !== 'visible';
  const offenders: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || box.right <= vw + 1 || !visible(el)) continue;
    // Inside a scroller or a clipping box that ends on screen (tabs, carousels, ellipsis): fine.
    let contained = false;
    for (let a = el.parentElement; a && !contained; a = a.parentElement) {
      contained = clipsX(a) && a.getBoundingClientRect().right <= vw + 1;
    }
    if (!contained) offenders.push(el);
  }
  const outermost = offenders.filter((el) => !offenders.some((o) => o !== el && o.contains(el)));
  for (const el of outermost.slice(0, 5)) {
    overflow.push(`${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
  }
  if (outermost.length > 5) overflow.push(`…and ${outermost.length - 5} more`);

  // (c) Selected controls in the theme's colours.
  type Rgba = [number, number, number, number];
  const probe = document.createElement('span');
  document.body.appendChild(probe);
  const parse = (colour: string): Rgba | null => {
    let m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
    if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    m = /^color\(srgb ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
    if (m) {
      return [
        Number(m[1]) * 255,
        Number(m[2]) * 255,
        Number(m[3]) * 255,
        m[4] === undefined ? 1 : Number(m[4]),
      ];
    }
    return null;
  };
  const resolve = (value: string): Rgba | null => {
    probe.style.color = '';
    probe.style.color = value;
    return probe.style.color ? parse(getComputedStyle(probe).color) : null;
  };
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  const root = getComputedStyle(document.documentElement);
  const tokens = (names: readonly string[]) =>
    names.flatMap((name) => {
      const rgb = resolve(root.getPropertyValue(name).trim());
      return rgb ? [{ name, rgb }] : [];
    });
  const brandTokens = tokens(args.brandTokens);
  const statusTokens = tokens(args.statusTokens);
  const defaultBlues = [resolve('#1677ff')!, resolve('#e7f1ff')!];
  probe.remove();
  const same = (a: Rgba, b: Rgba) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]!) <= 3);
  // Greys, white, black and transparent are neutral; anything with a hue must be a token's.
  const chromatic = (c: Rgba) =>
    c[3] > 0.05 && Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]) > 12;
  const coloursOf = (el: Element) => {
    const s = getComputedStyle(el);
    const found: [string, string][] = [['background', s.backgroundColor]];
    if (clean((el as HTMLElement).innerText) || el.querySelector('svg'))
      found.push(['text', s.color]);
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      if (parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0) {
        found.push([`border-${side}`, s.getPropertyValue(`border-${side}-color`)]);
      }
    }
    return found;
  };
  const offTheme: string[] = [];
  if (brandTokens.length === 0) offTheme.push('no --color-primary… custom properties on :root');
  const themeNames = brandTokens.map((t) => `${t.name} ${hex(t.rgb)}`).join(', ');
  for (const control of args.controls) {
    const allowed = control.status ? [...brandTokens, ...statusTokens] : brandTokens;
    for (const el of document.querySelectorAll(control.selector)) {
      if (!visible(el)) continue;
      for (const [part, value] of coloursOf(el)) {
        const rgb = parse(value);
        if (!rgb) {
          offTheme.push(`${control.what} ${describe(el)}: unreadable ${part} colour ${value}`);
        } else if (chromatic(rgb) && !allowed.some((t) => same(t.rgb, rgb))) {
          offTheme.push(
            `${control.what} ${describe(el)}: ${part} ${hex(rgb)} is not a theme colour (${themeNames})`,
          );
        }
      }
    }
  }
  if (args.forbidDefaultBlue) {
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const s = getComputedStyle(el);
      for (const value of [s.color, s.backgroundColor, s.borderTopColor, s.fill, s.stroke]) {
        const rgb = parse(value);
        if (rgb && rgb[3] > 0.05 && defaultBlues.some((b) => same(b, rgb))) {
          offTheme.push(`${describe(el)} uses antd-mobile's default ${hex(rgb)}`);
          break;
        }
      }
    }
  }

  // (e) Images: space reserved before they load, nothing cropped, nothing broken.
  const images: string[] = [];
  for (const img of document.images) {
    if (!visible(img)) continue;
    const source = img.currentSrc || img.src;
    const name = source.startsWith('data:')
      ? 'data: URL'
      : (source.split('/').pop()?.split('?')[0] ?? '');
    const label = `<img> ${name}${img.alt ? ` "${img.alt.slice(0, 30)}"` : ''}`;
    const s = getComputedStyle(img);
    const attributes = img.hasAttribute('width') && img.hasAttribute('height');
    const cssRatio = (value: string) => value !== 'auto' && !value.startsWith('auto ');
    const parent = img.parentElement;
    const parentStyle = parent ? getComputedStyle(parent) : null;
    // antd-mobile's Image and Avatar: a box of a set width and height around the picture.
    const sizedBox =
      img.classList.contains('adm-image-img') &&
      parentStyle !== null &&
      !['', 'auto'].includes(parentStyle.getPropertyValue('--width').trim()) &&
      !['', 'auto'].includes(parentStyle.getPropertyValue('--height').trim());
    const reserved =
      attributes ||
      cssRatio(s.aspectRatio) ||
      (parentStyle !== null && cssRatio(parentStyle.aspectRatio) && s.position === 'absolute') ||
      sizedBox;
    if (!reserved) {
      images.push(`${label}: no width/height attributes or CSS aspect-ratio (no space reserved)`);
    }
    if (img.complete && img.naturalWidth === 0) {
      images.push(`${label}: did not load`);
      continue;
    }
    if (s.objectFit === 'cover' && img.complete && img.clientWidth > 4 && img.clientHeight > 4) {
      const shown = img.clientWidth / img.clientHeight;
      const natural = img.naturalWidth / img.naturalHeight;
      if (Math.abs(shown / natural - 1) > 0.02) {
        images.push(
          `${label}: cropped (shown ${img.clientWidth}×${img.clientHeight}, picture ${img.naturalWidth}×${img.naturalHeight})`,
        );
      }
    }
  }

  // (d) System texts, compared with the catalogues outside the page.
  const lines = new Set<string>();
  for (const el of document.querySelectorAll(args.textSelectors)) {
    if (!visible(el)) continue;
    for (const line of (el as HTMLElement).innerText.split('\n')) {
      const text = clean(line);
      if (text) lines.add(text);
    }
  }
  for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
    const text = clean(el.getAttribute('placeholder'));
    if (text && visible(el)) lines.add(text);
  }

  return {
    navTitle,
    repeatedTitle: grouped(repeatedTitle),
    overflow,
    offTheme: grouped(offTheme),
    images: grouped(images),
    texts: [...lines],
    tabBar: Boolean(tabBar),
  } satisfies PageCheckResult;
}
