import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullscreenAction } from './fullscreen.js';

/** The fullscreen actions against a stand-in for the browser's Fullscreen API. */
function page(supported = true) {
  document.body.innerHTML = '<section class="sr7-module"></section>';
  const module = document.querySelector<HTMLElement>('.sr7-module')!;
  let current: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: supported });
  const request = vi.fn(async () => {
    current = module;
  });
  const exit = vi.fn(async () => {
    current = null;
  });
  if (supported) module.requestFullscreen = request;
  document.exitFullscreen = exit;
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  return { module, request, exit, logger };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fullscreen actions', () => {
  it('go, toggle and exit full screen with the module element', async () => {
    const { module, request, exit, logger } = page();
    fullscreenAction('goFullscreen', module, logger);
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(1);
    // Already there: nothing more.
    fullscreenAction('goFullscreen', module, logger);
    expect(request).toHaveBeenCalledTimes(1);
    fullscreenAction('toggleFullscreen', module, logger);
    await Promise.resolve();
    expect(exit).toHaveBeenCalledTimes(1);
    fullscreenAction('exitFullscreen', module, logger);
    expect(exit).toHaveBeenCalledTimes(1);
    fullscreenAction('toggleFullscreen', module, logger);
    expect(request).toHaveBeenCalledTimes(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('say so in the console where the browser has no Fullscreen API', () => {
    const { module, logger } = page(false);
    fullscreenAction('toggleFullscreen', module, logger);
    expect(logger.warn).toHaveBeenCalledWith(
      'Tribune slider: the module could not go full screen',
      '(the Fullscreen API is not available here)',
    );
  });

  it('say so when the browser refuses (no user activation left after a long delay)', async () => {
    const { module, request, logger } = page();
    request.mockRejectedValueOnce(new TypeError('Permissions check failed'));
    fullscreenAction('goFullscreen', module, logger);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
  });
});
