import { describe } from 'vitest';
import { engineBehaviour } from '../test-support/engine-suite.js';
import { MemoryEngine } from './memory.js';

describe('memory engine', () => {
  engineBehaviour(
    ({ clock, historyMetaTtl }) => new MemoryEngine({ clock, historyMetaTtl, sweepInterval: 1000 }),
  );
});
