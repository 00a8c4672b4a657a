/**
 * Checks a server log (pino JSON lines) after an end-to-end run: no secret may appear in it
 * (the admin password, a session token, a lead's e-mail, phone or message, a typed value), and it
 * must hold one `admin_login` line per login request and one `request refused` line per 401, 403
 * and 429. Used by e2e/log-scrub.teardown.ts; log-scan.test.ts proves it fails when it should.
 */
export interface Secret {
  kind: string;
  value: string;
}

export interface SecretPattern {
  kind: string;
  pattern: RegExp;
}

export interface LogSecrets {
  values: Secret[];
  patterns: SecretPattern[];
}

export interface LogScanReport {
  problems: string[];
  loginRequests: number;
  refusedRequests: number;
}

/** Shapes that never belong in these logs, whichever test produced them. */
export const SECRET_SHAPES: SecretPattern[] = [
  { kind: 'an e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
  { kind: 'a phone number', pattern: /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/ },
];

/** Admin session tokens are 32 random bytes in base64url: 43 characters mixing cases and digits. */
function sessionTokens(line: string): string[] {
  return [...line.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g)]
    .map((match) => match[0])
    .filter((token) => /[A-Z]/.test(token) && /[a-z]/.test(token) && /\d/.test(token));
}

/** Enough of a value to recognise it in a failure message, not enough to leak it there. */
export function mask(value: string): string {
  return `${value.slice(0, 2)}… (${value.length} characters)`;
}

const MIN_SECRET_LENGTH = 4;

function secretProblems(lines: string[], secrets: LogSecrets): string[] {
  const problems: string[] = [];
  const values = new Map<string, Secret>();
  for (const secret of secrets.values) {
    if (secret.value.trim().length >= MIN_SECRET_LENGTH) values.set(secret.value, secret);
  }
  lines.forEach((line, index) => {
    const where = `log line ${index + 1}`;
    for (const secret of values.values()) {
      if (line.includes(secret.value)) problems.push(`${where} shows ${secret.kind}: ${mask(secret.value)}`);
    }
    for (const { kind, pattern } of [...SECRET_SHAPES, ...secrets.patterns]) {
      const found = pattern.exec(line)?.[0];
      if (found !== undefined) problems.push(`${where} shows ${kind}: ${mask(found)}`);
    }
    for (const token of sessionTokens(line))
      problems.push(`${where} shows what looks like a session token: ${mask(token)}`);
  });
  return problems;
}

interface RequestSeen {
  method?: string;
  path?: string;
  status?: number;
  loginLines: number;
  refusedLines: number;
}

function auditProblems(lines: string[]): Omit<LogScanReport, 'problems'> & { problems: string[] } {
  const requests = new Map<string, RequestSeen>();
  for (const line of lines) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (typeof entry.reqId !== 'string') continue;
    const seen = requests.get(entry.reqId) ?? { loginLines: 0, refusedLines: 0 };
    requests.set(entry.reqId, seen);
    const req = entry.req as { method?: string; url?: string } | undefined;
    if (req?.method) seen.method = req.method;
    if (req?.url) seen.path = req.url.split('?')[0];
    const res = entry.res as { statusCode?: number } | undefined;
    if (typeof res?.statusCode === 'number') seen.status = res.statusCode;
    if (entry.event === 'admin_login') seen.loginLines++;
    if (entry.msg === 'request refused') seen.refusedLines++;
  }
  const problems: string[] = [];
  let loginRequests = 0;
  let refusedRequests = 0;
  for (const [reqId, seen] of requests) {
    const isLogin = seen.method === 'POST' && seen.path === '/api/admin/login';
    // A login refused before its handler (malformed body, cross-site) is covered by the refusal line below.
    const reachedHandler = seen.status === undefined || [200, 401, 429, 503].includes(seen.status);
    if (isLogin && reachedHandler) {
      loginRequests++;
      if (seen.loginLines !== 1)
        problems.push(`login request ${reqId} has ${seen.loginLines} admin_login lines (status ${seen.status})`);
    }
    if (seen.status !== undefined && [401, 403, 429].includes(seen.status)) {
      refusedRequests++;
      if (seen.refusedLines !== 1)
        problems.push(
          `${seen.method} ${seen.path} (${reqId}, ${seen.status}) has ${seen.refusedLines} 'request refused' lines`,
        );
    }
  }
  return { problems, loginRequests, refusedRequests };
}

export function scanServerLog(text: string, secrets: LogSecrets): LogScanReport {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const audit = auditProblems(lines);
  return { ...audit, problems: [...secretProblems(lines, secrets), ...audit.problems] };
}

const SECRET_KEYS = 'email|phone|message|password|inputValue|transcript';
const STRING = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
const SOURCE_PATTERNS = [
  new RegExp(String.raw`\b(?:${SECRET_KEYS})\s*:\s*${STRING}`, 'g'),
  new RegExp(String.raw`\.(?:fill|pressSequentially|type)\(\s*${STRING}`, 'g'),
];
const PLACEHOLDER = /\$\{[^}]*\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values the e2e specs type and send, read from their source: string literals given to
 * e-mail, phone, message, password, inputValue or transcript fields and to fill()/type(); a
 * template literal (`ann.${tag}@acme.example`) becomes a pattern when its fixed text is distinctive.
 */
export function secretsFromSources(sources: string[]): LogSecrets {
  const values: Secret[] = [];
  const patterns: SecretPattern[] = [];
  for (const source of sources) {
    for (const pattern of SOURCE_PATTERNS) {
      for (const match of source.matchAll(pattern)) {
        const quote = match[1]!;
        const text = match[2]!;
        if (quote === '`' && PLACEHOLDER.test(text)) {
          PLACEHOLDER.lastIndex = 0;
          const fixed = text.split(PLACEHOLDER);
          if (fixed.join('').length >= 5) {
            patterns.push({
              kind: 'a value typed or sent by a spec',
              pattern: new RegExp(fixed.map(escapeRegExp).join('[^\\s"]{1,120}?')),
            });
          }
        } else {
          values.push({ kind: 'a value typed or sent by a spec', value: text.replace(/\\(.)/g, '$1') });
        }
        PLACEHOLDER.lastIndex = 0;
      }
    }
  }
  return { values, patterns };
}
