import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALIAS_PATTERN } from './moduleCheck.js';
import type { Served, SliderService } from './moduleService.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import type { ModuleRef } from './sliderQueries.js';
import { parseModuleQuery, parseModuleRef } from './sliderRequests.js';

/** The REST namespace of the engine's data (design.md section 3, spec 7.2). */
export const SLIDER_REST_BASE = '/api/slider';

/** Browsers keep `.json` documents a day and revalidate with the ETag after that. */
const JSON_DOCUMENT_CACHE = 'public, max-age=86400';

export interface SliderRoutesOptions {
  service: SliderService;
  /** SITE_URL: `.json` documents carry absolute media URLs so other sites can load them. */
  siteUrl: string;
}

type ModuleRequest = FastifyRequest<{ Params: { idOrAlias: string }; Querystring: unknown }>;

/**
 * `GET /api/slider/sliders/{idOrAlias}`, `/sliders/stream/{id}`, `/sliders/modal/{id}` and
 * `GET /api/slider/modules/{alias}.json`. Module data is public: other sites embed modules, so
 * reads allow any origin (no credentials are involved). There is no HTTP route that writes a
 * module: nothing here authenticates a site owner, so saving stays server-side (seed, service).
 */
export async function sliderRoutes(
  app: FastifyInstance,
  { service, siteUrl }: SliderRoutesOptions,
) {
  const origin = siteUrl.replace(/\/$/, '');

  /** Query and `{idOrAlias}`, or the 400 naming what is wrong. */
  function read(request: ModuleRequest, reply: FastifyReply) {
    const query = parseModuleQuery(request.query);
    if (!query.ok) return { error: sendError(reply, query.error) };
    const ref = parseModuleRef(request.params.idOrAlias, query.value.byAlias);
    if (!ref.ok) return { error: sendError(reply, ref.error) };
    return { query: query.value, ref: ref.value };
  }

  app.get(`${SLIDER_REST_BASE}/sliders/:idOrAlias`, async (request: ModuleRequest, reply) => {
    const input = read(request, reply);
    if ('error' in input) return input.error;
    const { query, ref } = input;
    // Whatever engine saved the module, engine-7 data is served (engine-6 data through the
    // migration); srengine=6 only says that `slideid` is an engine-6 id (spec 5).
    const result = await service.load(ref, {
      lang: query.lang,
      slideId: query.slideId,
      raw: query.raw,
      engine: query.engine,
    });
    return sendServed(request, reply, result, 'no-cache');
  });

  app.get(
    `${SLIDER_REST_BASE}/sliders/stream/:idOrAlias`,
    async (request: ModuleRequest, reply) => {
      const input = read(request, reply);
      if ('error' in input) return input.error;
      const result = await service.streamData(input.ref, { lang: input.query.lang });
      return sendServed(request, reply, result, 'no-cache');
    },
  );

  app.get(`${SLIDER_REST_BASE}/sliders/modal/:idOrAlias`, async (request: ModuleRequest, reply) => {
    const input = read(request, reply);
    if ('error' in input) return input.error;
    const result = await service.modalSettings(input.ref);
    return sendServed(request, reply, result, 'no-cache');
  });

  app.get(
    `${SLIDER_REST_BASE}/modules/:file`,
    async (request: FastifyRequest<{ Params: { file: string }; Querystring: unknown }>, reply) => {
      const ref = jsonFileRef(request.params.file);
      if (!ref) {
        return sendError(
          reply,
          sliderError('SLIDER_FIELD', {
            where: 'path',
            field: 'file',
            problem: 'must be a module alias followed by .json, such as home-hero.json',
          }),
        );
      }
      const query = parseModuleQuery(request.query);
      if (!query.ok) return sendError(reply, query.error);
      const result = await service.document(ref, { lang: query.value.lang, origin });
      return sendServed(request, reply, result, JSON_DOCUMENT_CACHE);
    },
  );

  function sendServed<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Served<T>,
    cacheControl: string,
  ) {
    if (!result.ok) return sendError(reply, result.error);
    reply
      .header('cache-control', cacheControl)
      .header('etag', result.etag)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-slider-engine', '7');
    if (result.lang) reply.header('content-language', result.lang);
    if (etagMatches(request.headers['if-none-match'], result.etag)) return reply.code(304).send();
    return reply.code(200).type('application/json; charset=utf-8').send(result.json);
  }
}

export function sendError(reply: FastifyReply, error: SliderError) {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(error.body);
}

function jsonFileRef(file: string): ModuleRef | undefined {
  if (!file.endsWith('.json')) return undefined;
  const alias = file.slice(0, -'.json'.length);
  return ALIAS_PATTERN.test(alias) ? { by: 'alias', alias } : undefined;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
