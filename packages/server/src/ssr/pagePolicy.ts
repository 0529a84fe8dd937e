import type { PageModel } from '@tribune/site';
import type { SliderModule } from '@tribune/slider';
import type { PolicySources } from '../security/contentPolicy.js';
import { modulesPolicy } from '../slider/modulePolicy.js';
import type { SliderService } from '../slider/moduleService.js';

/** What a rendered page adds to the site's Content-Security-Policy. */
export type PagePolicy = (page: PageModel) => Promise<PolicySources>;

/** The slider modules a page renders: the one place that knows which page kinds show some. */
export function modulesOfPage(page: PageModel): SliderModule[] {
  switch (page.kind) {
    case 'home':
      return page.hero ? [page.hero] : [];
    case 'slider-demo':
      return [page.module];
    default:
      return [];
  }
}

/**
 * The policy of pages that render slider modules: their video players' sources (slider/
 * modulePolicy.ts). Every other page, and a page whose modules play no YouTube or Vimeo video,
 * adds nothing.
 */
export function pagePolicy(sliders: Pick<SliderService, 'forPage'>): PagePolicy {
  return async (page) => {
    const modules = modulesOfPage(page);
    return modules.length > 0 ? modulesPolicy(sliders, modules, page.meta.lang) : {};
  };
}
