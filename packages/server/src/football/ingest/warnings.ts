import { isKnownStage } from '@tribune/livescore';

/**
 * Spec 4.5 and 8.2: an unknown stage is stored and applied as it is, and logged. The feed is
 * told too, field by field, since it is most likely a typo on its side.
 */
export function unknownStageWarnings(stages: ReadonlyArray<string | undefined>) {
  const unknown: string[] = [];
  const warnings: string[] = [];
  stages.forEach((stage, index) => {
    if (stage === undefined || isKnownStage(stage)) return;
    if (!unknown.includes(stage)) unknown.push(stage);
    warnings.push(`[${index}].stage: unknown stage "${stage}", stored as it is`);
  });
  return { stages: unknown, warnings };
}
