import { CliArgsError, parseCliArgs, USAGE } from './cliArgs.js';
import { cliFixtures } from './cliProgramme.js';
import { createHttpSink } from './httpSink.js';
import { narrate } from './narrate.js';
import { createSimulator } from './simulator.js';

/**
 * `npm run feed:simulate`: plays a match day against a running server through its feed ingest
 * API, printing what happens. Stops at the end of the day (or on Ctrl-C with --loop).
 */
let args: ReturnType<typeof parseCliArgs>;
try {
  args = parseCliArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof CliArgsError)) throw error;
  console.error(`feed:simulate: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const started = Date.now();
const stamp = () => {
  const elapsed = (Date.now() - started) / 1000;
  const seconds = Math.floor(elapsed);
  const simulated = Math.floor((elapsed * args.speed) / 60);
  return `[${String(seconds).padStart(4)} s | sim ${String(simulated).padStart(3)} min]`;
};
const http = createHttpSink({ url: args.url, token: args.token });
const simulator = createSimulator({
  fixtures: async () => cliFixtures(),
  sink: {
    matches: async (batch) => {
      await http.matches(batch);
      console.log(`${stamp()} programme of ${batch.length} matches sent`);
    },
    updates: async (batch) => {
      await http.updates(batch);
      for (const update of batch) {
        const line = narrate(update);
        if (line) console.log(`${stamp()} ${line}`);
      }
    },
  },
  speed: args.speed,
  seed: args.seed,
  loop: args.loop,
  log: (line) => console.warn(`${stamp()} ${line}`),
  onDay: (day) => {
    const minutes = Math.ceil(day.endsAt / args.speed / 60);
    console.log(
      `Playing ${day.matches.length} matches against ${args.url} at speed ${args.speed} ` +
        `(about ${minutes} min of real time): ${day.scenarios.join(', ')}`,
    );
  },
});

process.on('SIGINT', () => {
  console.log('\nstopping');
  void simulator.stop();
});

try {
  await simulator.start();
  console.log(`${stamp()} match day over`);
} catch (error) {
  console.error(`feed:simulate: ${(error as Error).message}`);
  process.exit(1);
}
