/**
 * Resolves in a task of its own, after what the browser has waiting (input, a frame): work after
 * it is not part of the task before, so that neither blocks the main thread for long (Lighthouse's
 * TBT counts every task over 50 ms after the first paint).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
