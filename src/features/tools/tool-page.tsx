import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { PageContainer } from '@/components/layout/page-container';
import { toolByName, type ToolName } from './tool-list';
import classes from './tools.module.css';

/** The frame of one tool page: the way back to the tools, the title and what the tool does. */
export function ToolPage({ tool, children }: { tool: ToolName; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const entry = toolByName(tool);
  return (
    <PageContainer className={classes.page}>
      <nav aria-label={t`Breadcrumb`} className={classes.breadcrumb}>
        <AppLink href="/tools">{t`Seller tools`}</AppLink>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{i18n._(entry.name)}</span>
      </nav>
      <h1 className={classes.title}>{i18n._(entry.name)}</h1>
      <p className={classes.intro}>{i18n._(entry.description)}</p>
      {children}
    </PageContainer>
  );
}
