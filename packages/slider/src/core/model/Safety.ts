import { isRecord } from './Normalise.js';
import type { ModuleIssue } from './ParseModule.js';

/**
 * What makes module data unsafe to keep, whatever the lenient reading could make of it: keys
 * that would set an object's prototype in code that copies data naively (`__proto__`,
 * `constructor.prototype`), and sizes no real module has (nesting, slide and layer counts,
 * text length, values in all) that would only cost the server and every reader time and
 * memory. The real modules of the fixtures stay far inside (the largest, 2 MB with 10 slides,
 * has 57,000 values; the most layers in a slide are 59, the deepest nesting 13).
 */
export const MODULE_LIMITS = {
  /** Objects and lists inside one another. */
  depth: 40,
  /** Slides, static ones included. */
  slides: 2000,
  /** Layers of one slide. */
  layers: 2000,
  /** Characters of one text value (an inline SVG or a data URL is long, not this long). */
  text: 1_000_000,
  /** Values (numbers, texts, flags, nulls) in the whole module. */
  values: 2_000_000,
} as const;

/** Every reason the data must be refused as unsafe, each at its path; empty when none. */
export function unsafeIssues(input: unknown): ModuleIssue[] {
  const issues: ModuleIssue[] = [];
  let values = 0;
  const walk = (value: unknown, path: string[], depth: number): void => {
    if (issues.length >= 50) return;
    if (depth > MODULE_LIMITS.depth) {
      issues.push({
        path: path.join('.'),
        message: `nested more than ${MODULE_LIMITS.depth} levels deep`,
      });
      return;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) walk(value[i], [...path, String(i)], depth + 1);
      return;
    }
    if (isRecord(value)) {
      for (const key of Object.keys(value)) {
        const at = [...path, key];
        if (key === '__proto__' || (key === 'prototype' && path.at(-1) === 'constructor')) {
          issues.push({
            path: at.join('.'),
            message: `a "${key}" key, which could change the prototype of objects made from this data`,
          });
          continue;
        }
        walk(value[key], at, depth + 1);
      }
      return;
    }
    values++;
    if (typeof value === 'string' && value.length > MODULE_LIMITS.text) {
      issues.push({
        path: path.join('.'),
        message: `a text of ${value.length} characters (at most ${MODULE_LIMITS.text})`,
      });
    }
  };
  walk(input, [], 0);
  if (values > MODULE_LIMITS.values) {
    issues.push({ path: '', message: `${values} values (at most ${MODULE_LIMITS.values})` });
  }
  if (isRecord(input)) issues.push(...countIssues(input.slides));
  return issues;
}

function countIssues(slides: unknown): ModuleIssue[] {
  const list = Array.isArray(slides) ? slides : isRecord(slides) ? Object.values(slides) : [];
  const keys = isRecord(slides) ? Object.keys(slides) : list.map((_, i) => String(i));
  if (list.length > MODULE_LIMITS.slides) {
    return [{ path: 'slides', message: `${list.length} slides (at most ${MODULE_LIMITS.slides})` }];
  }
  const issues: ModuleIssue[] = [];
  list.forEach((slide, i) => {
    const layers = isRecord(slide) ? slide.layers : undefined;
    const count = Array.isArray(layers)
      ? layers.length
      : isRecord(layers)
        ? Object.keys(layers).length
        : 0;
    if (count > MODULE_LIMITS.layers) {
      issues.push({
        path: `slides.${keys[i]}.layers`,
        message: `${count} layers (at most ${MODULE_LIMITS.layers} a slide)`,
      });
    }
  });
  return issues;
}
