/** The part of Fastify's (pino's) logger the football services use; tests pass a spy. */
export interface FootballLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
