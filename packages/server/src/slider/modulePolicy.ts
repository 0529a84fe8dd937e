import {
  type MediaService,
  mediaPolicySources,
  mediaServicesOf,
  modalTargets,
  type SliderModule,
} from '@tribune/slider';
import type { PolicySources } from '../security/contentPolicy.js';
import type { SliderService } from './moduleService.js';

/** Modules looked up beyond the page's own, at most: a chain of modals is short. */
const MAX_MODALS = 20;

/**
 * What a page showing `modules` must add to its Content-Security-Policy: the video services'
 * players (YouTube, Vimeo; `MEDIA_POLICY` of the slider says exactly what each needs) of those
 * modules and of every module they can open as a modal (their `open_modal` targets, and the
 * targets of those, looked up in the page's language), as a modal shows in the same page.
 * A module with neither adds nothing: the page keeps the strict policy.
 */
export async function modulesPolicy(
  sliders: Pick<SliderService, 'forPage'>,
  modules: readonly SliderModule[],
  lang: string,
): Promise<PolicySources> {
  const services = new Set<MediaService>();
  const known = new Set(modules.map((module) => module.settings.alias));
  const queue = [...modules];
  let looked = 0;
  for (let module = queue.shift(); module; module = queue.shift()) {
    for (const service of mediaServicesOf(module)) services.add(service);
    for (const alias of modalTargets(module)) {
      if (known.has(alias) || looked >= MAX_MODALS) continue;
      known.add(alias);
      looked++;
      // A target that does not exist (or cannot be shown) opens nothing: it needs nothing.
      const found = await sliders.forPage({ by: 'alias', alias }, { lang });
      if (found.ok) queue.push(found.module);
    }
  }
  return mediaPolicySources(services);
}
