/**
 * Sends consultation requests at a fixed rate until its stdin closes, then prints one JSON line:
 * each acknowledged request's latency (ms) and every failure. A process of its own, so the
 * latencies it measures are not delayed by whatever load the calling test generates in its
 * own event loop. Usage: node lead-pacer.mjs URL PER_SECOND
 */
const [url, perSecond] = [process.argv[2], Number(process.argv[3] ?? 5)];
const latencies = [];
const failures = [];
const sent = [];
let stopped = false;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();

for (let i = 0; !stopped; i++) {
  sent.push(
    (async () => {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/api/consultation-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i % 250}` },
          body: JSON.stringify({
            type: 'consultation',
            firstName: 'Paced',
            lastName: `Lead ${i}`,
            email: `lead${i}@example.com`,
            message: 'A lead sent at a steady rate while the server is under load.',
          }),
        });
        const text = await response.text();
        if (response.status === 201) latencies.push(performance.now() - started);
        else failures.push(`lead ${i}: ${response.status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`lead ${i}: ${error.message}`);
      }
    })(),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
}
await Promise.all(sent);
process.stdout.write(`${JSON.stringify({ latencies, failures })}\n`);
