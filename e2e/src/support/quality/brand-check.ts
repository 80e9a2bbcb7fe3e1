// The brand test: app-config.json's `brand.themeColor` recolours the product. The app-config the
// browser reads is replaced (page.route) by the composition's own plus a brand; then buttons,
// selected chips, tabs and the tab bar's selected item must be in that colour's shades.
import type { Browser, Page } from 'playwright-core';
import { brandShades } from '../../../../shared/src/design/brand-shades';
import { PATHS, TAB_ROUTES } from '../../../../shared/src/paths';
import { READERS } from '../../../../scripts/src/screens/pages-to-visit';
import {
  inPage,
  newReaderContext,
  settle,
  type ShootTarget,
} from '../../../../scripts/src/screens/shoot';
import { BRAND_TOKENS, TAB_BAR_MARK, pageCheckInput, pageChecks } from './page-checks';

/** A brand colour nothing in the product uses otherwise (not the orange, not antd's blue). */
export const BRAND_TEST_COLOUR = '#7c3aed';

/** What must follow the brand, and pages (in order of preference) that show one. */
const SAMPLES = [
  {
    what: "the tab bar's selected item",
    selector: `[${TAB_BAR_MARK}] [aria-current="page"]`,
    pages: [PATHS.content.newsList, PATHS.user.index],
  },
  {
    what: 'a selected tab',
    selector: '.adm-tabs-tab-active',
    pages: [PATHS.content.newsList, PATHS.train.courseIndex, PATHS.content.college],
  },
  {
    what: 'a selected chip',
    selector: '.adm-selector-item-active',
    pages: [PATHS.user.settings, PATHS.train.courseIndex, PATHS.user.feedback],
  },
  {
    what: 'a primary button',
    selector: '.adm-button-primary',
    pages: [PATHS.user.feedback, PATHS.user.settings, PATHS.user.passwordSet],
  },
] as const;

type Colour = { part: string; value: string };
type Coloured = { element: string; colours: Colour[] };

/** The computed colours of the visible elements matching a selector (and of their icons). */
function coloursOf(selector: string): Coloured[] {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const result: Coloured[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.getClientRects().length === 0) continue;
    const s = getComputedStyle(el);
    const colours: Colour[] = [{ part: 'background', value: s.backgroundColor }];
    if (clean((el as HTMLElement).innerText)) colours.push({ part: 'text', value: s.color });
    for (const side of ['top', 'right', 'bottom', 'left']) {
      if (parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0) {
        colours.push({ part: `border-${side}`, value: s.getPropertyValue(`border-${side}-color`) });
      }
    }
    for (const icon of el.querySelectorAll('svg')) {
      colours.push({ part: 'icon', value: getComputedStyle(icon).color });
    }
    const text = clean((el as HTMLElement).innerText).slice(0, 30);
    result.push({ element: `<${el.tagName.toLowerCase()}> "${text}"`, colours });
    if (result.length === 3) break;
  }
  return result;
}

function rootTokens(names: readonly string[]): Record<string, string> {
  const probe = document.createElement('span');
  document.body.appendChild(probe);
  const root = getComputedStyle(document.documentElement);
  const values: Record<string, string> = {};
  for (const name of names) {
    probe.style.color = root.getPropertyValue(name).trim();
    values[name] = getComputedStyle(probe).color;
  }
  probe.remove();
  return values;
}

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba | null {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)];
  const srgb = /^color\(srgb ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (srgb) {
    return [
      Number(srgb[1]) * 255,
      Number(srgb[2]) * 255,
      Number(srgb[3]) * 255,
      Number(srgb[4] ?? 1),
    ];
  }
  return null;
}

const same = (a: Rgba, b: Rgba) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]!) <= 3);
const chromatic = (c: Rgba) =>
  c[3] > 0.05 && Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]) > 12;
const hexOf = (c: Rgba) =>
  `#${c
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')}`;

