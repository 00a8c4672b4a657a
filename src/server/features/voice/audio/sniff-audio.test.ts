import { describe, expect, it } from 'vitest';
import { generatedAudio } from '#server/test-support/generated-audio.js';
import { shouldRunWithBinaries, speechWav, wavTo } from '#server/test-support/speech.js';
import { sniffAudio } from './sniff-audio.js';

/** An EBML element: id bytes, a one-byte size (data under 127 bytes), data. */
function element(id: number[], data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([...id, 0x80 | data.length]), data]);
}
const text = (value: string) => Buffer.from(value, 'latin1');

/** A minimal EBML header: version elements, then DocType, as Chromium and ffmpeg write them. */
function ebml(docType: string): Buffer {
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
    element([0x42, 0x82], text(docType)),
  ]);
  return element([0x1a, 0x45, 0xdf, 0xa3], body);
}

/**
 * The start of a live WebM recording: header, a Segment of unknown size (as MediaRecorder writes
 * it), Info, Tracks with one track, then the first Cluster.
 */
function webm(docType: string, codecId: string, options: { trackType?: number; clusterFirst?: boolean } = {}) {
  const entry = element(
    [0xae],
    Buffer.concat([
      element([0xd7], Buffer.from([1])),
      element([0x83], Buffer.from([options.trackType ?? 2])),
      element([0x86], text(codecId)),
    ]),
  );
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const tracks = element([0x16, 0x54, 0xae, 0x6b], entry);
  const cluster = Buffer.concat([
    Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
  const children = options.clusterFirst ? [info, cluster, tracks] : [info, tracks, cluster, Buffer.alloc(64, 0x55)];
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([ebml(docType), Buffer.from([0x18, 0x53, 0x80, 0x67]), unknownSize, ...children]);
}

describe('sniffAudio with crafted buffers', () => {
  it.each([
    ['empty', Buffer.alloc(0)],
    ['too short', Buffer.from('OggS')],
    ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['an HLS playlist', Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:9/a.ts\n')],
    [
      'a raw FLAC stream',
      Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x00, 0x00, 0x00, 0x22]), Buffer.alloc(60)]),
    ],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)])],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.alloc(40)])],
    ['JSON', Buffer.from('{"audio":"webm","x":1234567890}')],
    ['RIFF but AVI', Buffer.from('RIFF\x10\x00\x00\x00AVI LIST\x00\x00\x00\x00', 'latin1')],
    ['HEIC image (ftyp heic)', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    ['EBML with an unknown DocType', webm('mkvfake', 'A_OPUS')],
    ['an EBML header and nothing after it', Buffer.concat([ebml('webm'), Buffer.alloc(16)])],
    ['EBML header cut short', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])],
    ['WebM holding FLAC', webm('webm', 'A_FLAC')],
    ['WebM holding PCM', webm('webm', 'A_PCM/INT/LIT')],
    ['WebM holding float PCM (Chromium can record it)', webm('webm', 'A_PCM/FLOAT/IEEE')],
    ['WebM whose only track is video', webm('webm', 'V_VP8', { trackType: 1 })],
    ['WebM with audio before its tracks', webm('webm', 'A_OPUS', { clusterFirst: true })],
    ['WebM whose tracks are cut off', webm('webm', 'A_OPUS').subarray(0, 60)],
    [
      'Ogg whose first packet is not a codec header',
      Buffer.concat([
        Buffer.from('OggS\x00\x02', 'latin1'),
        Buffer.alloc(21),
        Buffer.from([1, 8]),
        Buffer.from('fishead\x00'),
      ]),
    ],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffAudio(bytes)).toBeNull();
  });

  it('accepts WebM or Matroska holding Opus or Vorbis', () => {
    expect(sniffAudio(webm('webm', 'A_OPUS'))).toEqual({ container: 'webm', codec: 'opus', mimeType: 'audio/webm' });
    expect(sniffAudio(webm('matroska', 'A_VORBIS'))).toEqual({
      container: 'webm',
      codec: 'vorbis',
      mimeType: 'audio/webm',
    });
  });
});

describe.runIf(shouldRunWithBinaries('ffmpeg', 'espeak-ng'))('sniffAudio with files made by ffmpeg', () => {
  it.each([
    ['webm', 'opus', 'audio/webm'],
    ['ogg', 'opus', 'audio/ogg'],
    ['mp4', 'aac', 'audio/mp4'],
    ['wav', 'pcm', 'audio/wav'],
  ] as const)('recognises %s (%s) as a recorder writes it', async (container, codec, mimeType) => {
    const bytes = await wavTo(container, await speechWav('testing one two three'));
    expect(sniffAudio(bytes)).toEqual({ container, codec, mimeType });
  });

  it.each([
    ['WebM with Vorbis', ['-c:a', 'libvorbis', '-f', 'webm'], { container: 'webm', codec: 'vorbis' }],
    ['Ogg with Vorbis', ['-c:a', 'libvorbis', '-f', 'ogg'], { container: 'ogg', codec: 'vorbis' }],
  ] as const)('recognises %s', async (_label, output, expected) => {
    expect(sniffAudio(await generatedAudio({ seconds: 1, output: [...output] }))).toMatchObject(expected);
  });

  it.each([
    ['Matroska with FLAC', ['-c:a', 'flac', '-f', 'matroska']],
    ['Matroska with PCM', ['-c:a', 'pcm_s16le', '-f', 'matroska']],
    ['Ogg with FLAC', ['-c:a', 'flac', '-f', 'ogg']],
    ['raw FLAC', ['-c:a', 'flac', '-f', 'flac']],
    ['MP4 with MP3', ['-c:a', 'libmp3lame', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4']],
    ['MP4 with ALAC', ['-c:a', 'alac', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4']],
    ['8-bit WAV', ['-c:a', 'pcm_u8', '-f', 'wav']],
    ['mu-law WAV', ['-c:a', 'pcm_mulaw', '-f', 'wav']],
    ['MP3', ['-c:a', 'libmp3lame', '-f', 'mp3']],
  ])('refuses %s', async (_label, output) => {
    expect(sniffAudio(await generatedAudio({ seconds: 1, output }))).toBeNull();
  });
});
