/**
 * The first message of a form field's errors: schema issues (`{ message }`, as zod and TanStack
 * Form give them) or plain strings.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { message } = error as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}

/**
 * What to show at a form for a failed call: the message of the error (the API client's errors
 * carry the server's `msg`, or their translated reason).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
