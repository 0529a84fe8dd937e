/**
 * Engine-6 data as engine-7 data (issue 4, item 7): a pure mapping with a report. See README.md
 * in this folder for the supported engine-6 shape.
 */
export {
  type MigratedModule,
  type MigrateOptions,
  type MigrationResult,
  migrateV6Module,
} from './MigrateModule.js';
export type { SlideEntry } from './MigrateSlide.js';
export {
  type GroupedEntry,
  groupEntries,
  type MappedRule,
  type MigrationReport,
  pathPattern,
  type RemappedId,
  type ReportEntry,
  summariseReport,
  type V6Format,
} from './Report.js';
export { v6SlideIds } from './SlideIds.js';
export {
  isV6Module,
  type NavigationStyle,
  readV6Envelope,
  type V6Envelope,
  type V6IdMap,
} from './V6Module.js';
