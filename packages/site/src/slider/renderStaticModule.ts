import { Writable } from 'node:stream';
import type { SliderModule as ModuleData } from '@tribune/slider';
import { SliderModule } from '@tribune/slider/react';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * A module's HTML, rendered as a React root of its own, for pages that show it without
 * hydrating it. Apart from the page for two reasons: on the server no error boundary catches,
 * so a module that fails to render must fail here (it then renders nothing, and says so in the
 * server's log) rather than take the page down with it; and inside the page it would need a
 * Suspense boundary, which React may stream out of place and swap in with a script.
 */
export function renderStaticModule(
  module: ModuleData,
  lang: string,
  identifierPrefix: string,
): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      console.error(`Tribune: slider module "${module.settings.alias}" failed to render`, error);
      resolve('');
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(
      createElement(SliderModule, { module, serverRendered: true, lang, register: false }),
      {
        identifierPrefix,
        onAllReady: () => stream.pipe(sink),
        onShellError: fail,
        onError: fail,
      },
    );
  });
}
