/**
 * Browser-less readers: the host page with the real embed script (React and the official
 * centrifuge client inside), each in its own jsdom window, all in this process. Their score
 * reports are timed on this process's clock, the same one that timed the POST.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { watchHomeScore } from './scoreWatch.js';

export interface ScoreSighting {
  reader: number;
  score: number;
  /** Wall-clock ms (timeOrigin + now), comparable with the Chromium page's. */
  at: number;
}

export interface JsdomReaders {
  /** Problems the pages reported (script errors, failed loads): must stay empty. */
  errors: string[];
  close(): void;
}

export async function openJsdomReaders(
  count: number,
  pageUrl: string,
  onScore: (sighting: ScoreSighting) => void,
): Promise<JsdomReaders> {
  const errors: string[] = [];
  const doms: JSDOM[] = [];
  for (let reader = 0; reader < count; reader += 1) {
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('error', (...args: unknown[]) =>
      errors.push(`reader ${reader}: ${args.join(' ')}`),
    );
    virtualConsole.on('jsdomError', (error: Error) => {
      // jsdom cannot parse some modern CSS; that is jsdom's limit, not a failure of the page.
      if (!/Could not parse CSS stylesheet/.test(error.message)) {
        errors.push(`reader ${reader}: ${error.message}`);
      }
    });
    doms.push(
      await JSDOM.fromURL(pageUrl, {
        runScripts: 'dangerously',
        resources: 'usable',
        pretendToBeVisual: true,
        virtualConsole,
        beforeParse(window) {
          watchHomeScore(window as unknown as Parameters<typeof watchHomeScore>[0], (score) =>
            onScore({ reader, score, at: performance.timeOrigin + performance.now() }),
          );
        },
      }),
    );
  }
  return {
    errors,
    close() {
      for (const dom of doms) dom.window.close();
    },
  };
}
