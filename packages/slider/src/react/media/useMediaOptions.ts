import { useEffect, useMemo, useState } from 'react';
import { consoleLogger } from '../../core/Messages.js';
import {
  type MediaOptions,
  type MediaPlace,
  readMediaOptions,
} from '../../core/media/MediaOptions.js';
import { type MediaLabels, mediaLabels } from './mediaLabels.js';

/**
 * A media's options, and whether it may render yet. Options that cannot be read (the spec's
 * "Invalid video type" error, section 5) are reported once on the console and the media is
 * left out; the rest of the slide shows. The first render is always empty: the server's HTML
 * has no media (the feature is a browser chunk), and a hydrating render must match it.
 */
export function useMediaOptions(
  raw: unknown,
  place: MediaPlace,
): { options: MediaOptions | null; labels: MediaLabels } {
  const read = useMemo(() => {
    try {
      return { options: readMediaOptions(raw, place), error: null };
    } catch (error) {
      return { options: null, error };
    }
  }, [raw, place]);
  useEffect(() => {
    if (read.error) consoleLogger.error(read.error);
  }, [read]);
  const [lang, setLang] = useState<string | null>(null);
  useEffect(() => setLang(document.documentElement.lang || 'en'), []);
  const labels = useMemo(() => mediaLabels(lang), [lang]);
  return { options: lang === null ? null : read.options, labels };
}
