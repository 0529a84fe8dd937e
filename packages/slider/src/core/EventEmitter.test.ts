import { expect, it, vi } from 'vitest';
import { EventEmitter } from './EventEmitter.js';

type Events = { change: { to: string }; done: null };

it('delivers typed events to listeners until they unsubscribe', () => {
  const events = EventEmitter<Events>();
  const a = vi.fn();
  const off = events.on('change', a);
  events.emit('change', { to: 's2' });
  off();
  events.emit('change', { to: 's3' });
  expect(a.mock.calls).toEqual([[{ to: 's2' }]]);
});

it('keeps calling the other listeners when one throws, and reports it', () => {
  const onError = vi.fn();
  const events = EventEmitter<Events>(onError);
  const after = vi.fn();
  events.on('done', () => {
    throw new Error('host bug');
  });
  events.on('done', after);
  events.emit('done', null);
  expect(after).toHaveBeenCalledOnce();
  expect(onError).toHaveBeenCalledWith(expect.any(Error));
});

it('lets a listener remove itself while an event is delivered', () => {
  const events = EventEmitter<Events>();
  const second = vi.fn();
  const first = () => events.off('done', first);
  events.on('done', first);
  events.on('done', second);
  events.emit('done', null);
  events.emit('done', null);
  expect(second).toHaveBeenCalledTimes(2);
  events.clear();
  events.emit('done', null);
  expect(second).toHaveBeenCalledTimes(2);
});
