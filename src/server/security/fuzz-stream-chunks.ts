import fc from 'fast-check';

/**
 * Generators of a voice stream's first chunk for the fuzzing suite: real recorders' headers (WebM,
 * Ogg, MP4) cut short, with bytes changed, with a declared length made huge, or followed by noise,
 * beside what no browser records (FLAC, playlists, anything). Whatever chunk 0 is, the stream is
 * either decoded within its limits or refused with a 4xx; never a 5xx, a hang or a runaway decoder.
 */
export interface RecorderSamples {
  webm: Buffer;
  ogg: Buffer;
  mp4: Buffer;
}

/**
 * Lengths no real header holds, written over a field: a 32-bit box size of 4 GB, a 64-bit box size,
 * EBML's "unknown size" and an 8-byte EBML size, a descriptor size that never ends.
 */
const HUGE_LENGTHS = [
  Buffer.from([0xff, 0xff, 0xff, 0xff]),
  Buffer.from([0x00, 0x00, 0x00, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf0]),
  Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  Buffer.from([0x01, 0x00, 0x00, 0x7f, 0xff, 0xff, 0xff, 0xff]),
  Buffer.from([0x80, 0x80, 0x80, 0x80, 0x80]),
  Buffer.from([0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
];

/** Where a header's fields are: its first few hundred bytes. */
const HEADER_BYTES = 400;

export function chunkZero(samples: RecorderSamples): fc.Arbitrary<Buffer> {
  const sample = fc.constantFrom(samples.webm, samples.ogg, samples.mp4);
  const cut = fc
    .tuple(sample, fc.nat())
    .map(([bytes, at]) => bytes.subarray(0, at % Math.min(bytes.length, HEADER_BYTES)));
  const changed = fc
    .tuple(
      sample,
      fc.array(fc.tuple(fc.nat(HEADER_BYTES - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
    )
    .map(([bytes, edits]) => {
      const copy = Buffer.from(bytes);
      for (const [at, value] of edits) if (at < copy.length) copy[at] = value;
      return copy;
    });
  const hugeLength = fc
    .tuple(sample, fc.nat(HEADER_BYTES - 1), fc.constantFrom(...HUGE_LENGTHS))
    .map(([bytes, at, length]) => {
      const copy = Buffer.from(bytes);
      length.copy(copy, Math.min(at, Math.max(0, copy.length - length.length)));
      return copy;
    });
  const headerThenNoise = fc
    .tuple(sample, fc.nat(HEADER_BYTES), fc.uint8Array({ minLength: 1, maxLength: 4096 }))
    .map(([bytes, at, noise]) => Buffer.concat([bytes.subarray(0, at), Buffer.from(noise)]));
  const notRecorded = fc.oneof(
    fc.constant(Buffer.from('#EXTM3U\n#EXTINF:10,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n')),
    fc.constant(Buffer.from('ffconcat version 1.0\nfile /etc/passwd\n')),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => Buffer.concat([Buffer.from('fLaC'), Buffer.from(bytes)])),
    fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc.oneof(cut, changed, hugeLength, headerThenNoise, notRecorded);
}
