import { scriptFailed } from '../messages/media.js';

/**
 * Third-party player scripts, loaded on demand (spec 7.2) once per page, with the script
 * resource status of spec 4.12: 0 none, 1 loading, 2 loaded, 3 failed. A failure rejects with
 * "Failed to load script: {url}" (spec 8.1); a later call tries again.
 */
export type ScriptStatus = 0 | 1 | 2 | 3;

interface Entry {
  status: ScriptStatus;
  promise: Promise<void>;
}

const scripts = new Map<string, Entry>();

export function scriptStatus(url: string): ScriptStatus {
  return scripts.get(url)?.status ?? 0;
}

export function loadScript(url: string, doc: Document = document): Promise<void> {
  const known = scripts.get(url);
  if (known && known.status !== 3) return known.promise;
  const entry: Entry = { status: 1, promise: Promise.resolve() };
  entry.promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      entry.status = 2;
      resolve();
    };
    script.onerror = () => {
      entry.status = 3;
      script.remove();
      reject(new Error(scriptFailed(url)));
    };
    doc.head.append(script);
  });
  scripts.set(url, entry);
  return entry.promise;
}
