import { pageSlices } from './save-as-pdf';

describe('pageSlices', () => {
  it.each([
    [500, 1000, [0]],
    [1000, 1000, [0]],
    [1001, 1000, [0, 1000]],
    [2500, 1000, [0, 1000, 2000]],
    [0, 1000, [0]],
  ])('an image %i px tall on pages of %i px starts pages at %j', (height, page, starts) => {
    expect(pageSlices(height, page)).toEqual(starts);
  });
});
