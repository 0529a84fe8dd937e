// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadScript, scriptStatus } from './ScriptLoader.js';

function lastScript(url: string): HTMLScriptElement {
  const script = [...document.head.querySelectorAll('script')].find((s) => s.src === url);
  if (!script) throw new Error(`no script ${url}`);
  return script;
}

describe('loadScript (spec 4.12, 8.1)', () => {
  it('adds the script once and reports its status: 0 none, 1 loading, 2 loaded', async () => {
    const url = 'https://player.example/api.js';
    expect(scriptStatus(url)).toBe(0);
    const first = loadScript(url);
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(scriptStatus(url)).toBe(1);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    lastScript(url).dispatchEvent(new Event('load'));
    await first;
    expect(scriptStatus(url)).toBe(2);
    await expect(loadScript(url)).resolves.toBeUndefined();
  });

  it('rejects with "Failed to load script: {url}", status 3, and tries again on the next call', async () => {
    const url = 'https://player.example/missing.js';
    const attempt = loadScript(url);
    lastScript(url).dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(new Error(`Failed to load script: ${url}`));
    expect(scriptStatus(url)).toBe(3);
    expect(document.head.querySelector(`script[src="${url}"]`)).toBeNull();
    const again = loadScript(url);
    expect(scriptStatus(url)).toBe(1);
    lastScript(url).dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});
