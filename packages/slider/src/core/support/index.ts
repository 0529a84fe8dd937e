export {
  type ModuleReport,
  type ModuleReportEntry,
  patternOf,
  reportModule,
} from './ModuleReport.js';
export { summariseModuleReport } from './ReportSummary.js';
export { SUPPORT } from './Support.js';
export {
  inUse,
  ruleMatcher,
  type SupportRule,
  type SupportStatus,
  type ValueRule,
} from './SupportRules.js';
