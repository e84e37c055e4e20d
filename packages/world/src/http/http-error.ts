/** An error answered in Spotify's shape: `{ error: { status, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Resource not found') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
