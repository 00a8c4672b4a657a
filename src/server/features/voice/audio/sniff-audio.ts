import { readEbmlCodec } from './sniff-ebml.js';
import { readMp4Codec } from './sniff-mp4.js';

/**
 * Identifies a recording's container and codec from its first bytes, never from the client's file
 * name or Content-Type (both are the visitor's to choose). Only what a browser's MediaRecorder
 * makes (WebM or Ogg holding Opus or Vorbis, MP4 holding AAC) and the plain PCM WAV of tools and
 * tests is accepted; everything else is refused before ffmpeg ever sees it. The answer also pins
 * ffmpeg's demuxer and decoder (input-format.ts): ffmpeg never guesses what a visitor's bytes are,
 * so a FLAC track holding hours of audio in a few hundred KB, or an HLS playlist, is never decoded.
 */
export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav';
export type AudioCodec = 'opus' | 'vorbis' | 'aac' | 'pcm';

export interface SniffedAudio {
  container: AudioContainer;
  codec: AudioCodec;
  mimeType: string;
}

/** The answer to a recording refused by sniffAudio (uploads and streams alike). */
export const UNSUPPORTED_AUDIO_MESSAGE =
  'The recording must be WebM or Ogg audio (Opus or Vorbis), MP4 audio (AAC) or WAV';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** Matroska codec ids of the codecs a browser records in WebM. */
const EBML_CODECS: Record<string, AudioCodec> = { A_OPUS: 'opus', A_VORBIS: 'vorbis' };
/** WAVE_FORMAT_PCM: plain integer samples. */
const WAVE_FORMAT_PCM = 1;

export function sniffAudio(bytes: Buffer): SniffedAudio | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 4).equals(EBML_MAGIC)) {
    const codec = EBML_CODECS[readEbmlCodec(bytes) ?? ''];
    return codec ? { container: 'webm', codec, mimeType: 'audio/webm' } : null;
  }
  if (bytes.toString('latin1', 0, 4) === 'OggS') {
    const codec = readOggCodec(bytes);
    return codec ? { container: 'ogg', codec, mimeType: 'audio/ogg' } : null;
  }
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    return readMp4Codec(bytes) === 'aac' ? { container: 'mp4', codec: 'aac', mimeType: 'audio/mp4' } : null;
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    return isPcm16Wav(bytes) ? { container: 'wav', codec: 'pcm', mimeType: 'audio/wav' } : null;
  }
  return null;
}

/** The codec of an Ogg stream: the first packet of its first page names it. */
function readOggCodec(bytes: Buffer): AudioCodec | null {
  // Page header: "OggS", version, type (0x02: first page of a stream), granule, serial, sequence,
  // checksum, then the segment count at 26 and the segment table; the packet follows it.
  if (bytes.length < 27 || (bytes[5]! & 0x02) === 0) return null;
  const packet = 27 + bytes[26]!;
  if (bytes.toString('latin1', packet, packet + 8) === 'OpusHead') return 'opus';
  if (bytes.toString('latin1', packet, packet + 7) === '\x01vorbis') return 'vorbis';
  return null;
}

/** A WAV whose `fmt ` chunk says 16-bit integer PCM (the one sample format the pinned decoder reads). */
function isPcm16Wav(bytes: Buffer): boolean {
  for (let offset = 12; offset + 24 <= bytes.length;) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ')
      return bytes.readUInt16LE(offset + 8) === WAVE_FORMAT_PCM && bytes.readUInt16LE(offset + 22) === 16;
    offset += 8 + size + (size % 2);
  }
  return false;
}
