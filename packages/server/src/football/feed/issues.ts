import type { z } from 'zod';

/** One thing wrong with a feed body: where (`[2].home.score`) and what. */
export interface FeedIssue {
  path: string;
  message: string;
}

/** Beyond this many, the answer stops listing: the first ones are enough to fix the feed. */
export const MAX_REPORTED_ISSUES = 50;

/** `[2].home.score`; the body itself is `(body)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key))
      text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text || '(body)';
}

const ARTICLES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};

function expectedText(expected: string): string {
  return ARTICLES[expected] ?? expected;
}

/** Zod issues as messages a person can act on, one per field, unknown fields named one by one. */
export function formatIssues(error: z.ZodError): FeedIssue[] {
  const issues: FeedIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        issues.push({ path: formatPath([...issue.path, key]), message: 'unknown field' });
      }
      continue;
    }
    issues.push({ path: formatPath(issue.path), message: describe(issue) });
  }
  return issues.slice(0, MAX_REPORTED_ISSUES);
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // With `reportInput`, a missing field is the one issue without an input.
      if (issue.input === undefined) return 'is required';
      // A number that is not whole: the schema's own wording when it has one.
      if (issue.expected === 'int' && !issue.message.startsWith('Invalid input')) {
        return issue.message;
      }
      return `expected ${expectedText(issue.expected)}`;
    case 'invalid_union': {
      const expected = issue.errors.flatMap((branch) =>
        branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0
          ? [expectedText(branch[0].expected)]
          : [],
      );
      if (issue.input === undefined) return 'is required';
      return expected.length === issue.errors.length
        ? `expected ${expected.join(' or ')}`
        : issue.message;
    }
    case 'invalid_value':
      if (issue.input === undefined) return 'is required';
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_key':
      return issue.issues[0]?.message ?? issue.message;
    default:
      return issue.message;
  }
}

/** `[2].home.score: expected a number; [3].slug: is required` (the first few). */
export function summarizeIssues(issues: readonly FeedIssue[], shown = 5): string {
  const listed = issues
    .slice(0, shown)
    .map((issue) => `${issue.path}: ${issue.message}`)
    .join('; ');
  const more = issues.length - shown;
  return more > 0 ? `${listed} (and ${more} more)` : listed;
}
