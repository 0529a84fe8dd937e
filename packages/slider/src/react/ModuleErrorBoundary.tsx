import { Component, type ReactNode } from 'react';
import { consoleLogger, type Logger } from '../core/Messages.js';

/**
 * Around every module: a module that fails while rendering renders nothing and says why in the
 * console; the page around it carries on (design.md section 6).
 */
export class ModuleErrorBoundary extends Component<
  { name: string; logger?: Logger | undefined; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const logger = this.props.logger ?? consoleLogger;
    logger.error(`${this.props.name}: the slider module could not be shown`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
