/**
 * A process of jsdom readers for bench:livescore: readers in separate processes, as separate
 * browsers would be, so one reader's rendering does not queue behind forty-nine others'.
 * argv: first reader number, count, page URL. Sends `{ ready }` once every reader shows the
 * match, then each sighting `{ reader, score, at }` (wall-clock ms); closes on `{ cmd: 'stop' }`,
 * answering with the page problems and the CPU time the process used since it was ready.
 */
import { openJsdomReaders } from './jsdomReaders.js';

const [first, count, pageUrl] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
if (!pageUrl) throw new Error('usage: readerProcess.ts <first> <count> <pageUrl>');

const readers = await openJsdomReaders(count, pageUrl, (sighting) =>
  process.send?.({ sighting: { ...sighting, reader: first + sighting.reader } }),
);
const cpuAtReady = process.cpuUsage();
process.send?.({ ready: true, errors: readers.errors });
process.on('message', (message: { cmd: string }) => {
  if (message.cmd !== 'stop') return;
  const cpu = process.cpuUsage(cpuAtReady);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.send?.({ errors: readers.errors, cpuMs }, () => {
    readers.close();
    process.exit(0);
  });
});
