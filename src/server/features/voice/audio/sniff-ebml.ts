/**
 * Reads the first audio track's codec id (`A_OPUS`, `A_VORBIS`, `A_FLAC`, `A_PCM/INT/LIT`, …) from
 * the start of a WebM/Matroska file: EBML header (DocType webm or matroska), then the Segment's
 * children up to Tracks. A browser's MediaRecorder writes all of this in its first chunk, before
 * the first Cluster; anything that does not is refused (null).
 */
const IDS = {
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
} as const;
const DOC_TYPES = new Set(['webm', 'matroska']);
/** Matroska TrackType 2: audio. */
const AUDIO_TRACK = 2;
/** Longest DocType or CodecID read (the real ones are under 20 characters). */
const MAX_STRING = 64;

interface Vint {
  value: number;
  length: number;
  /** All value bits set: the size is unknown (a live recording's Segment and Clusters). */
  unknown: boolean;
}

interface Element {
  id: number;
  dataStart: number;
  /** The end of its data, or of `bytes` when its size is unknown. */
  dataEnd: number;
  unknownSize: boolean;
}

/** EBML variable-length integer; `keepMarker` for element IDs, which keep their length bit. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while ((first & (0x80 >> (length - 1))) === 0) length++;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i]!;
  return { value, length, unknown: !keepMarker && value === 2 ** (7 * length) - 1 };
}

function readElement(bytes: Buffer, offset: number, end: number): Element | null {
  const id = readVint(bytes, offset, true);
  if (!id || id.length > 4) return null;
  const size = readVint(bytes, offset + id.length, false);
  if (!size) return null;
  const dataStart = offset + id.length + size.length;
  const dataEnd = size.unknown ? end : dataStart + size.value;
  if (dataStart > end) return null;
  return { id: id.value, dataStart, dataEnd, unknownSize: size.unknown };
}

/** The children of [start, end) in order, stopping at the first one that cannot be read. */
function* children(bytes: Buffer, start: number, end: number): Generator<Element> {
  for (let offset = start; offset < end;) {
    const element = readElement(bytes, offset, end);
    if (!element) return;
    yield element;
    if (element.unknownSize) return; // nothing after it can be located
    offset = element.dataEnd;
  }
}

function readString(bytes: Buffer, element: Element): string | null {
  if (element.dataEnd > bytes.length || element.dataEnd - element.dataStart > MAX_STRING) return null;
  return bytes.toString('latin1', element.dataStart, element.dataEnd).replace(/\0+$/, '');
}

function readUint(bytes: Buffer, element: Element): number | null {
  const length = element.dataEnd - element.dataStart;
  if (element.dataEnd > bytes.length || length < 1 || length > 6) return null;
  return bytes.readUIntBE(element.dataStart, length);
}

export function readEbmlCodec(bytes: Buffer): string | null {
  const header = readElement(bytes, 0, bytes.length);
  if (!header || header.unknownSize || header.dataEnd > bytes.length) return null;
  const docType = [...children(bytes, header.dataStart, header.dataEnd)].find((e) => e.id === IDS.docType);
  if (!docType || !DOC_TYPES.has(readString(bytes, docType) ?? '')) return null;

  const segment = readElement(bytes, header.dataEnd, bytes.length);
  if (!segment || segment.id !== IDS.segment) return null;
  for (const element of children(bytes, segment.dataStart, Math.min(segment.dataEnd, bytes.length))) {
    if (element.id === IDS.cluster) return null; // audio before any track says what it is
    if (element.id === IDS.tracks) return firstAudioCodec(bytes, element);
  }
  return null;
}

function firstAudioCodec(bytes: Buffer, tracks: Element): string | null {
  if (tracks.unknownSize || tracks.dataEnd > bytes.length) return null;
  for (const entry of children(bytes, tracks.dataStart, tracks.dataEnd)) {
    if (entry.id !== IDS.trackEntry || entry.dataEnd > bytes.length) continue;
    let type: number | null = null;
    let codec: string | null = null;
    for (const field of children(bytes, entry.dataStart, entry.dataEnd)) {
      if (field.id === IDS.trackType) type = readUint(bytes, field);
      if (field.id === IDS.codecId) codec = readString(bytes, field);
    }
    if (type === AUDIO_TRACK) return codec;
  }
  return null;
}
