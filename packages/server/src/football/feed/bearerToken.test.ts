import { describe, expect, it } from 'vitest';
import { checkBearerToken } from './bearerToken.js';

const TOKEN = 'feed-token-0123456789abcdef';

describe('checkBearerToken', () => {
  it('accepts the token in a Bearer header, whatever the case of the scheme', () => {
    expect(checkBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe('accepted');
    expect(checkBearerToken(`bearer  ${TOKEN} `, TOKEN)).toBe('accepted');
  });

  it('tells a missing header from a wrong token', () => {
    expect(checkBearerToken(undefined, TOKEN)).toBe('missing');
    expect(checkBearerToken('', TOKEN)).toBe('missing');
    expect(checkBearerToken(`Basic ${TOKEN}`, TOKEN)).toBe('missing');
    expect(checkBearerToken('Bearer ', TOKEN)).toBe('missing');
    expect(checkBearerToken(`Bearer ${TOKEN}x`, TOKEN)).toBe('refused');
    expect(checkBearerToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe('refused');
  });
});
