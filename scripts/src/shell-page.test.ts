import { createHash } from 'node:crypto';
import { readTemplate } from './nginx/render-nginx-config';
import {
  START_SCRIPT,
  START_SCRIPT_HASH,
  hasIncludes,
  includeOf,
  jsonForScript,
  renderShellPage,
} from './shell-page';

describe('jsonForScript', () => {
  it('writes JSON that cannot end a script element or open a comment, and reads back the same', () => {
    const value = { name: '</script><!-- x', line: 'a\u2028b\u2029c', plain: 'ok' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderShellPage', () => {
  const page = `<head><script type=application/json id=remotes.json>${includeOf('remotes.json')}</script><script type=application/json id=x.json>${includeOf('x.json')}</script></head>`;

  it("fills each block with its document's current content, and leaves unknown ones empty", () => {
    let version = '1.0.0';
    const documents = { 'remotes.json': () => ({ mf_exam: { version } }) };
    expect(renderShellPage(page, documents)).toBe(
      '<head><script type=application/json id=remotes.json>{"mf_exam":{"version":"1.0.0"}}</script><script type=application/json id=x.json></script></head>',
    );
    version = '2.0.0';
    expect(renderShellPage(page, documents)).toContain('"2.0.0"');
  });

  it('tells a page with blocks to fill from one without', () => {
    expect(hasIncludes(page)).toBe(true);
    expect(hasIncludes('<!doctype html><div id="root"></div>')).toBe(false);
  });
});

describe('the start script in the Content-Security-Policy', () => {
  it("is named by its hash in nginx's shell server (docker/nginx/shell.conf.template)", () => {
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
    expect(START_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    const csp = /Content-Security-Policy "([^"]+)"/.exec(readTemplate('shell.conf.template'))![1]!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim().split(/\s+/)).toContain(START_SCRIPT_HASH);
  });
});
