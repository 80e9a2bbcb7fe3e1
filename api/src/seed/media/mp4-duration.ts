/**
 * The length in seconds of an MP4 / M4A file, read from its movie header box (`moov` → `mvhd`),
 * so tests can check the committed media against the catalogue without ffprobe.
 */
export function mp4DurationSeconds(bytes: Buffer): number {
  const moov = findBox(bytes, 0, bytes.length, 'moov');
  if (!moov) throw new Error('not an MP4 file: no moov box');
  const mvhd = findBox(bytes, moov.start, moov.end, 'mvhd');
  if (!mvhd) throw new Error('not an MP4 file: no mvhd box');
  const version = bytes[mvhd.start]!;
  if (version === 1) {
    const timescale = bytes.readUInt32BE(mvhd.start + 20);
    const duration = Number(bytes.readBigUInt64BE(mvhd.start + 24));
    return duration / timescale;
  }
  const timescale = bytes.readUInt32BE(mvhd.start + 12);
  const duration = bytes.readUInt32BE(mvhd.start + 16);
  return duration / timescale;
}

/** The content range of the first box of `type` between `from` and `to` (one level). */
function findBox(
  bytes: Buffer,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | undefined {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header) return undefined;
    if (bytes.toString('latin1', at + 4, at + 8) === type)
      return { start: at + header, end: Math.min(to, at + size) };
    at += size;
  }
  return undefined;
}
