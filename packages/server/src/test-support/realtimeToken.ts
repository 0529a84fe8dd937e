import { createHmac } from 'node:crypto';

/** An HS256 connection token for the real-time server (what a site's backend would issue). */
export function realtimeToken(secret: string, claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
