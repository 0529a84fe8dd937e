import type { ProtocolError } from './codes.js';

/**
 * Thrown by RPC handlers (and used inside the server) to answer a command with a protocol
 * error of one's choice. Application codes belong in 400–1999: 100–399 are the protocol's.
 */
export class RealtimeError extends Error implements ProtocolError {
  readonly code: number;
  readonly temporary: boolean;

  constructor(error: ProtocolError);
  constructor(code: number, message: string, temporary?: boolean);
  constructor(codeOrError: number | ProtocolError, message?: string, temporary?: boolean) {
    const e =
      typeof codeOrError === 'number'
        ? { code: codeOrError, message: message ?? '', temporary: temporary ?? false }
        : codeOrError;
    super(e.message);
    this.name = 'RealtimeError';
    this.code = e.code;
    this.temporary = e.temporary ?? false;
  }

  toProtocol(): ProtocolError {
    return this.temporary
      ? { code: this.code, message: this.message, temporary: true }
      : { code: this.code, message: this.message };
  }
}
