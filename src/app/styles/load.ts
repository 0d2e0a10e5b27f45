let loading: Promise<unknown> | undefined;

/**
 * Loads the rest of Mantine's CSS (full.css) once. The home page renders without it (the
 * first-screen budget); every other page waits for it in its route's `beforeLoad`, and the
 * home page fetches it when the browser is idle, so later navigations do not wait.
 */
export function loadFullStyles(): Promise<unknown> {
  loading ??= import('./full-styles').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
