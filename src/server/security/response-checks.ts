import { PROJECT_ROOT } from '#server/paths.js';

/**
 * What no answer may ever show a client: a stack trace, a file path of this machine, SQL, or the
 * name of an internal error. Returns the problems found (empty when the body is clean).
 */
const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['stack frame', /\n\s*at [^\n]*(?:\(|\s)(?:file:\/\/|\/|node:)[^\n]*:\d+(?::\d+)?/],
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/],
  ['node_modules path', /node_modules[\\/]/],
  ['file URL', /file:\/\/\//],
  ['source path', /\/(?:src|dist)\/(?:server|node|shared)\/[\w/.-]+\.(?:ts|js)\b/],
  ['SQL', /\bFailed query\b|\binsert into "|\bselect "|syntax error at or near/i],
  ['internal error name', /\b(?:DrizzleQueryError|PGlite is closed|ECONNREFUSED|FST_ERR_[A-Z_]+|ERR_[A-Z_]{4,})\b/],
];

export function leakProblems(body: string): string[] {
  const problems = LEAK_PATTERNS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
  for (const dir of new Set([PROJECT_ROOT, process.cwd()])) {
    if (dir.length > 1 && body.includes(dir)) problems.push(`server path ${dir}`);
  }
  return problems;
}

/** Own property names of the built-in prototypes a pollution would change. */
export function prototypeSnapshot(): Record<string, string[]> {
  const names = (target: object) => Reflect.ownKeys(target).map(String).sort();
  return {
    object: names(Object.prototype),
    array: names(Array.prototype),
    function: names(Function.prototype),
    string: names(String.prototype),
  };
}

/** True when a plain object shows none of the keys the fuzzer tries to plant. */
export function objectsLookClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    ['polluted', 'isAdmin', 'access', 'status'].every((key) => probe[key] === undefined) &&
    typeof probe.toString === 'function'
  );
}
