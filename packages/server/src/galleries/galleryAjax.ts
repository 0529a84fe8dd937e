import { LANGUAGES, type Lang, renderGalleryContainerHtml } from '@tribune/site';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SiteContext } from '../pages/siteContext.js';
import type { AjaxHandler } from '../plugins/ajax.js';
import type { NonceService } from '../security/nonce.js';
import { galleryError } from './galleryErrors.js';
import { buildGalleryContainer, galleryPages } from './galleryModel.js';
import { galleryById } from './galleryQueries.js';

/** Spec 7.4: the ajax action that answers with a gallery container's HTML. */
export const GALLERY_PAGE_ACTION = 'rl-get-gallery-page-content';

const wholeNumber = (max: number) =>
  z
    .string({ error: 'is missing' })
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`);

const positive = (max: number) =>
  wholeNumber(max).refine((value) => value >= 1, 'must be 1 or more');

/**
 * The form fields (spec 7.4). `lang` is Tribune's addition: the language the container is
 * rendered in (default French, the site's language). `preview` is accepted as the contract
 * says; Tribune has no unpublished galleries, so both values show the same.
 */
const fieldsSchema = z.object({
  gallery_id: positive(1_000_000_000),
  gallery_no: positive(1000),
  post_id: wholeNumber(1_000_000_000),
  page: positive(999_999),
  nonce: z.string({ error: 'is missing' }).max(200, 'is too long'),
  preview: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }),
  lightbox: z
    .string({ error: 'is missing' })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1–40 letters, digits, "_" or "-"'),
  lang: z
    .enum(LANGUAGES as unknown as [Lang, ...Lang[]], {
      error: `must be one of ${LANGUAGES.join(', ')}`,
    })
    .optional(),
});

const NONCE_PROBLEMS = {
  missing: 'missing',
  malformed: 'malformed',
  expired: 'expired',
  invalid: 'not valid for this action',
  replayed: 'already used',
  unavailable: 'could not be checked, try again',
} as const;

/**
 * `POST /ajax` with `action=rl-get-gallery-page-content`: validates every field (400 naming
 * the field), the nonce (403), the gallery (404) and the page (404), then answers with the
 * container's HTML, rendered by the same component as the gallery page.
 */
export function galleryAjaxHandler(context: SiteContext, nonces: NonceService): AjaxHandler {
  return async (fields, _request, reply) => {
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'form');
      return send(reply, galleryError('GALLERY_FIELD', { field, problem: issue?.message ?? '' }));
    }
    const input = parsed.data;
    const problem = nonces.check(GALLERY_PAGE_ACTION, input.nonce);
    if (problem)
      return send(reply, galleryError('GALLERY_NONCE', { problem: NONCE_PROBLEMS[problem] }));

    const gallery = await galleryById(context.db, input.lang ?? 'fr', input.gallery_id);
    if (!gallery) return send(reply, galleryError('GALLERY_NOT_FOUND', { id: input.gallery_id }));
    const counts = await galleryPages(context, gallery);
    if (input.page > counts.pageCount) {
      return send(
        reply,
        galleryError('GALLERY_PAGE', { page: input.page, count: counts.pageCount }),
      );
    }

    const model = await buildGalleryContainer(context, gallery, input.page, counts, {
      galleryNo: input.gallery_no,
      postId: input.post_id,
      issueNonce: () => nonces.issue(GALLERY_PAGE_ACTION),
      aboveTheFold: false,
    });
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderGalleryContainerHtml(model));
  };
}

function send(reply: FastifyReply, error: ReturnType<typeof galleryError>) {
  return reply.code(error.status).header('cache-control', 'no-store').send(error.body);
}
