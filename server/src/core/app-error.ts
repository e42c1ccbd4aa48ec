/** The one error type the services throw: a code from the contract, a message, optional data for the web. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** business codes travel with HTTP 200 unless told otherwise (e.g. 429 for rate limits) */
    readonly httpStatus: number = code >= 10000 ? 200 : code,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
