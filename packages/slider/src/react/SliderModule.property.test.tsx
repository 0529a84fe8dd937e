import { act, cleanup, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseModule } from '../core/model/ParseModule.js';
import { demoModule } from '../test-support/demoModule.js';
import { createSliderApi } from './api.js';
import { SliderModule } from './SliderModule.js';
import StandardModule from './StandardModule.js';
import { instantImages, memoryLogger, preloadChunks } from './test-support/renderSlider.js';

/**
 * Bad input never reaches the host page (issue 3, "Bad input"): random changes to a module's
 * JSON either leave a module the renderer draws, on the server and in the browser, through
 * slide changes, or nothing at all; and the error boundary is never what saves the page.
 */
function pathsOf(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) pathsOf(v, [...prefix, i], out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  out.push(prefix);
  return out;
}

/** Sets a value deep in the document; a path an earlier change cut off is left alone. */
function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (node === null || typeof node !== 'object' || path.length === 0) return;
  (node as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
}

const base = demoModule({ slides: 3 });
const paths = pathsOf(base).filter((p) => p.length > 0);
const mutation = fc.record({
  path: fc.constantFrom(...paths),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('', '#a', 'inherit', 'auto', '-50%', '12px', 'NaN', null, [], {}),
  ),
});

beforeAll(preloadChunks);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('random module data', () => {
  it('renders on the server, or renders nothing, without throwing', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (changes) => {
        const data = structuredClone(base);
        for (const { path, value } of changes) setAt(data, path, structuredClone(value));
        const { module } = parseModule(data);
        if (!module) return;
        const { logger, lines } = memoryLogger();
        const html = renderToString(
          module.settings.type === 'hero' ? (
            <SliderModule module={module} serverRendered logger={logger} />
          ) : (
            // The standard module directly: renderToString does not wait for lazy chunks.
            <StandardModule
              module={module}
              serverRendered
              label="x"
              handle={createSliderApi('x', '')}
              logger={logger}
            />
          ),
        );
        expect(html).toContain('sr7-module');
        expect(lines.filter((l) => /could not be shown/.test(l.text))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('renders and changes slides in the browser, or renders nothing, without throwing', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (changes) => {
        const data = structuredClone(base);
        for (const { path, value } of changes) setAt(data, path, structuredClone(value));
        const { module } = parseModule(data);
        const { logger, lines } = memoryLogger();
        instantImages(logger);
        const view = render(<SliderModule module={module} logger={logger} />);
        await act(async () => {
          await vi.advanceTimersByTimeAsync(50);
        });
        for (const button of view.container.querySelectorAll('button')) fireEvent.click(button);
        await act(async () => {
          await vi.advanceTimersByTimeAsync(3000);
        });
        expect(lines.filter((l) => /could not be shown/.test(l.text))).toEqual([]);
        view.unmount();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
