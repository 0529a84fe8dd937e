/** `npm run feed:simulate -- --url … --token … [--speed N] [--seed S] [--loop]` */
export interface CliArgs {
  url: string;
  token: string;
  speed: number;
  seed: string;
  loop: boolean;
}

export const USAGE = `Usage: npm run feed:simulate -- [--url http://localhost:3000] [--token TOKEN] [--speed 60] [--seed tribune] [--loop]

Plays a match day through the feed ingest API of a running server.
  --url     the server's origin (default http://localhost:3000)
  --token   its FEED_TOKEN (default: the FEED_TOKEN environment variable)
  --speed   simulated seconds per real second (default 60: a match lasts about 2 minutes)
  --seed    the same seed plays the same day (default tribune)
  --loop    play day after day until stopped with Ctrl-C`;

export class CliArgsError extends Error {
  override name = 'CliArgsError';
}

export function parseCliArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CliArgs {
  const args: CliArgs = {
    url: 'http://localhost:3000',
    token: env.FEED_TOKEN ?? '',
    speed: 60,
    seed: 'tribune',
    loop: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--'))
        throw new CliArgsError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--url': {
        const url = value();
        if (!/^https?:\/\/[^/\s]+/.test(url)) {
          throw new CliArgsError(`--url: expected http(s)://host[:port], got "${url}"`);
        }
        args.url = url;
        break;
      }
      case '--token':
        args.token = value();
        break;
      case '--speed': {
        const speed = Number(value());
        if (!Number.isFinite(speed) || speed <= 0 || speed > 100_000) {
          throw new CliArgsError('--speed: expected a number above 0 (at most 100000)');
        }
        args.speed = speed;
        break;
      }
      case '--seed':
        args.seed = value();
        break;
      case '--loop':
        args.loop = true;
        break;
      default:
        throw new CliArgsError(`unknown option ${flag}`);
    }
  }
  if (!args.token) throw new CliArgsError('--token (or FEED_TOKEN) is required');
  return args;
}
