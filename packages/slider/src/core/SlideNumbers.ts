/**
 * Engine 7's dynamic placeholders in layer text: `{{current_slide_index}}` (the slide's place
 * in the play order, from 1) and `{{total_slide_count}}` (the slides played, statics apart),
 * as the original fills them ("2 / 9"; "0{{current_slide_index}}" is "02"). A layer of a
 * slide shows its own slide's place; a static slide's layer the current slide's, updated on
 * every change. Other `{{…}}` text is left as saved (the stream's metas are filled apart).
 */
export const fillSlideNumbers = (
  text: string,
  [index, total]: readonly [index: number, total: number],
): string =>
  text.replace(
    /{{(current_slide_index|total_slide_count)}}/g,
    (_, name: string) => `${name[0] === 'c' ? index : total}`,
  );
