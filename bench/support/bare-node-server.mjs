/**
 * The yardstick for the ingest ratio (bench/ingest-ratio.mjs): a bare Node HTTP server that does
 * the least a tracking endpoint must do, reading the whole body and answering a small JSON, and
 * nothing else (no parsing, validation, storage or headers). Listens on 127.0.0.1:PORT.
 */
import { createServer } from 'node:http';

const ANSWER = JSON.stringify({ success: true, accepted: 1 });

createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(ANSWER);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
