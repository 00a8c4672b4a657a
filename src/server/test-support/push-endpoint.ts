import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local stand-in for a push service (RFC 8030): it records every push posted to it and answers
 * `status` (201, as a push service accepts a push, unless a test changes it).
 */
export interface PushEndpoint {
  port: number;
  received: ReceivedPush[];
  status: number;
  /** The endpoint URL of one device at this service. */
  url(device: string): string;
  close(): Promise<void>;
}

export async function startPushEndpoint(port = 0): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const endpoint = { status: 201 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(endpoint.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return Object.assign(endpoint, {
    port: bound,
    received,
    url: (device: string) => `http://127.0.0.1:${bound}/push/${device}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A browser's side of a subscription: its keys, and the decryption of what is pushed to it. */
export interface PushDevice {
  /** The PushSubscription JSON the browser would send. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a push to this device (RFC 8291, aes128gcm), as text. */
  decrypt(body: Buffer): string;
}

export function pushDevice(endpoint: string): PushDevice {
  const ecdh: ECDH = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
  };
}

/** RFC 8291 §3.4 and RFC 8188: one record, the header carrying the salt and the sender's key. */
function decryptAes128gcm(body: Buffer, ecdh: ECDH, receiverKey: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
