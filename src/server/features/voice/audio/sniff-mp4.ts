/**
 * Reads the codec of an MP4 (ISO-BMFF) recording's first audio track from its `moov` box: the
 * sample description (`stsd`) must be `mp4a` and its decoder configuration (`esds`) MPEG-4 or
 * MPEG-2 AAC. Safari's MediaRecorder writes a fragmented MP4 whose `moov` comes in its first chunk;
 * a file whose `moov` is not in these bytes is refused (null).
 */
const CONTAINER_PATH = ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd'] as const;
/** HEIF/AVIF images are ISO-BMFF files too; their brands must not pass as audio. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);
/** esds objectTypeIndication: MPEG-4 audio (AAC), MPEG-2 AAC Main, LC and SSR. */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);
const ES_DESCRIPTOR_TAG = 0x03;
const DECODER_CONFIG_TAG = 0x04;

interface Box {
  type: string;
  start: number;
  dataStart: number;
  end: number;
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box, void, undefined> {
  for (let offset = start; offset + 8 <= end;) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield {
      type: bytes.toString('latin1', offset + 4, offset + 8),
      start: offset,
      dataStart: offset + header,
      end: offset + size,
    };
    offset += size;
  }
}

/** The first box of `type` in [start, end), reading no further than it. */
function findBox(bytes: Buffer, start: number, end: number, type: string): Box | null {
  for (const box of boxes(bytes, start, end)) if (box.type === type) return box;
  return null;
}

export function readMp4Codec(bytes: Buffer): 'aac' | null {
  const ftyp = boxes(bytes, 0, bytes.length).next().value;
  if (!ftyp || ftyp.type !== 'ftyp') return null;
  if (
    IMAGE_BRANDS.has(
      bytes
        .toString('latin1', ftyp.dataStart, ftyp.dataStart + 4)
        .trim()
        .toLowerCase(),
    )
  )
    return null;
  const moov = findBox(bytes, ftyp.end, bytes.length, 'moov');
  if (!moov) return null;
  for (const trak of boxes(bytes, moov.dataStart, moov.end)) {
    if (trak.type !== 'trak') continue;
    const stsd = descend(bytes, trak, CONTAINER_PATH.slice(2));
    if (!stsd) continue;
    // stsd is a full box (version, flags) with an entry count before its sample entries.
    const entry = boxes(bytes, stsd.dataStart + 8, stsd.end).next().value;
    if (entry?.type === 'mp4a') return isAac(bytes, entry) ? 'aac' : null;
  }
  return null;
}

/** The box at the end of `path` below `box`, taking the first of each name. */
function descend(bytes: Buffer, box: Box, path: readonly string[]): Box | null {
  let current = box;
  for (const type of path) {
    const next = findBox(bytes, current.dataStart, current.end, type);
    if (!next) return null;
    current = next;
  }
  return current;
}

/** An `mp4a` sample entry whose `esds` names AAC. */
function isAac(bytes: Buffer, entry: Box): boolean {
  // Sample entry (8) and audio sample entry (20) fields; QuickTime sound description version 1
  // adds 16 bytes and version 2 adds 36 before the child boxes.
  if (entry.dataStart + 28 > entry.end) return false;
  const version = bytes.readUInt16BE(entry.dataStart + 8);
  const childrenStart = entry.dataStart + 28 + (version === 1 ? 16 : version === 2 ? 36 : 0);
  const esds = findBox(bytes, childrenStart, entry.end, 'esds');
  if (!esds) return false;
  const objectType = decoderObjectType(bytes, esds.dataStart + 4, esds.end);
  return objectType !== null && AAC_OBJECT_TYPES.has(objectType);
}

/** objectTypeIndication from the ES descriptor's DecoderConfigDescriptor (ISO 14496-1 §7.2.6). */
function decoderObjectType(bytes: Buffer, start: number, end: number): number | null {
  const es = descriptor(bytes, start, end);
  if (!es || es.tag !== ES_DESCRIPTOR_TAG || es.dataStart + 3 > end) return null;
  const flags = bytes[es.dataStart + 2]!;
  let offset = es.dataStart + 3;
  if (flags & 0x80) offset += 2; // dependsOn_ES_ID
  if (flags & 0x40) offset += 1 + (bytes[offset] ?? 0); // URL
  if (flags & 0x20) offset += 2; // OCR_ES_Id
  const config = descriptor(bytes, offset, end);
  if (!config || config.tag !== DECODER_CONFIG_TAG || config.dataStart >= end) return null;
  return bytes[config.dataStart]!;
}

/** A descriptor's tag and where its data starts (its size takes 1–4 bytes, 7 bits each). */
function descriptor(bytes: Buffer, offset: number, end: number): { tag: number; dataStart: number } | null {
  if (offset >= end) return null;
  const tag = bytes[offset]!;
  let position = offset + 1;
  for (let i = 0; i < 4; i++) {
    if (position >= end) return null;
    const byte = bytes[position++]!;
    if ((byte & 0x80) === 0) return { tag, dataStart: position };
  }
  return null;
}
