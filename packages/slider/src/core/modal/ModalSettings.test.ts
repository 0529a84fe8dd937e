import { describe, expect, it } from 'vitest';
import { modalAlignment } from './ModalPlacement.js';
import { modalCookieHours, modalSettingsFrom } from './ModalSettings.js';

describe('modalSettingsFrom', () => {
  it('gives the spec’s defaults: sp 1000 ms, bg transparent, v middle, h center, page held', () => {
    expect(modalSettingsFrom({ success: true, id: 7, pS: null }, 'newsletter')).toEqual({
      id: '7',
      alias: 'newsletter',
      sp: 1000,
      bg: 'transparent',
      pageScroll: false,
      v: 'middle',
      h: 'center',
    });
    expect(modalSettingsFrom(undefined, 'x')).toMatchObject({ id: 'x', sp: 1000, v: 'middle' });
  });

  it('reads what servers send as text, and engine colour objects', () => {
    const settings = modalSettingsFrom(
      {
        id: '12',
        alias: 'promo',
        sp: '400ms',
        bg: { type: 'solid', orig: '#111936', string: 'rgba(17,25,54,0.8)' },
        pS: 'true',
        v: 'bottom',
        h: 'right',
      },
      'other',
    );
    expect(settings).toEqual({
      id: '12',
      alias: 'promo',
      sp: 400,
      bg: 'rgba(17,25,54,0.8)',
      pageScroll: true,
      v: 'bottom',
      h: 'right',
    });
  });

  it('takes sp 0 as “no fade”, and the default for anything unreadable', () => {
    expect(modalSettingsFrom({ sp: 0 }, 'a').sp).toBe(0);
    expect(modalSettingsFrom({ sp: -5, v: 'sideways', h: 42, bg: '' }, 'a')).toMatchObject({
      sp: 1000,
      v: 'middle',
      h: 'center',
      bg: 'transparent',
    });
  });

  it('accepts the other spellings of the middle: "center" vertically, "middle" across', () => {
    expect(modalSettingsFrom({ v: 'center', h: 'middle' }, 'a')).toMatchObject({
      v: 'middle',
      h: 'center',
    });
  });
});

describe('modalAlignment', () => {
  it('places the module at the start, middle or end of each axis', () => {
    expect(modalAlignment({ v: 'top', h: 'left' })).toEqual({
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
    });
    expect(modalAlignment({ v: 'middle', h: 'center' })).toEqual({
      alignItems: 'center',
      justifyContent: 'center',
    });
    expect(modalAlignment({ v: 'bottom', h: 'right' })).toEqual({
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
    });
  });
});

describe('modalCookieHours', () => {
  it('is the positive number of hours in settings.modal.cookie, else null', () => {
    expect(modalCookieHours({ cookie: 24 })).toBe(24);
    expect(modalCookieHours({ cookie: '0.5' })).toBe(0.5);
    expect(modalCookieHours({ cookie: 0 })).toBeNull();
    expect(modalCookieHours({ cookie: 'never' })).toBeNull();
    expect(modalCookieHours({})).toBeNull();
    expect(modalCookieHours(undefined)).toBeNull();
  });
});
