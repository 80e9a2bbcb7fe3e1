import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useIdParam } from './use-id-param';

const idAt = (url: string, name?: string) =>
  renderHook(() => useIdParam(name), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe('useIdParam', () => {
  it.each([
    ['/p?id=12', 12],
    ['/p?id=0', undefined],
    ['/p?id=-3', undefined],
    ['/p?id=1.5', undefined],
    ['/p?id=abc', undefined],
    ['/p', undefined],
  ])('%s → %s', (url, expected) => {
    expect(idAt(url)).toBe(expected);
  });

  it('reads another parameter name', () => {
    expect(idAt('/p?courseId=7', 'courseId')).toBe(7);
  });
});
