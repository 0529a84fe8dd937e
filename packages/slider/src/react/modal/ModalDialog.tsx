import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import type { PluginHost } from '../../core/Engine.js';
import type { ModalView } from '../../core/modal/ModalController.js';
import { modalAlignment } from '../../core/modal/ModalPlacement.js';
import { levelCss } from '../layout/levelCss.js';
import { SliderModule } from '../SliderModule.js';
import { wrapTab } from './focusTrap.js';
import { modalLabelsFor } from './modalLabels.js';

export interface ModalDialogProps {
  view: ModalView<PluginHost>;
  onClose(): void;
}

/**
 * A module shown as a modal dialog (WAI-ARIA dialog pattern) on a native `<dialog>` opened with
 * `showModal()`: the page behind is inert, the dialog is named after the module, focus moves to
 * its first control (the close button), Tab and Shift+Tab wrap inside it, Escape, the close
 * button and a click on the cover close it (the controller gives focus back to the opener).
 * The cover (`bg`) and the module fade in and out over `sp` ms.
 */
export function ModalDialog({ view, onClose }: ModalDialogProps) {
  const { module, settings, phase, duration } = view;
  // Where the modal came from: what it opens in turn loads from there too.
  const host = view.source;
  const dialog = useRef<HTMLDialogElement>(null);
  const cover = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const labels = modalLabelsFor(host.lang);
  const name = module.settings.title || module.settings.alias;

  // Opened once mounted; closed when the controller removes it.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
    };
  }, []);

  // Focus moves in, again when another modal replaces this one (its opener has gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new module is what asks for it.
  useLayoutEffect(() => {
    closeButton.current?.focus();
  }, [view.alias]);

  // While the modal shows, the page behind holds still unless the modal allows it (pS).
  useLayoutEffect(() => {
    if (settings.pageScroll) return;
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // The scrollbar's width is kept as padding, so the page does not shift sideways.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = before.overflow;
      root.style.paddingRight = before.paddingRight;
    };
  }, [settings.pageScroll]);

  // The fade: cover and module together, from transparent in, to transparent out.
  useLayoutEffect(() => {
    if (phase === 'open' || duration === 0) return;
    const frames =
      phase === 'opening' ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
    const running = [cover.current, content.current].map((el) =>
      el?.animate?.(frames, { duration, easing: 'ease', fill: 'both' }),
    );
    return () => {
      for (const animation of running) animation?.cancel();
    };
  }, [phase, duration]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Ours to close, with the fade; not the browser's at once.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      if (wrapTab(dialog.current, event.shiftKey, document.activeElement)) event.preventDefault();
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // Outside the module: the cover or the space around the module.
    if (!content.current?.contains(event.target as Node)) onClose();
  }

  const widths = module.settings.size.width;
  return (
    <dialog
      ref={dialog}
      className="sr7-modal"
      aria-label={name}
      aria-modal="true"
      data-alias={view.alias}
      data-phase={phase}
      data-page-scroll={String(settings.pageScroll)}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div ref={cover} className="sr7-modal-cover" style={{ background: settings.bg }} />
      <div className="sr7-modal-place" style={modalAlignment(settings)}>
        <div
          ref={content}
          className="sr7-modal-content"
          style={{
            width: module.settings.size.fullWidth ? '100%' : `min(${levelCss(widths, 'px')}, 100%)`,
          }}
        >
          <button
            ref={closeButton}
            type="button"
            className="sr7-modal-close"
            aria-label={labels.close}
            title={labels.close}
            onClick={onClose}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M2 2l14 14M16 2L2 16" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <SliderModule
            key={view.alias}
            module={module}
            lang={host.lang || document.documentElement.lang || 'en'}
            logger={host.logger}
            {...dataSource(host.source)}
          />
        </div>
      </div>
    </dialog>
  );
}

/**
 * The opener's data source as props: only its own fields (it may be the opener's props). Its
 * font base too: on another site's page the embed's fonts come from Tribune (`data-font-base`),
 * and the modal's must come from the same place, not from that page's `/fonts`.
 */
function dataSource({ restBase, ajaxUrl, fetch, fontBase }: PluginHost['source']) {
  return {
    ...(restBase ? { restBase } : {}),
    ...(ajaxUrl ? { ajaxUrl } : {}),
    ...(fetch ? { fetch } : {}),
    ...(fontBase ? { fontBase } : {}),
  };
}
