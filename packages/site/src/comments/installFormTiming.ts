import { createTimingRecorder, TIMING_FIELD_PREFIX, type TimingRecorder } from './formTiming.js';

/** Marks the hidden inputs this module added, so a second submission replaces them. */
const MARK = 'data-form-timing';

/**
 * A form that POSTs to this page's own host: only those get timing fields (spec 7.4); a form
 * posting elsewhere (a payment provider, say) must not leak them.
 */
export function isSameHostPostForm(form: HTMLFormElement, location: Location): boolean {
  if (form.method.toLowerCase() !== 'post') return false;
  try {
    return new URL(form.action, location.href).host === location.host;
  } catch {
    return false;
  }
}

function postFormOf(target: EventTarget | null, location: Location): HTMLFormElement | null {
  const element = target as Element | null;
  const form = typeof element?.closest === 'function' ? element.closest('form') : null;
  return form && isSameHostPostForm(form, location) ? form : null;
}

/** Replaces the form's timing fields with `fields`. */
export function writeTimingFields(form: HTMLFormElement, fields: Record<string, string>): void {
  for (const old of form.querySelectorAll(`input[${MARK}]`)) old.remove();
  const doc = form.ownerDocument;
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(TIMING_FIELD_PREFIX)) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    input.setAttribute(MARK, '');
    form.append(input);
  }
}

/**
 * Starts recording on `doc` and adds the `ak_` fields to every same-host POST form when it is
 * submitted (any such form on the page, not only the comment form). Listeners are passive and
 * capture-phase, so they see events before page code can stop them, and run before a form's
 * own submit handler reads its fields. Returns a function that removes everything.
 */
export function installFormTiming(
  doc: Document,
  recorder: TimingRecorder = createTimingRecorder(),
): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  const location = win.location;
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listeners: Array<[string, EventListener, EventTarget]> = [];
  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) => {
    target.addEventListener(type, listener as EventListener, options);
    listeners.push([type, listener as EventListener, target]);
  };

  on<KeyboardEvent>(doc, 'keydown', (event) => {
    if (postFormOf(event.target, location)) recorder.keyDown(event.key);
  });
  on<KeyboardEvent>(doc, 'keyup', (event) => {
    const target = event.target as Element | null;
    if (!postFormOf(target, location)) return;
    const inField = target?.nodeName === 'TEXTAREA' || target?.nodeName === 'INPUT';
    recorder.keyUp(event.key, inField);
  });
  on(doc, 'focusin', (event) => {
    if (postFormOf(event.target, location)) recorder.focusChange();
  });
  on(doc, 'focusout', (event) => {
    if (postFormOf(event.target, location)) recorder.focusChange();
  });
  on(doc, 'mousedown', () => recorder.mouseDown());
  on(doc, 'mouseup', () => recorder.mouseUp());
  on<MouseEvent>(doc, 'mousemove', (event) => recorder.mouseMove(event.clientX, event.clientY));
  on(doc, 'touchstart', () => recorder.touchStart());
  on(doc, 'touchend', () => recorder.touchEnd());
  on(doc, 'touchmove', () => recorder.touchMove());
  on(doc, 'scroll', () => recorder.scroll());
  // Submit is not passive in spirit, but it only reads: it never cancels the submission.
  on(doc, 'submit', (event) => {
    const form = event.target;
    if (form instanceof win.HTMLFormElement && isSameHostPostForm(form, location)) {
      writeTimingFields(form, recorder.fields());
    }
  });

  return () => {
    for (const [type, listener, target] of listeners) {
      target.removeEventListener(type, listener, options);
    }
  };
}

const installed = new WeakSet<Document>();

/** Starts timing once per document, however many islands ask. */
export function ensureFormTiming(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  installFormTiming(doc);
}
