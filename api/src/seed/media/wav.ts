const SAMPLE_RATE = 11025;

/** An 8-bit mono PCM WAV file playing the notes (MIDI numbers) in turn, `noteSeconds` each. */
export function melodyWav(notes: readonly number[], noteSeconds = 0.5): Buffer {
  const perNote = Math.round(SAMPLE_RATE * noteSeconds);
  const samples = Buffer.alloc(perNote * notes.length);
  notes.forEach((note, n) => {
    const frequency = 440 * 2 ** ((note - 69) / 12);
    for (let i = 0; i < perNote; i++) {
      const t = i / SAMPLE_RATE;
      // A short attack and an exponential decay, so the notes do not click.
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / perNote);
      const wave =
        Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      samples[n * perNote + i] = Math.round(128 + 90 * envelope * (wave / 1.3));
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
