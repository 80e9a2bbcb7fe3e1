import '@testing-library/jest-dom';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createI18n, type Language } from '../../i18n';
import { SharedProviders } from '../shared-providers';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  language?: Language;
};

/** Render inside the same providers the shell uses, in a fixed language (English by default). */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SharedProviders i18n={i18n}>{children}</SharedProviders>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
