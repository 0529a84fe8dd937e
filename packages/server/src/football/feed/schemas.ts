import { z } from 'zod';
import { isRegionCode } from '../countries.js';

/**
 * What the score feed may send (spec 3.6 and 3.7), strictly: an unknown field is an error, so a
 * typo in the provider's integration is reported instead of silently dropped. Messages are
 * written for the provider's developer; `issues.ts` puts the field path in front of them.
 */

/** Items per request; a feed with more splits its batch. */
export const MAX_BATCH_ITEMS = 500;

const slug = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/,
    'expected 1–200 letters, digits, ".", "_", ":" or "-", starting with a letter or digit',
  );

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** Shown as an <img src>: only http(s) URLs and site paths, or "" for "keep the stored one". */
const imageUrl = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .regex(
    /^(?:|https?:\/\/\S+|\/(?![/\\])\S*)$/,
    'expected an http(s) URL, a path starting with "/", or "" to keep the stored image',
  );

const score = z.number().int().min(0, 'must be 0 or more').max(999, 'must be at most 999');

/** Per-period goals, e.g. `{"1": 1, "2": 0}`; the simulator also uses et1, et2 and pen. */
const periods = z.record(
  z.string().regex(/^[A-Za-z0-9_]{1,16}$/, 'period names are 1–16 letters, digits or "_"'),
  score,
);

/** Spec 3.6: "a number or a string"; negative means "no minute" to the widget ('Live'). */
const matchTime = z.union([
  z
    .number()
    .int()
    .min(-999, 'must be between -999 and 999')
    .max(999, 'must be between -999 and 999'),
  text(16),
]);

/** Any stage is accepted (spec 4.5: an unknown one is logged and kept as is). */
const stage = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'expected 1–40 letters, digits, "_" or "-"');

const event = z.strictObject({
  /** The feed's id for the event; a second event with the same id for the match is ignored. */
  id: text(64).optional(),
  type: z
    .string()
    .regex(
      /^[a-z][a-z0-9_]{0,31}$/,
      'expected a lower-case word such as goal, own_goal, yellow_card',
    ),
  minute: matchTime.optional(),
  side: z.enum(['home', 'away']).optional(),
  body: z
    .record(z.string(), z.unknown())
    .refine((body) => JSON.stringify(body).length <= 2000, {
      message: 'must be at most 2000 characters of JSON',
    })
    .optional(),
});

const matchTeam = z.strictObject({
  img: imageUrl,
  abbr: text(8).optional(),
  name: text(100),
  periods: periods.optional(),
  /** Null or absent before kick-off. */
  score: score.nullable().optional(),
});

const league = z.strictObject({
  slug,
  name: text(100),
  country: z.string().trim().max(100, 'must be at most 100 characters'),
  img: imageUrl,
  /** Extension: names the country in every language; derived from an English name otherwise. */
  countryCode: z
    .string()
    .refine(isRegionCode, 'expected an ISO 3166-1 alpha-2 code (FR) or a UN M.49 area (150)')
    .optional(),
});

export const feedMatchSchema = z.strictObject({
  date: z
    .number()
    .int('expected whole unix seconds')
    .min(0, 'expected unix seconds')
    .max(4_102_444_800, 'expected unix seconds (not milliseconds) before 2100'),
  stage,
  slug,
  matchTime: matchTime.nullable().optional(),
  home: matchTeam,
  away: matchTeam,
  league,
  /** Extension: when present, the match's events are replaced by these (a snapshot). */
  events: z.array(event).max(200, 'at most 200 events per match').optional(),
});

const updateSide = z.strictObject({
  score: score.optional(),
  periods: periods.optional(),
});

export const feedUpdateSchema = z.strictObject({
  slug,
  matchTime: matchTime.optional(),
  stage: stage.optional(),
  home: updateSide.optional(),
  away: updateSide.optional(),
  /** Extension: events that happened (goals, cards…), appended to the match's events. */
  events: z.array(event).max(50, 'at most 50 events per update').optional(),
});

const batch = <T extends z.ZodType>(item: T, one: string, many: string) =>
  z
    .array(item)
    .min(1, `expected at least one ${one}`)
    .max(MAX_BATCH_ITEMS, `at most ${MAX_BATCH_ITEMS} ${many} per request; split the batch`);

export const feedMatchesSchema = batch(feedMatchSchema, 'match', 'matches');
export const feedUpdatesSchema = batch(feedUpdateSchema, 'update', 'updates');

export type FeedMatch = z.output<typeof feedMatchSchema>;
export type FeedTeam = FeedMatch['home'];
export type FeedLeague = FeedMatch['league'];
export type FeedUpdate = z.output<typeof feedUpdateSchema>;
export type FeedEvent = NonNullable<FeedUpdate['events']>[number];
