import { describe, expect, it } from 'vitest';
import { CliArgsError, parseCliArgs } from './cliArgs.js';

describe('parseCliArgs', () => {
  it('reads the flags, with the token from the environment by default', () => {
    expect(
      parseCliArgs(['--url', 'http://127.0.0.1:4000', '--speed=120', '--loop'], {
        FEED_TOKEN: 't',
      }),
    ).toEqual({
      url: 'http://127.0.0.1:4000',
      token: 't',
      speed: 120,
      seed: 'tribune',
      loop: true,
    });
    expect(parseCliArgs(['--token', 'x', '--seed', 's'], {}).token).toBe('x');
  });

  it.each([
    [[], /--token \(or FEED_TOKEN\) is required/],
    [['--token', 't', '--speed', '0'], /--speed: expected a number above 0/],
    [['--token', 't', '--url', 'localhost:3000'], /--url: expected http/],
    [['--token'], /--token needs a value/],
    [['--token', 't', '--fast'], /unknown option --fast/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv, {})).toThrow(CliArgsError);
    expect(() => parseCliArgs(argv, {})).toThrow(message);
  });
});
