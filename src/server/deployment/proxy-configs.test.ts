import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/paths.js';

/**
 * The shipped proxy configurations log paths, never query strings: `/api/people?search=` holds
 * what the admin searched for (an e-mail address, a name), and the app keeps it out of its own
 * log. `nginx -t` and `caddy validate` accepted both files (docs/operations.md).
 */
const read = (file: string) =>
  readFileSync(path.join(PROJECT_ROOT, 'deploy', file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');

/** The text of every `name { … }` block at any depth, braces matched. */
function blocks(text: string, name: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`(^|\\s)${name}\\s*\\{`, 'g'))) {
    let depth = 0;
    const start = match.index + match[0].length - 1;
    for (let i = start; i < text.length; i++) {
      if (text[i] === '{') depth++;
      if (text[i] === '}' && --depth === 0) {
        found.push(text.slice(start + 1, i));
        break;
      }
    }
  }
  return found;
}

/** Every variable nginx would write that carries the query, or a page address with one. */
const NGINX_QUERY_VARIABLES = ['$request', '$request_uri', '$args', '$query_string', '$is_args', '$http_referer'];

describe('deploy/nginx.conf', () => {
  const conf = read('nginx.conf');

  it('defines an access log format of paths only', () => {
    const format = /log_format\s+debt_site_paths\s+([^;]+);/.exec(conf)?.[1];
    expect(format).toBeDefined();
    expect(format).toContain('$request_method $uri ');
    const variables = format!.match(/\$[a-z_]+/g) ?? [];
    expect(variables.filter((name) => NGINX_QUERY_VARIABLES.includes(name))).toEqual([]);
  });

  it('uses it in every server, so nginx never falls back to its combined format', () => {
    const servers = blocks(conf, 'server');
    expect(servers).toHaveLength(2);
    for (const server of servers) expect(server).toMatch(/^\s*access_log\s+\S+\s+debt_site_paths;/m);
    for (const directive of conf.match(/^\s*access_log\s+[^;]+;/gm) ?? []) {
      expect(directive).toMatch(/debt_site_paths;$|\soff;$/);
    }
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('Caddyfile');

  it('filters the query out of the logged URI, Referer and Location', () => {
    const logs = blocks(caddyfile, 'log');
    expect(logs).toHaveLength(1);
    const fields = blocks(logs[0]!, 'fields')[0] ?? '';
    for (const field of ['request>uri', 'request>headers>Referer', 'resp_headers>Location']) {
      expect(fields, field).toContain(`${field} regexp "[?].*" ""`);
    }
    expect(logs[0]).toMatch(/^\s*format filter \{/m);
    expect(logs[0]).toMatch(/^\s*wrap json$/m);
  });

  it('whose pattern leaves the path of a search', () => {
    // Caddy's RE2 and JavaScript agree on this pattern.
    const pattern = /"(\[\?\]\.\*)"/.exec(caddyfile)![1]!;
    expect('/api/people?search=jane%40acme.com&sort=score'.replace(new RegExp(pattern), '')).toBe('/api/people');
    expect('/api/people'.replace(new RegExp(pattern), '')).toBe('/api/people');
  });
});
