import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Generated images are cached across test runs here: encoding the demo's hundred pictures takes
 * a minute the first time and nothing after.
 */
export const testMediaCache = `${repoRoot}node_modules/.cache/tribune-test-media`;

/**
 * The project's shared slider fixtures (design.md 3a), beside the repository: real engine-7
 * modules saved by the original editor in `real/` (see its README).
 */
export const sharedSliderFixtures = fileURLToPath(
  new URL('../../../../../shared/fixtures/slider/', import.meta.url),
);
