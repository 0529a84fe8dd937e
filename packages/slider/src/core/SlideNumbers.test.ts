import { describe, expect, it } from 'vitest';
import { fillSlideNumbers } from './SlideNumbers.js';

describe('slide number placeholders', () => {
  it('fills the current slide’s place and the number of slides, as often as they appear', () => {
    expect(fillSlideNumbers('{{current_slide_index}} / {{total_slide_count}}', [2, 9])).toBe(
      '2 / 9',
    );
    expect(fillSlideNumbers('0{{current_slide_index}}-0{{total_slide_count}}', [1, 4])).toBe(
      '01-04',
    );
    expect(fillSlideNumbers('{{current_slide_index}}{{current_slide_index}}', [3, 3])).toBe('33');
  });
  it('leaves other text and other placeholders as saved', () => {
    expect(fillSlideNumbers('{{title}} {{ current_slide_index }} {{current_slide}}', [1, 2])).toBe(
      '{{title}} {{ current_slide_index }} {{current_slide}}',
    );
  });
});
