import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Generated images are cached across test runs here: encoding the demo's hundred pictures takes
 * a minute the first time and nothing after.
 */
export const testMediaCache = `${repoRoot}node_modules/.cache/tribune-test-media`;
