import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.js';

/** Form fields of an ajax request, as strings (form-encoded: design.md section 3). */
export type AjaxFields = Record<string, string | undefined>;

export type AjaxHandler = (
  fields: AjaxFields,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the handler of one `action` of `POST /ajax`. */
    registerAjaxAction(action: string, handler: AjaxHandler): void;
  }
}

/**
 * `POST /ajax`, the site's one ajax endpoint (the contract the embedded modules expect): the
 * form field `action` selects a handler registered by the feature that owns it (galleries:
 * `rl-get-gallery-page-content`; the slider: `rs_ajax_action`).
 */
export const ajaxPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = new Map<string, AjaxHandler>();
    app.decorate('registerAjaxAction', (action: string, handler: AjaxHandler) => {
      if (handlers.has(action)) throw new Error(`ajax action ${action} is registered twice`);
      handlers.set(action, handler);
    });

    app.post('/ajax', async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply
          .code(400)
          .send(errorBody('AJAX_BODY', 'Send the fields form-encoded, with an action field.', 400));
      }
      const fields: AjaxFields = {};
      for (const [name, raw] of Object.entries(body)) {
        // A repeated field arrives as an array; the first value counts.
        const value: unknown = Array.isArray(raw) ? raw[0] : raw;
        if (value == null) continue;
        // A JSON body can hold objects, whose String() may throw ({"toString": 1}) or say
        // nothing useful: a field is text, a number or a boolean.
        if (typeof value === 'object' || typeof value === 'function') {
          return reply
            .code(400)
            .send(errorBody('AJAX_FIELD', `The field "${name}" must be text, not an object.`, 400));
        }
        fields[name] = String(value);
      }
      const handler = fields.action ? handlers.get(fields.action) : undefined;
      if (!handler) {
        const known = [...handlers.keys()].join(', ') || 'none';
        const message = fields.action
          ? `Unknown action "${fields.action}". Known actions: ${known}.`
          : `The action field is missing. Known actions: ${known}.`;
        return reply.code(400).send(errorBody('AJAX_ACTION', message, 400));
      }
      return handler(fields, request, reply);
    });
  },
  { name: 'tribune-ajax' },
);
