import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimingRecorder, systemClock } from './formTiming.js';
import { installFormTiming, isSameHostPostForm } from './installFormTiming.js';

let uninstall: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
  document.body.innerHTML = `
    <form id="comment" method="post" action="/comments"><textarea name="comment"></textarea></form>
    <form id="absolute" method="post" action="${location.origin}/newsletter"></form>
    <form id="search" method="get" action="/search"><input name="q" /></form>
    <form id="payment" method="post" action="https://pay.example/checkout"><input name="card" /></form>`;
  for (const form of document.forms)
    form.addEventListener('submit', (event) => event.preventDefault());
  uninstall = installFormTiming(document, createTimingRecorder(systemClock));
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

const form = (id: string) => document.getElementById(id) as HTMLFormElement;
const timingFields = (id: string) =>
  Object.fromEntries(
    [...form(id).querySelectorAll<HTMLInputElement>('input[name^="ak_"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );

describe('installFormTiming', () => {
  it('adds the ak_ fields to same-host POST forms only, on submit', () => {
    for (const id of ['comment', 'absolute', 'search', 'payment']) form(id).requestSubmit();
    expect(Object.keys(timingFields('comment'))).toHaveLength(14);
    expect(Object.keys(timingFields('absolute'))).toHaveLength(14);
    expect(timingFields('search')).toEqual({});
    expect(timingFields('payment')).toEqual({});
    expect(
      [...form('comment').querySelectorAll<HTMLInputElement>('input[name^="ak_"]')].every(
        (input) => input.type === 'hidden',
      ),
    ).toBe(true);
  });

  it('records typing in the form, clicks and scrolls anywhere', () => {
    const textarea = form('comment').querySelector('textarea')!;
    for (const key of 'hello') {
      textarea.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      vi.advanceTimersByTime(70);
      textarea.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
      vi.advanceTimersByTime(110);
    }
    // Typing in a GET form is not recorded.
    const search = form('search').querySelector('input')!;
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', bubbles: true }));
    search.dispatchEvent(new KeyboardEvent('keyup', { key: 'z', bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    vi.advanceTimersByTime(95);
    document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(600);
    form('comment').requestSubmit();
    expect(timingFields('comment')).toMatchObject({
      ak_bkpc: '5',
      ak_bkp: '70;70,110;70,110;70,110;70,110',
      ak_bmcc: '1',
      ak_bmc: '95',
      ak_bsc: '1',
    });
  });

  it('replaces its fields when a form is submitted again', () => {
    form('comment').requestSubmit();
    vi.advanceTimersByTime(1000);
    form('comment').requestSubmit();
    expect(form('comment').querySelectorAll('input[name="ak_bfs"]')).toHaveLength(1);
    expect(timingFields('comment').ak_bfs).toBe(String(Date.now()));
  });

  it('stops when uninstalled', () => {
    uninstall();
    form('comment').requestSubmit();
    expect(timingFields('comment')).toEqual({});
  });

  it('tells same-host POST forms apart', () => {
    expect(isSameHostPostForm(form('comment'), location)).toBe(true);
    expect(isSameHostPostForm(form('payment'), location)).toBe(false);
    expect(isSameHostPostForm(form('search'), location)).toBe(false);
  });
});
