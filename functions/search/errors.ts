/** An error answered in the provider's shape, `{ message, status }`, with its 4xx status. */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
