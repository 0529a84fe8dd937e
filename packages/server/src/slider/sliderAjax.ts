import type { FastifyReply } from 'fastify';
import type { AjaxFields, AjaxHandler } from '../plugins/ajax.js';
import type { NonceService } from '../security/nonce.js';
import type { Served, SliderService } from './moduleService.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import {
  type AjaxModuleRequest,
  BACKEND_NONCE_ACTION,
  parseAjaxData,
  parseIdData,
  parseModuleData,
  parseVersion,
} from './sliderRequests.js';
import { parseStreamData } from './stream/streamRequests.js';

/** The engine's ajax action (spec 7.2): `POST /ajax` with `action=rs_ajax_action`. */
export const SLIDER_AJAX_ACTION = 'rs_ajax_action';

type ClientAction = (
  data: Record<string, unknown>,
  fields: AjaxFields,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * The client actions of `rs_ajax_action` (spec 7.1). Answers are JSON with `success`, with the
 * same statuses as the REST routes: a malformed request is a 400 naming the field, a module
 * that cannot be served (unknown, not a modal, no stream) a 404, both with `success: false`,
 * which the engine reads as "{alias} Could not be Loaded from DB". Reads work without a nonce
 * (front-end mode); `get_slideid` / `get_moduleid` are backend requests and need a
 * `slider-backend` nonce (403 otherwise).
 */
export function sliderAjaxHandler(service: SliderService, nonces: NonceService): AjaxHandler {
  async function loadByRequest(request: AjaxModuleRequest) {
    const options = { lang: request.lang, slideId: request.slideId, engine: request.engine };
    const result = await service.load(request.ref, options);
    // An id the database does not know, sent with the module's alias: the alias decides.
    if (
      !result.ok &&
      result.error.body.code === 'SLIDER_NOT_FOUND' &&
      request.ref.by === 'id' &&
      request.alias
    ) {
      return service.load({ by: 'alias', alias: request.alias }, options);
    }
    return result;
  }

  const newId =
    (kind: 'slide' | 'module'): ClientAction =>
    async (data, fields, reply) => {
      const problem = nonces.check(BACKEND_NONCE_ACTION, fields.nonce);
      if (problem) {
        return sendError(reply, sliderError('SLIDER_NONCE', { problem, action: `get_${kind}id` }));
      }
      const input = parseIdData(data);
      if (!input.ok) return sendError(reply, input.error);
      const id = await service.newId(kind);
      return reply.code(200).header('cache-control', 'no-store').send({ success: true, id });
    };

  const actions: Record<string, ClientAction> = {
    async get_full_slider_object(data, fields, reply) {
      const input = parseModuleData(data);
      if (!input.ok) return sendError(reply, input.error);
      // The engine sends its version in the form, or the source engine's in `data` (spec 7.1).
      const engine =
        data.version === undefined || data.version === ''
          ? fields.version === '6'
            ? 6
            : 7
          : input.value.engine;
      return sendServed(reply, await loadByRequest({ ...input.value, engine }));
    },
    async get_modal_settings(data, _fields, reply) {
      const input = parseModuleData(data);
      if (!input.ok) return sendError(reply, input.error);
      let result = await service.modalSettings(input.value.ref);
      if (!result.ok && result.error.body.code === 'SLIDER_NOT_FOUND' && input.value.alias) {
        result = await service.modalSettings({ by: 'alias', alias: input.value.alias });
      }
      return sendServed(reply, result);
    },
    async get_stream_data(data, _fields, reply) {
      const input = parseStreamData(data);
      if (!input.ok) return sendError(reply, input.error);
      return sendServed(reply, await service.streamData(input.value.ref, input.value.options));
    },
    get_slideid: newId('slide'),
    get_moduleid: newId('module'),
  };

  return async (fields, _request, reply) => {
    const name = fields.client_action;
    const action = name ? actions[name] : undefined;
    if (!name || !action || !Object.hasOwn(actions, name)) {
      const known = Object.keys(actions).join(', ');
      return sendError(
        reply,
        name
          ? sliderError('SLIDER_CLIENT_ACTION', { action: name, known })
          : sliderError('SLIDER_FIELD', {
              where: 'field',
              field: 'client_action',
              problem: `is missing (one of ${known})`,
            }),
      );
    }
    const version = parseVersion(fields.version, 'version');
    if (!version.ok) return sendError(reply, version.error);
    const data = parseAjaxData(fields.data);
    if (!data.ok) return sendError(reply, data.error);
    return action(data.value, fields, reply);
  };
}

/**
 * Module data is public, as on the REST routes: an embed on another site's page reads these
 * answers (a stream's slides, a module by id), and an error it can read is "Could not be
 * Loaded", not five retries of an opaque failure. No credentials are involved.
 */
function readableAnywhere(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
}

function sendError(reply: FastifyReply, error: SliderError) {
  return readableAnywhere(reply)
    .code(error.status)
    .header('cache-control', 'no-store')
    .send(error.body);
}

function sendServed<T>(reply: FastifyReply, result: Served<T> | { ok: false; error: SliderError }) {
  if (!result.ok) return sendError(reply, result.error);
  return readableAnywhere(reply)
    .code(200)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(result.json);
}
