import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/errors';
import { ErrorScreen, GatewayTimeoutScreen, NotFoundScreen } from './error-screen';
import { isChunkLoadError } from './chunk-reload';

/** The status an error stands for (spec section 8: 'status defaults to 500'). */
export function errorStatus(error: unknown): number {
  if (isApiError(error)) {
    if (error.kind === 'gateway-timeout') return 504;
    if (error.details.status && error.details.status >= 400) return error.details.status;
  }
  return 500;
}

/** A route's error: its message (spec section 8), a way home and a retry. */
export function RouteErrorScreen({
  error,
  reset,
  fullPage,
}: ErrorComponentProps & { fullPage?: boolean }) {
  useEffect(() => console.error(error), [error]);
  const status = errorStatus(error);
  if (status === 404) return <NotFoundScreen fullPage={fullPage} />;
  if (status === 504) return <GatewayTimeoutScreen fullPage={fullPage} />;
  const message = error instanceof Error && !isChunkLoadError(error) ? error.message : null;
  return (
    <ErrorScreen
      fullPage={fullPage}
      code={status}
      title={<Trans>Something went wrong</Trans>}
      description={
        message || <Trans>Content failed to load, please refresh and try again later</Trans>
      }
      actions={
        <Button variant="default" size="md" onClick={reset}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
