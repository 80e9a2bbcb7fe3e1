import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1225, '1.2 KB'],
    [348_160, '340.0 KB'],
    // A size that would round to 1024.0 KB reads in MB.
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1023.9, '1023.9 KB'],
    [1024 * 1024, '1.0 MB'],
    // The seeded courseware (mf-train's document lesson).
    [1_258_291, '1.2 MB'],
    [1_536_000, '1.5 MB'],
    // The knowledge-base file of mf-user's fixtures.
    [1_572_864, '1.5 MB'],
    [5 * 1024 * 1024 * 1024, '5120.0 MB'],
  ])('%d bytes → "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
