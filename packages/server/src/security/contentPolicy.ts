import type { FastifyReply } from 'fastify';

/**
 * Sources one page adds to the site's Content-Security-Policy, by directive name
 * (`{ 'script-src': ['https://player.vimeo.com/api/player.js'] }`): the site's policy is strict
 * everywhere (plugins/security.ts) and a page widens it only by what it shows needs.
 */
export type PolicySources = Readonly<Partial<Record<string, readonly string[]>>>;

/** A source expression: no spaces, separators or quotes (keywords are the site policy's own). */
const SOURCE = /^[^\s;,'"]+$/;

/**
 * `policy` (a header value: `name value …;name value …`) with `extra`'s sources added to their
 * directives, each once. A directive the policy does not name falls back to `default-src`
 * (CSP's rule), so it is written out as `default-src`'s sources plus the extra ones; with no
 * `default-src` nothing restricts it and it is left alone. `'none'` goes when sources come.
 */
export function widenPolicy(policy: string, extra: PolicySources): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(
      (tokens): tokens is [string, ...string[]] => tokens[0] !== undefined && tokens[0] !== '',
    )
    .map(([name, ...values]) => ({ name: name.toLowerCase(), values }));
  const find = (name: string) => directives.find((d) => d.name === name);
  for (const [name, sources = []] of Object.entries(extra)) {
    if (sources.length === 0) continue;
    for (const source of sources) {
      if (!SOURCE.test(source)) throw new Error(`not a CSP source expression: ${source}`);
    }
    let directive = find(name);
    if (!directive) {
      const fallback = find('default-src');
      if (!fallback) continue;
      directive = { name, values: [...fallback.values] };
      directives.push(directive);
    }
    const values = directive.values.filter((value) => value !== "'none'");
    for (const source of sources) if (!values.includes(source)) values.push(source);
    directive.values = values;
  }
  return directives.map(({ name, values }) => [name, ...values].join(' ')).join(';');
}

/** The reply's policy (set by helmet with the request's nonce) widened by `extra`. */
export function widenReplyPolicy(reply: FastifyReply, extra: PolicySources): void {
  if (Object.values(extra).every((sources) => !sources || sources.length === 0)) return;
  const header = reply.getHeader('content-security-policy');
  // Development runs without a policy (Vite's client needs inline code): nothing to widen.
  if (typeof header !== 'string') return;
  reply.header('content-security-policy', widenPolicy(header, extra));
}
