import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSliderService, type SliderService } from './moduleService.js';
import { SLIDER_AJAX_ACTION, sliderAjaxHandler } from './sliderAjax.js';
import { sliderRoutes } from './sliderRoutes.js';
import { demoPhotoFeedRoutes } from './stream/demoPhotoFeed.js';
import { type StreamAdapterOptions, streamAdapters } from './stream/streamAdapters.js';
import { createStreamService } from './stream/streamService.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Slider modules: load (normalised, translated), save, new ids (see slider/README.md). */
    sliders: SliderService;
  }
}

export interface SliderPluginOptions extends StreamAdapterOptions {
  /** SITE_URL, for the absolute media URLs of `.json` documents. */
  siteUrl: string;
}

/**
 * The slider engine's server side (issue 3): module storage and validation, the REST routes
 * and the `rs_ajax_action` client actions. Needs `app.database`, `app.nonces` and the ajax
 * dispatcher.
 */
export const sliderPlugin = fp(
  async (app: FastifyInstance, options: SliderPluginOptions) => {
    const streams = createStreamService({ adapters: streamAdapters(app, options), log: app.log });
    const service = createSliderService({
      db: app.database.db,
      log: app.log,
      streams,
      // The home's hero and the demo pages render modules: a saved module must show at once.
      onChange: () => app.pageCache.clear(),
    });
    app.decorate('sliders', service);
    app.registerAjaxAction(SLIDER_AJAX_ACTION, sliderAjaxHandler(service, app.nonces));
    await app.register(sliderRoutes, { service, siteUrl: options.siteUrl });
    await app.register(demoPhotoFeedRoutes);
  },
  { name: 'tribune-slider', dependencies: ['tribune-ajax'] },
);
