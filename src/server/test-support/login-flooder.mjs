/**
 * A distributed wrong-password login flood, until its stdin closes; then prints one JSON line:
 * the attempts made, their answers by status (0: no answer) and how long it ran. Each attempt
 * claims the next of ADDRESSES addresses (10.x.y.z) in X-Forwarded-For, so the server must trust
 * the loopback (TRUST_PROXY=127.0.0.1). A process of its own, as an attacker's machines are: its
 * work does not delay the admin's requests measured by the caller (login-flood.ts).
 * Usage: node login-flooder.mjs URL ADDRESSES CONCURRENCY
 */
const [url, addresses, concurrency] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const byStatus = {};
let attempts = 0;
let stopped = false;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();

const floodAddress = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const attempt = attempts++;
      let status = 0;
      try {
        const response = await fetch(`${url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': floodAddress(attempt % addresses) },
          body: JSON.stringify({ password: `wrong guess ${attempt}` }),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // no answer: counted as 0
      }
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(`${JSON.stringify({ attempts, byStatus, seconds: (performance.now() - started) / 1000 })}\n`);
