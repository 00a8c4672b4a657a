import fc from 'fast-check';
import { multipartBody, silentWav, type FilePart } from '#server/test-support/multipart.js';
import { clientHeaders, jsonRequest, nastyString, POLLUTION_KEYS, printable, type FuzzRequest } from './fuzz-inputs.js';

/**
 * Generators of voicemail uploads for the fuzzing suite: multipart bodies that are subtly or
 * grossly wrong (parts, names, sizes, audio that is or is not what it claims), beside a few valid
 * ones so the fuzzer reaches the handler and the decoder.
 */

const TINY_WAV = silentWav(2044);
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Audio that passes the magic-number sniff costs an ffprobe run (about 0.15 s): kept to a few percent. */
const audioBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 12, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 2, arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.alloc(70_000)) },
  { weight: 1, arbitrary: fc.constant(TINY_WAV) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([WEBM_MAGIC, Buffer.from(bytes)])),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => Buffer.concat([TINY_WAV.subarray(0, 44), Buffer.from(bytes)])),
  },
);

/**
 * Part names here never hold a bare CR or LF: @fastify/busboy 3.2.6 then stops reading a part whose
 * body passes about 16 KB, which only a real socket's request timeout ends (inject has none);
 * multipart-abuse.test.ts sends that case over a real port.
 */
const partName = nastyString.map((text) => text.replace(/[\r\n]/g, ''));

const filePart: fc.Arbitrary<FilePart> = fc.record({
  name: fc.oneof({ weight: 4, arbitrary: fc.constant('audio') }, { weight: 1, arbitrary: partName }),
  filename: fc.oneof(fc.constantFrom('voice-feedback.webm', '../../etc/passwd', 'a".wav', ''), partName),
  contentType: fc.oneof(
    fc.constantFrom('audio/webm', 'audio/wav', 'audio/mp4', 'text/html', 'application/x-php'),
    printable,
  ),
  data: audioBytes,
});

const validEmail = fc.constantFrom('maria@okafor-paving.example', 'x@y.co');
const fieldValue = fc.oneof(validEmail, fc.constantFrom('(555) 201-3344', 'session_1763800000000_abc'), nastyString);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('email', 'phone', 'sessionId') },
  { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...POLLUTION_KEYS, 'audio', 'website'), partName) },
);

/** The voice upload: valid-looking multipart with wrong parts, cut short, mislabelled, or not multipart at all. */
export function voiceRequest(url: string): fc.Arbitrary<FuzzRequest> {
  const multipart = fc
    .record({
      fields: fc.oneof(
        {
          weight: 1,
          arbitrary: fc.record({ email: validEmail }, { requiredKeys: [] }),
        },
        { weight: 3, arbitrary: fc.dictionary(fieldName, fieldValue, { maxKeys: 8 }) },
      ),
      files: fc.array(filePart, { maxLength: 3 }),
      cut: fc.oneof(
        { weight: 5, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
      ),
      boundary: fc.oneof(
        { weight: 6, arbitrary: fc.constant('own') },
        { weight: 1, arbitrary: fc.constantFrom('none', 'other', 'empty') },
      ),
      headers: clientHeaders,
    })
    .map(({ fields, files, cut, boundary, headers }) => {
      const body = multipartBody(fields, files);
      const own = body.headers['content-type']!;
      const type = {
        own,
        none: 'multipart/form-data',
        other: 'multipart/form-data; boundary=other',
        empty: 'multipart/form-data; boundary=',
      }[boundary];
      return {
        method: 'POST' as const,
        url,
        headers: { ...headers, 'content-type': type },
        payload: body.payload.subarray(0, Math.floor(body.payload.length * cut)),
      };
    });
  // A few complete, valid uploads, so the fuzzer also goes through decoding, storage and processing.
  const valid = fc
    .record({
      email: validEmail,
      phone: fc.constantFrom('', '(555) 201-3344'),
      sessionId: fc.constantFrom('', 'session_1763800000000_abc'),
      headers: clientHeaders,
    })
    .map(({ headers, ...fields }) => {
      const body = multipartBody(fields, [
        { name: 'audio', filename: 'voice-feedback.webm', contentType: 'audio/webm', data: TINY_WAV },
      ]);
      return { method: 'POST' as const, url, headers: { ...headers, ...body.headers }, payload: body.payload };
    });
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 30, arbitrary: multipart },
    { weight: 8, arbitrary: jsonRequest(url, fc.jsonValue()) },
  );
}
