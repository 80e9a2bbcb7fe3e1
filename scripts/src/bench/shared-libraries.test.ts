import { librariesLoadedTwice } from './shared-libraries';

describe('shared libraries loaded twice', () => {
  it.each([
    [[], []],
    [
      [
        { dir: 'shell', owners: ['react', 'react-dom'] },
        { dir: 'mf-content', owners: [] },
        { dir: 'shell', owners: ['react'] },
      ],
      [],
    ],
    [
      [
        { dir: 'shell', owners: ['react'] },
        { dir: 'mf-user', owners: ['react', 'axios'] },
        { dir: 'mf-train', owners: ['react'] },
      ],
      ['react (shell, mf-user, mf-train)'],
    ],
    [
      [
        { dir: undefined, owners: ['react'] },
        { dir: 'shell', owners: ['react'] },
      ],
      [],
    ],
  ])('%#', (chunks, twice) => {
    expect(librariesLoadedTwice(chunks)).toEqual(twice);
  });
});
