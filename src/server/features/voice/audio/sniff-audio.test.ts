import { describe, expect, it } from 'vitest';
import { shouldRunWithBinaries, speechWav, wavTo } from '#server/test-support/speech.js';
import { sniffAudio } from './sniff-audio.js';

describe('sniffAudio with crafted buffers', () => {
  it.each([
    ['empty', Buffer.alloc(0)],
    ['too short', Buffer.from('OggS')],
    ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)])],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.alloc(40)])],
    ['JSON', Buffer.from('{"audio":"webm","x":1234567890}')],
    ['RIFF but AVI', Buffer.from('RIFF\x10\x00\x00\x00AVI LIST\x00\x00\x00\x00', 'latin1')],
    ['HEIC image (ftyp heic)', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    ['EBML with an unknown DocType', ebml('mkvfake')],
    ['EBML header cut short', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffAudio(bytes)).toBeNull();
  });

  it('accepts an EBML header whose DocType is webm or matroska', () => {
    expect(sniffAudio(ebml('webm'))).toEqual({ container: 'webm', mimeType: 'audio/webm' });
    expect(sniffAudio(ebml('matroska'))).toEqual({ container: 'webm', mimeType: 'audio/webm' });
  });
});

describe.runIf(shouldRunWithBinaries('ffmpeg', 'espeak-ng'))('sniffAudio with files made by ffmpeg', () => {
  it.each([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['mp4', 'audio/mp4'],
    ['wav', 'audio/wav'],
  ] as const)('recognises %s', async (container, mimeType) => {
    const bytes = await wavTo(container, await speechWav('testing one two three'));
    expect(sniffAudio(bytes)).toEqual({ container, mimeType });
  });
});

/** A minimal EBML header: version elements, then DocType, as Chromium and ffmpeg write them. */
function ebml(docType: string): Buffer {
  const docTypeElement = Buffer.concat([
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
  ]);
  const body = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]), docTypeElement]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(16)]);
}
