import vm from 'node:vm';
import { cacheControlOf, CACHE_CONTROL } from './caching-rules';
import {
  STARTUP_BUNDLE_NAME,
  bundleOf,
  librariesInBundle,
  startupBundleName,
} from './startup-bundle';

/** Two chunk files as webpack writes them: each registers its modules on the chunk global. */
const chunk = (id: number, body = '') =>
  `"use strict";(self.webpackChunkshell=self.webpackChunkshell||[]).push([[${id}],{${id}(e){${body}}}]);`;

const run = (script: string) => {
  const context: { self?: unknown; webpackChunkshell?: unknown[] } = {};
  context.self = context;
  vm.runInNewContext(script, context);
  return context;
};

describe('the startup bundle', () => {
  it('registers every chunk it holds, in order, as the files would one by one', () => {
    const registered = run(bundleOf([chunk(6146), chunk(7470), chunk(8030)])).webpackChunkshell!;
    expect(registered.map((entry) => (entry as [number[]])[0][0])).toEqual([6146, 7470, 8030]);
  });

  it("runs each file as its own: one file's strict mode does not hold for the next", () => {
    // A library written for sloppy mode, after a strict chunk: an undeclared assignment works.
    const context = run(bundleOf([chunk(1), 'leaked = 42;']));
    expect((context as Record<string, unknown>).leaked).toBe(42);
    expect(() => run(bundleOf(['"use strict"; undeclared = 1;']))).toThrow(
      /undeclared is not defined/,
    );
  });

  it('ends a file in a line comment without swallowing the next', () => {
    const registered = run(bundleOf([`${chunk(1)}\n//# a trailing comment`, chunk(2)]));
    expect(registered.webpackChunkshell).toHaveLength(2);
  });

  it('is named by its content, and cached for a year as the other hashed files are', () => {
    const name = startupBundleName(bundleOf([chunk(1)]));
    expect(name).toMatch(STARTUP_BUNDLE_NAME);
    expect(startupBundleName(bundleOf([chunk(1)]))).toBe(name);
    expect(startupBundleName(bundleOf([chunk(2)]))).not.toBe(name);
    expect(cacheControlOf(`/${name}`)).toBe(CACHE_CONTROL.hashed);
  });
});

describe('librariesInBundle', () => {
  it('holds the libraries of its parts, each once, in the order they first come', () => {
    const of: Record<string, string[]> = {
      '1.js': ['react'],
      '2.js': ['react-dom', 'react'],
      '3.js': [],
    };
    expect(
      librariesInBundle(
        { file: 'startup.0a1b2c3d.js', parts: ['1.js', '2.js', '3.js'] },
        (p) => of[p]!,
      ),
    ).toEqual(['react', 'react-dom']);
  });
});
