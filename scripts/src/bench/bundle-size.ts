/**
 * First-load JavaScript of a visitor's home (gzip), and each app's bundle, measured in headless
 * Chromium against the composed production build. Target: home ≤ 170 KB, no shared library twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, appDir } from '../apps';
import { composeForTests } from '../compose-for-tests';
import { writeReadmeSection, writeSection } from './results-file';

const HOME_TARGET_KB = 170;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/** Which shared library each built chunk file belongs to, per app. */
function sharedChunkNames(dir: string): Map<string, string> {
  const manifest = JSON.parse(
    fs.readFileSync(
      path.join(appDir(APPS.find((a) => a.dir === dir)!), 'dist', 'mf-manifest.json'),
      'utf8',
    ),
  ) as Manifest;
  const names = new Map<string, string>();
  for (const shared of manifest.shared) {
    const [first] = shared.assets.js.sync;
    if (first) names.set(first, shared.name);
  }
  return names;
}

function appBundle(dir: string): { files: number; gzipKb: number } {
  const dist = path.join(appDir(APPS.find((a) => a.dir === dir)!), 'dist');
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  return {
    files: files.length,
    gzipKb: kb(files.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(dist, f))), 0)),
  };
}

async function measureHome(shellUrl: string, originToDir: Map<string, string>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.push({ url: response.url(), gzip: gzipSize(await response.body()) });
    });
    await page.goto(shellUrl, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const sharedByOrigin = new Map<string, string[]>();
    for (const s of scripts) {
      const url = new URL(s.url);
      const dir = originToDir.get(url.origin);
      const name = dir ? sharedChunkNames(dir).get(url.pathname.slice(1)) : undefined;
      if (name) sharedByOrigin.set(name, [...(sharedByOrigin.get(name) ?? []), dir!]);
    }
    const twice = [...sharedByOrigin]
      .filter(([, from]) => from.length > 1)
      .map(([name, from]) => `${name} (${from.join(', ')})`);
    return {
      totalKb: kb(scripts.reduce((sum, s) => sum + s.gzip, 0)),
      files: scripts.length,
      twice,
      scripts,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const composition = await composeForTests(27000);
  try {
    const originToDir = new Map(APPS.map((a) => [composition.originOf(a.dir), a.dir]));
    const home = await measureHome(composition.shellUrl, originToDir);
    const bundles = Object.fromEntries(APPS.map((a) => [a.dir, appBundle(a.dir)]));
    writeSection('bundles', {
      visitorHome: {
        firstLoadJsGzipKb: home.totalKb,
        files: home.files,
        targetKb: HOME_TARGET_KB,
        sharedLoadedTwice: home.twice,
      },
      apps: bundles,
    });
    writeReadmeSection(
      'bundles',
      [
        '## JavaScript size (gzip)',
        '',
        `Visitor's home, first load: **${home.totalKb} KB** in ${home.files} files (target ≤ ${HOME_TARGET_KB} KB); shared libraries loaded twice: ${home.twice.length ? home.twice.join(', ') : 'none'}.`,
        '',
        '| app | JS files | all JS, gzip (KB) |',
        '|---|---|---|',
        ...Object.entries(bundles).map(([dir, b]) => `| ${dir} | ${b.files} | ${b.gzipKb} |`),
      ].join('\n'),
    );
    console.log(
      `visitor home first-load JS: ${home.totalKb} KB gzip in ${home.files} files (target ≤ ${HOME_TARGET_KB} KB)`,
    );
    for (const s of home.scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(s.gzip).toString().padStart(6)} KB  ${s.url}`);
    console.table(bundles);
    const failures = [
      ...(home.totalKb > HOME_TARGET_KB
        ? [`home loads ${home.totalKb} KB > ${HOME_TARGET_KB} KB`]
        : []),
      ...home.twice.map((t) => `loaded twice: ${t}`),
    ];
    if (failures.length) {
      console.error(`Targets missed:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    await composition.stop();
  }
}

void main();
