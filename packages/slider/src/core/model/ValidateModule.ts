import {
  formatIssue,
  type ModuleDrop,
  type ModuleIssue,
  parseModule,
  type SliderModule,
} from './ParseModule.js';
import { unsafeIssues } from './Safety.js';

/*
 * Apart from `ParseModule.ts`, which the browser imports as a whole (a dynamic import keeps
 * every export): the browser never refuses data, so these stay out of its chunk.
 */

export class ModuleDataError extends Error {
  readonly issues: readonly ModuleIssue[];
  constructor(issues: readonly ModuleIssue[]) {
    super(`Invalid slider module data:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
    this.name = 'ModuleDataError';
    this.issues = issues;
  }
}

/**
 * The reading for the server and the import command: the same lenient reading as the browser's
 * (`parseModule`), refused only when nothing can be shown or the data is unsafe
 * (`unsafeIssues`). Accepted data comes with every field the reading left out or replaced by
 * its default (`dropped`), for a report; refused data with every problem, each naming its field.
 */
export function validateModule(
  input: unknown,
):
  | { ok: true; module: SliderModule; dropped: ModuleDrop[] }
  | { ok: false; issues: ModuleIssue[] } {
  const unsafe = unsafeIssues(input);
  if (unsafe.length > 0) return { ok: false, issues: unsafe };
  const { module, dropped } = parseModule(input);
  if (!module)
    return { ok: false, issues: dropped.map(({ path, message }) => ({ path, message })) };
  return { ok: true, module, dropped };
}

/** `validateModule`, throwing a `ModuleDataError` that lists every issue when it refuses. */
export function parseModuleStrict(input: unknown): SliderModule {
  const result = validateModule(input);
  if (!result.ok) throw new ModuleDataError(result.issues);
  return result.module;
}
