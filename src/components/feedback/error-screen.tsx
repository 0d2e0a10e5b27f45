import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { Logo } from '@/components/site/logo';
import classes from './error-screen.module.css';

export interface ErrorScreenProps {
  /** HTTP-like status shown large (404, 500, 504). */
  code: number;
  title: ReactNode;
  description?: ReactNode;
  /** Extra actions next to 'Back to home'. */
  actions?: ReactNode;
  /**
   * A page of its own (top-level /404, /500, /504 and unmatched paths) with the logo; otherwise
   * the error sits inside a layout, under its header.
   */
  fullPage?: boolean;
}

/** A full-page error state (spec section 2.9): the status, what happened, and a way home. */
export function ErrorScreen({ code, title, description, actions, fullPage }: ErrorScreenProps) {
  const { t } = useLingui();
  const panel = (
    <div className={classes.panel} data-testid="error-screen">
      <p className={classes.code} aria-hidden="true">
        {code}
      </p>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" className={classes.description}>
          {description}
        </Text>
      )}
      <Group justify="center" mt="xl">
        <Button component={AppLink} href="/" size="md">
          <Trans>Back to home</Trans>
        </Button>
        {actions}
      </Group>
    </div>
  );
  if (!fullPage) return <section className={classes.inline}>{panel}</section>;
  return (
    <main className={classes.page}>
      <AppLink href="/" className={classes.brand} title={t`Home`}>
        <Logo />
      </AppLink>
      {panel}
    </main>
  );
}

/** 404 and unmatched routes (spec section 8: 'page not found'). */
export function NotFoundScreen({ fullPage }: { fullPage?: boolean }) {
  return (
    <ErrorScreen
      fullPage={fullPage}
      code={404}
      title={<Trans>Page does not exist</Trans>}
      description={
        <Trans>Visit page not found. Check the address, or start again from home.</Trans>
      }
    />
  );
}

/** The /504 page: the gateway gave up waiting for the server. */
export function GatewayTimeoutScreen({ fullPage }: { fullPage?: boolean }) {
  return (
    <ErrorScreen
      fullPage={fullPage}
      code={504}
      title={<Trans>The server took too long to respond</Trans>}
      description={
        <Trans>The service is busy or under maintenance. Please try again in a moment.</Trans>
      }
      actions={
        <Button variant="default" size="md" onClick={() => window.history.back()}>
          <Trans>Go back and retry</Trans>
        </Button>
      }
    />
  );
}

/** The /500 page and other server failures: shows the message when there is one. */
export function ServerErrorScreen({ message, fullPage }: { message?: string; fullPage?: boolean }) {
  return (
    <ErrorScreen
      fullPage={fullPage}
      code={500}
      title={<Trans>Server error</Trans>}
      description={
        message || <Trans>Content failed to load, please refresh and try again later</Trans>
      }
    />
  );
}
