// Test helpers for pages the shell's server renders and the browser hydrates. Not exported from
// the package.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedCalls } from '../standalone/render-data';

/** The place (id) the server gives a tree's first call: the one the same tree gets when it renders. */
export function firstCallId(tree: (calls: HydratedCalls) => ReactElement): string {
  const probe = new HydratedCalls({});
  const read = jest.spyOn(probe, 'read');
  renderToString(tree(probe));
  return read.mock.calls[0]![0];
}

/**
 * Hydrates the server's `html` in a container of the document with `element`; `errors` records
 * what React (or anything else) logged as an error meanwhile, hydration warnings included.
 */
export async function hydrateHtml(
  html: string,
  element: ReactElement,
  options?: HydrationOptions,
): Promise<{ container: HTMLDivElement; errors: jest.SpyInstance }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, element, options);
  });
  return { container, errors };
}
