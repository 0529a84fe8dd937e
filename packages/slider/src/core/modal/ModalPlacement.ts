import type { ModalSettings } from './ModalSettings.js';

/**
 * Where the module sits in the window (spec 2.1 `v`, `h`) as flexbox alignment: the start,
 * centre or end of each axis. A file of its own: the dialog needs it without the settings'
 * readers (and the normaliser they bring).
 */
export function modalAlignment(settings: Pick<ModalSettings, 'v' | 'h'>): {
  alignItems: string;
  justifyContent: string;
} {
  const along = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;
  const across = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
  return { alignItems: along[settings.v], justifyContent: across[settings.h] };
}
