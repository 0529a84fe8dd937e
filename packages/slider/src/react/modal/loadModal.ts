import { DataClient } from '../../core/data/DataClient.js';
import type { FetchLike } from '../../core/data/Http.js';
import type { PluginHost } from '../../core/Engine.js';
import { moduleNotLoaded } from '../../core/Messages.js';
import type { ModalContent } from '../../core/modal/ModalController.js';
import { modalCookieHours, modalSettingsFrom } from '../../core/modal/ModalSettings.js';

/**
 * (A chunk of its own, loaded when a modal first opens, with the data client.)
 *
 * A modal's settings, then its module, from the server the opening module came from, in the
 * page's language. The settings: `GET {restBase}/sliders/modal/{alias}` (the answer of
 * `get_modal_settings`, spec 7.1 and 7.2; REST because a page on another site can read it).
 * The module: its `.json` document (`{restBase}/modules/{alias}.json`, a module "loaded from a
 * .json URL", spec 7.1), whose media URLs are absolute, so its pictures load on other sites
 * too. Null when either fails, after the spec's "{alias} Could not be Loaded from DB".
 */
export async function loadModal(alias: string, host: PluginHost): Promise<ModalContent | null> {
  const { source, logger } = host;
  const client = DataClient({
    fetch:
      source.fetch ?? (((url, init) => globalThis.fetch(url, init as RequestInit)) as FetchLike),
    logger,
    ...(source.restBase ? { restBase: source.restBase } : {}),
    ...(source.ajaxUrl ? { ajaxUrl: source.ajaxUrl } : {}),
  });
  let settings: ReturnType<typeof modalSettingsFrom>;
  try {
    settings = modalSettingsFrom(await client.getModalSettings(alias), alias);
  } catch (error) {
    logger.error(moduleNotLoaded(alias), error);
    return null;
  }
  const base = (source.restBase ?? '/api/slider').replace(/\/$/, '');
  const query = host.lang ? `?srlang=${encodeURIComponent(host.lang)}` : '';
  const url = `${base}/modules/${encodeURIComponent(settings.alias)}.json${query}`;
  // The module load logs its own failure.
  const load = await client.getJsonModule(url, alias);
  if (!load.ok) return null;
  const cookieHours = modalCookieHours(load.module.settings.modal);
  return { settings, module: load.module, cookieHours };
}
