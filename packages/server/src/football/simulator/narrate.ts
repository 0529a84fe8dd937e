import type { FeedUpdate } from '../feed/schemas.js';

/**
 * One line for an update worth telling a person (the CLI prints them): a stage change, a goal,
 * a shoot-out kick. A bare minute tick tells nothing and gives undefined.
 */
export function narrate(update: FeedUpdate): string | undefined {
  const parts: string[] = [];
  if (update.stage) parts.push(update.stage);
  for (const event of update.events ?? []) {
    if (event.type === 'yellow_card') continue;
    const minute = event.minute !== undefined ? ` ${event.minute}'` : '';
    parts.push(`${event.type.replace(/_/g, ' ')} ${event.side ?? ''}${minute}`.trim());
  }
  const scored = update.home?.score !== undefined && update.away?.score !== undefined;
  if (parts.length === 0) return undefined;
  if (scored && update.stage) parts.push(`${update.home!.score}-${update.away!.score}`);
  return `${update.slug}: ${parts.join(', ')}`;
}
