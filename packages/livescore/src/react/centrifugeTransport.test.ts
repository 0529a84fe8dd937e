import { Centrifuge } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import { CONNECTION_OPTIONS } from './centrifugeTransport.js';

/** The client's resolved configuration (a private field, read here on purpose). */
function configOf(client: Centrifuge): Record<string, unknown> {
  return (client as unknown as { _config: Record<string, unknown> })._config;
}

describe('official client options (spec 7.3, 9.8)', () => {
  it('keep the client defaults that already are the spec numbers, and set the 60 s time-out', () => {
    const config = configOf(new Centrifuge('ws://127.0.0.1:9/ws', CONNECTION_OPTIONS));
    expect(config).toMatchObject({
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
      maxServerPingDelay: 10_000,
      timeout: 60_000,
    });
    // The client default the spec calls "default request time-out".
    expect(configOf(new Centrifuge('ws://127.0.0.1:9/ws')).timeout).toBe(5_000);
    expect(CONNECTION_OPTIONS).toEqual({ timeout: 60_000 });
  });
});
