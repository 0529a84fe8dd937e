import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { protoDescriptor } from '../../build/proto.js';
import { CLIENT_PROTO } from './client-proto.js';

describe('client-proto.ts', () => {
  it('is client.proto as it stands (run `npm run proto` in packages/realtime after editing it)', () => {
    const text = readFileSync(new URL('./client.proto', import.meta.url), 'utf8');
    expect(CLIENT_PROTO).toEqual(protoDescriptor(text));
  });
});
