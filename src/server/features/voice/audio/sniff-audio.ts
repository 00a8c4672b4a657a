/**
 * Identifies an upload's container from its first bytes, never from the client's file name or
 * Content-Type (both are the visitor's to choose). Only containers a browser's MediaRecorder or a
 * test produces are accepted; everything else is refused before ffmpeg ever sees it.
 */
export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav';

export interface SniffedAudio {
  container: AudioContainer;
  mimeType: string;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const DOCTYPE_ID = 0x4282;
/** HEIF/AVIF images are ISO-BMFF files too; their brands must not pass as audio. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

export function sniffAudio(bytes: Buffer): SniffedAudio | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 4).equals(EBML_MAGIC)) {
    const docType = readEbmlDocType(bytes);
    return docType === 'webm' || docType === 'matroska' ? { container: 'webm', mimeType: 'audio/webm' } : null;
  }
  if (bytes.toString('latin1', 0, 4) === 'OggS') return { container: 'ogg', mimeType: 'audio/ogg' };
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const majorBrand = bytes.toString('latin1', 8, 12).trim().toLowerCase();
    return IMAGE_BRANDS.has(majorBrand) ? null : { container: 'mp4', mimeType: 'audio/mp4' };
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    return { container: 'wav', mimeType: 'audio/wav' };
  }
  return null;
}

interface Vint {
  value: number;
  length: number;
}

/** EBML variable-length integer; `keepMarker` for element IDs, which keep their length bit. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return { value, length };
}

/** Walks the EBML header's children to its DocType ('webm', 'matroska', ...). */
function readEbmlDocType(bytes: Buffer): string | null {
  const headerSize = readVint(bytes, 4, false);
  if (!headerSize) return null;
  let offset = 4 + headerSize.length;
  const end = Math.min(bytes.length, offset + headerSize.value);
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    if (!id) return null;
    const size = readVint(bytes, offset + id.length, false);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    if (id.value === DOCTYPE_ID) {
      if (dataStart + size.value > bytes.length || size.value > 64) return null;
      return bytes.toString('latin1', dataStart, dataStart + size.value).replace(/\0+$/, '');
    }
    offset = dataStart + size.value;
  }
  return null;
}
