import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir, repoRoot } from '../apps';
import { loadFederationDefinition } from '../load-federation-definition';
import { exposedModulesOf, generatedModuleSource } from './exposed-modules';

const remotes = APPS.filter((a) => a.kind === 'remote');
const modules = exposedModulesOf(remotes, loadFederationDefinition, appDir);
const keys = new Set(modules.map((m) => m.key));

describe('the single bundle’s map of exposed modules', () => {
  it.each(remotes.map((app) => [app.dir, app]))(
    'covers every expose of %s/federation.config.ts, each an existing file',
    (_dir, app) => {
      const exposes = Object.entries(loadFederationDefinition(app.dir).exposes ?? {});
      expect(exposes.length).toBeGreaterThan(0);
      for (const [expose, file] of exposes) {
        const entry = modules.find(
          (m) => m.key === `${app.federationName}/${expose.replace(/^\.\//, '')}`,
        );
        expect(entry?.file).toBe(path.join(appDir(app), file));
        expect(fs.existsSync(entry!.file)).toBe(true);
      }
    },
  );

  it('holds nothing else', () => {
    const count = remotes.reduce(
      (sum, app) => sum + Object.keys(loadFederationDefinition(app.dir).exposes ?? {}).length,
      0,
    );
    expect(modules).toHaveLength(count);
    expect(keys.size).toBe(count);
  });

  it('has every module the shell asks for: each area’s routes and each home widget', () => {
    const widgets = fs.readFileSync(
      path.join(repoRoot, 'shell', 'src', 'pages', 'home', 'home-widgets.ts'),
      'utf8',
    );
    const areaOf = {
      content: 'mf_content',
      clockin: 'mf_clockin',
      user: 'mf_user',
      exam: 'mf_exam',
      train: 'mf_train',
    };
    const asked = [...widgets.matchAll(/REMOTE_OF_AREA\.(\w+),\s*expose: '([^']+)'/g)].map(
      ([, area, expose]) => `${areaOf[area as keyof typeof areaOf]}/${expose}`,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const app of remotes) asked.push(`${app.federationName}/routes`);
    for (const key of asked) expect(keys).toContain(key);
  });

  it('imports each one lazily, so each is a chunk of its own', () => {
    const source = generatedModuleSource(modules, {});
    for (const m of modules)
      expect(source).toContain(`${JSON.stringify(m.key)}: () => import(${JSON.stringify(m.file)})`);
    expect(source).not.toMatch(/^import /m);
  });
});