async function withBrand(page: Page, colour: string): Promise<void> {
  // The shell's server writes app-config.json into the page (scripts/src/shell-page.ts): the
  // page's copy is rebranded once the page is parsed, before any deferred script runs…
  await page.addInitScript((themeColor) => {
    document.addEventListener('readystatechange', () => {
      const block = document.getElementById('app-config.json');
      if (document.readyState !== 'interactive' || !block?.textContent?.trim().startsWith('{'))
        return;
      const config = JSON.parse(block.textContent) as { brand?: Record<string, unknown> };
      block.textContent = JSON.stringify({ ...config, brand: { ...config.brand, themeColor } });
    });
  }, colour);
  // …and a page without one (another server) fetches app-config.json, rebranded here.
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { brand?: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...config, brand: { ...config.brand, themeColor: colour } },
    });
  });
}

/** Problems of a re-branded product (empty: everything that should follow the brand does). */
export async function brandProblems(
  browser: Browser,
  target: ShootTarget,
  colour = BRAND_TEST_COLOUR,
): Promise<string[]> {
  const shades = brandShades(colour);
  const allowed = Object.values(shades).map((value) => parse(value)!);
  const problems: string[] = [];
  const context = await newReaderContext(browser, target, {
    as: READERS.joined.mobile,
    language: 'en',
    width: 375,
  });
  const pending = new Set<(typeof SAMPLES)[number]>(SAMPLES);
  try {
    const pages = [...new Set(SAMPLES.flatMap((sample) => sample.pages))];
    for (const [index, path] of pages.entries()) {
      if (pending.size === 0) break;
      if (!SAMPLES.some((s) => pending.has(s) && (s.pages as readonly string[]).includes(path))) {
        continue;
      }
      const page = await context.newPage();
      await withBrand(page, colour);
      await page.goto(`${target.shellUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await settle(page);
      if (index === 0) {
        const tokens = await inPage(page, rootTokens, BRAND_TOKENS);
        for (const name of BRAND_TOKENS) {
          const shown = parse(tokens[name] ?? '');
          const expected = shades[name as keyof typeof shades];
          if (!shown || !same(shown, parse(expected)!)) {
            problems.push(
              `${name} on :root is ${shown ? hexOf(shown) : tokens[name]}, not ${expected}: app-config.json's brand.themeColor ${colour} is not applied`,
            );
          }
        }
      }
      const checked = await inPage(
        page,
        pageChecks,
        pageCheckInput({
          viewportWidth: 375,
          tabPaths: TAB_ROUTES.map((tab) => tab.path),
          forbidDefaultBlue: true,
        }),
      );
      problems.push(...checked.offTheme.map((line) => `${path}: ${line}`));
      for (const sample of SAMPLES) {
        if (!pending.has(sample) || !(sample.pages as readonly string[]).includes(path)) continue;
        const found = await inPage(page, coloursOf, sample.selector);
        if (found.length === 0) continue;
        pending.delete(sample);
        for (const { element, colours } of found) {
          const branded = colours.filter((c) => {
            const rgb = parse(c.value);
            return rgb && chromatic(rgb);
          });
          if (branded.length === 0) {
            problems.push(`${sample.what} ${element} on ${path} shows no brand colour at all`);
          }
          const wrong = new Map<string, string[]>();
          for (const c of branded) {
            const rgb = parse(c.value)!;
            if (allowed.some((a) => same(a, rgb))) continue;
            wrong.set(hexOf(rgb), [...(wrong.get(hexOf(rgb)) ?? []), c.part]);
          }
          for (const [hex, parts] of wrong) {
            problems.push(
              `${sample.what} ${element} on ${path}: ${[...new Set(parts)].join(', ')} ${hex}, not a shade of the brand ${colour} (${[...new Set(Object.values(shades))].join(', ')})`,
            );
          }
        }
      }
      await page.close();
    }
    for (const sample of pending) {
      problems.push(`found no ${sample.what} (${sample.selector}) on ${sample.pages.join(', ')}`);
    }
    return [...new Set(problems)];
  } finally {
    await context.close();
  }
}
