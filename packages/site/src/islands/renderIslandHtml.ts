import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { IslandName, IslandPropsByName } from './islandTypes.js';
import { serverIsland } from './registry.server.js';

/**
 * Renders one island to HTML as its own React root. A separate render (rather than a child of
 * the page) is what lets the browser hydrate the island alone with matching ids. React starts
 * this render in a microtask, so calling it while the page itself renders is safe.
 */
export function renderIslandHtml<N extends IslandName>(
  name: N,
  props: IslandPropsByName[N],
  identifierPrefix: string,
): Promise<string> {
  const Component = serverIsland(name);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(createElement(Component, props), {
      identifierPrefix,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
