import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from './model/ValidateModule.js';
import { numberSlides } from './SlideNumbers.js';

const module = parseModuleStrict({
  settings: {},
  slides: {
    a: {
      id: 'a',
      layers: {
        1: {
          id: '1',
          type: 'text',
          content: { text: '{{current_slide_index}} / {{total_slide_count}}' },
        },
        2: {
          id: '2',
          type: 'text',
          content: { text: '0{{current_slide_index}}-0{{total_slide_count}}' },
        },
        3: { id: '3', type: 'text', content: { text: '{{title}} {{ current_slide_index }}' } },
        4: { id: '4', type: 'shape' },
      },
    },
    b: { id: 'b', layers: { 1: { id: '1', type: 'text', content: { text: 'Sans compteur' } } } },
  },
});

describe('slide number placeholders', () => {
  const [a, b] = numberSlides(module.slides, 2, 9);
  const texts = a!.layers.map((l) => l.content.text);

  it('fills the current slide’s place and the number of slides, as often as they appear', () => {
    expect(texts.slice(0, 2)).toEqual(['2 / 9', '02-09']);
  });
  it('leaves other text and other placeholders as saved', () => {
    expect(texts.slice(2)).toEqual(['{{title}} {{ current_slide_index }}', undefined]);
  });
  it('keeps a slide without placeholders as it is, so its drawing is not made again', () => {
    expect(b).toBe(module.slides[1]);
    expect(a).not.toBe(module.slides[0]);
    expect(module.slides[0]!.layers[0]!.content.text).toContain('{{current_slide_index}}');
  });
});
