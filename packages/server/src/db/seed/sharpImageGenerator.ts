import { ensureGeneratedImages } from '../../images/batch.js';
import { ensureCrest } from '../../images/imageStore.js';
import type { GeneratedImage, ImageGenerator } from './imageGenerator.js';

/** The real pipeline: SVG artwork rendered and encoded by sharp into the media directory. */
export async function createSharpImageGenerator(mediaDir: string): Promise<ImageGenerator> {
  return {
    async images(requests, onProgress) {
      const generated = await ensureGeneratedImages(requests, { mediaDir, onProgress });
      return new Map<string, GeneratedImage>(generated.map((image) => [image.key, image]));
    },
    async crest(team) {
      const stored = await ensureCrest(
        { slug: team.slug, name: team.name, abbr: team.abbr, colors: team.colors },
        { mediaDir },
      );
      return stored.fileName;
    },
  };
}
