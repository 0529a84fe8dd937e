import type { Layer } from './model/LayerSchema.js';

const holds = (layer: Layer) => layer.content.text?.includes('{{');

/**
 * Engine 7's dynamic placeholders in layer text: `{{current_slide_index}}` (the current slide's
 * place in the play order, from 1) and `{{total_slide_count}}` (the slides played, statics
 * apart), filled as the original fills them ("2 / 9"; "0{{current_slide_index}}" is "02"), on
 * every slide change. Other `{{…}}` text is left as saved (a stream's metas are filled apart).
 *
 * A slide without any is the same object (its drawing is memoised on it); one with some is a
 * copy, made again when the numbers change.
 */
export function numberSlides<S extends { layers: readonly Layer[] }>(
  slides: readonly S[],
  index: number,
  total: number,
): readonly S[] {
  return slides.map((slide) =>
    slide.layers.some(holds)
      ? {
          ...slide,
          layers: slide.layers.map((layer) => ({
            ...layer,
            content: {
              ...layer.content,
              text: layer.content.text
                ?.replaceAll('{{current_slide_index}}', `${index}`)
                .replaceAll('{{total_slide_count}}', `${total}`),
            },
          })),
        }
      : slide,
  );
}
