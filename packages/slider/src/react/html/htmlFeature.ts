import { createSanitizer } from '../../core/html/Sanitizer.js';
import type { FeaturePlugin } from '../featureLoaders.js';
import { currentSanitizer, installSanitizer } from './sanitizerSlot.js';

/**
 * The HTML sanitiser's chunk (DOMPurify and Tribune's allow-list), loaded only by modules whose
 * layer texts or navigation templates hold markup (`featuresOf` names "html"). Loading it
 * installs the sanitiser for every module of the page; the engine waits for it like for any
 * feature, so navigation templates are drawn with it already there.
 */
if (!currentSanitizer()) installSanitizer(createSanitizer(window));

export const plugin: FeaturePlugin = { name: 'html', setup: () => undefined };
