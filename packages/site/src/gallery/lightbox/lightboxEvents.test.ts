import { describe, expect, it } from 'vitest';
import { createLightboxState } from './lightboxEvents.js';

describe('lightbox states (spec 4.11)', () => {
  it('goes open → viewing → closed, reporting each change once', () => {
    const changes: string[] = [];
    const machine = createLightboxState((from, to) => changes.push(`${from}→${to}`));
    expect(machine.state()).toBe('closed');
    expect(machine.transition('viewing')).toBe(false);
    expect(machine.transition('open')).toBe(true);
    expect(machine.transition('viewing')).toBe(true);
    expect(machine.transition('viewing')).toBe(true);
    expect(machine.transition('open')).toBe(false);
    expect(machine.transition('closed')).toBe(true);
    expect(machine.transition('closed')).toBe(false);
    expect(changes).toEqual(['closed→open', 'open→viewing', 'viewing→viewing', 'viewing→closed']);
  });
});
