import type { FastifyInstance } from 'fastify';

/** The hidden fields of the comment form on a rendered article page. */
export function formFieldsIn(html: string): { postId: string; parent: string; nonce: string } {
  const value = (name: string) => {
    const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
    if (!match) throw new Error(`no ${name} field in the page`);
    return match[1]!;
  };
  return {
    postId: value('comment_post_ID'),
    parent: value('comment_parent'),
    nonce: value('nonce'),
  };
}

/** Timing fields as a person's browser sends them: a minute on the page, typing and clicks. */
export function humanTiming(now = Date.now()): Record<string, string> {
  return {
    ak_js: String(now - 60_000),
    ak_bib: String(now - 40_000),
    ak_bfs: String(now),
    ak_bkpc: '42',
    ak_bkp: '95,180;88,140;102,210',
    ak_bmc: '110;95,4000',
    ak_bmcc: '2',
    ak_bmk: '',
    ak_bck: '7',
    ak_bmmc: '3',
    ak_btmc: '0',
    ak_bsc: '1',
    ak_bte: '',
    ak_btec: '0',
    ak_bmm: '420,310;380,120',
  };
}

let addresses = 0;
/** A new client address, so each test has its own rate-limit budget. */
export function freshAddress(): string {
  addresses++;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

export interface PostOptions {
  json?: boolean;
  ip?: string;
}

/** Posts the comment form as a browser without JavaScript would (or as a program, with JSON). */
export function postComment(
  app: FastifyInstance,
  fields: Record<string, string>,
  { json = false, ip = '127.0.0.1' }: PostOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/comments',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8',
      'user-agent': 'Tribune tests',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
