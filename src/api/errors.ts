/**
 * Why an API call failed. Every rejection of the client is an `ApiError`, so callers branch on
 * `kind` instead of parsing messages.
 *
 * - `business`: the envelope said `success: false`; `message` is the server's `msg` (or the
 *   translated 'request failed' when it was empty). A toast was shown unless the call was silent.
 * - `session`: code 512. The user was cleared and sent to login; no toast.
 * - `gateway-timeout`: HTTP 504. The app went to the /504 page; no toast.
 * - `http`: another HTTP status. 404 and 500 are silent (the caller shows its own error state);
 *   any other status also showed an error toast.
 * - `network`: the server could not be reached ('server disconnected' toast).
 * - `bad-response`: the body was not the `{code, msg, result, success}` envelope.
 * - `invalid-file`: an upload was refused before sending (type or size).
 */
export type ApiErrorKind =
  'business' | 'session' | 'gateway-timeout' | 'http' | 'network' | 'bad-response' | 'invalid-file';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { code?: number; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
