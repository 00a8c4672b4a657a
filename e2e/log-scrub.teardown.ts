import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanServerLog, secretsFromSources, type Secret } from '../src/server/security/log-scan.js';
import { E2E_ADMIN_PASSWORD, E2E_WORKERS, e2eBaseUrl } from './support/e2e-env.js';
import { e2eServerLog } from './support/server-log.js';

/**
 * Global teardown (it runs before Playwright stops the servers, one per worker): each server's log
 * of the whole run must show no admin password, session token, lead e-mail, phone or message, nor anything a
 * visitor typed, and must hold one line per login attempt and per 401/403/429; and no browser may
 * have reported a Content-Security-Policy violation during the run. The values looked
 * for are the ones the specs use: literals and tagged templates read from e2e/, plus what the
 * run actually stored, read back through the admin API.
 */
const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && file !== fileURLToPath(import.meta.url) ? [file] : [];
  });
}

interface StoredValues {
  token: string;
  values: Secret[];
}

/** Everything the run stored on the server at `baseUrl` that is a secret, read back as the admin sees it. */
async function storedValues(baseUrl: string): Promise<StoredValues> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`log check: cannot sign in to read the run's data (${login.status})`);
  const get = async <T>(url: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`log check: GET ${url} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const values: Secret[] = [];
  const add = (kind: string, value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= 4) values.push({ kind, value });
  };
  for (const lead of await get<Array<Record<string, unknown>>>('/api/consultation-requests')) {
    add("a lead's e-mail", lead.email);
    add("a lead's phone", lead.phone);
    add("a lead's message", lead.message);
  }
  for (const voice of await get<Array<Record<string, unknown>>>('/api/voice-feedback')) {
    add("a voicemail's e-mail", voice.email);
    add("a voicemail's phone", voice.phone);
    add('a voicemail transcript', voice.transcript);
  }
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const query = `/api/sessions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const sessions: {
      items: Array<{ activities: Array<{ details: Record<string, unknown> | null }> }>;
      nextCursor: string | null;
    } = await get(query);
    for (const activity of sessions.items.flatMap((item) => item.activities))
      add('a typed value', activity.details?.inputValue);
    cursor = sessions.nextCursor;
    if (!cursor) break;
  }
  return { token: cookie.split('=').slice(1).join('='), values };
}

export default async function checkServerLogs(): Promise<void> {
  const fromSources = secretsFromSources(sourceFiles(E2E_DIR).map((file) => readFileSync(file, 'utf8')));
  for (let index = 0; index < E2E_WORKERS; index++)
    await checkServerLog(e2eBaseUrl(index), e2eServerLog(index), fromSources);
}

async function checkServerLog(
  baseUrl: string,
  logFile: string,
  fromSources: ReturnType<typeof secretsFromSources>,
): Promise<void> {
  if (!existsSync(logFile)) throw new Error(`log check: the server log ${logFile} was not written`);
  const stored = await storedValues(baseUrl);
  // pino may still be flushing the last lines.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const log = readFileSync(logFile, 'utf8');
  const report = scanServerLog(log, {
    values: [
      { kind: 'the admin password', value: E2E_ADMIN_PASSWORD },
      { kind: 'a session token', value: stored.token },
      ...fromSources.values,
      ...stored.values,
    ],
    patterns: fromSources.patterns,
  });
  if (report.loginRequests === 0)
    report.problems.push('no login attempt is in the log: is the e2e server logging at info level?');
  // Browsers report every Content-Security-Policy violation to the server (plugins/csp-reports.ts).
  const cspViolations = log.split('\n').filter((line) => line.includes('"msg":"csp violation"'));
  report.problems.push(
    ...cspViolations.map((line) => `a page broke the Content-Security-Policy: ${line.slice(0, 300)}`),
  );
  if (report.problems.length > 0) {
    throw new Error(
      `The e2e server log (${logFile}) fails the scrub check:\n  ${report.problems.slice(0, 40).join('\n  ')}`,
    );
  }
  console.log(
    `Server log ${path.basename(logFile)} checked: ${log.split('\n').length - 1} lines, ${report.loginRequests} login attempts, ` +
      `${report.refusedRequests} refusals (401/403/429), no CSP violation reported, no secret found among ${fromSources.values.length + stored.values.length + 2} values and ${fromSources.patterns.length} patterns.`,
  );
}
