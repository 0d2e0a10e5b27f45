import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/app-link';
import { IconArrowRight, IconWorld } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { TOOLS, type ToolEntry } from './tool-list';
import classes from './tools.module.css';

function ToolCard({ tool }: { tool: ToolEntry }) {
  const { t, i18n } = useLingui();
  const name = i18n._(tool.name);
  if (tool.external) {
    return (
      <a
        href={tool.href}
        target="_blank"
        rel="noopener noreferrer external"
        className={classes.card}
      >
        <span className={classes.cardName}>
          <IconWorld size={18} aria-hidden="true" />
          {name}
          <span className={classes.badge}>{t`External`}</span>
          <span className={classes.srOnly}>{t`(opens in a new tab)`}</span>
        </span>
        <span className={classes.cardText}>{i18n._(tool.description)}</span>
      </a>
    );
  }
  return (
    <AppLink href={tool.href} className={classes.card}>
      <span className={classes.cardName}>
        {name}
        <IconArrowRight size={16} aria-hidden="true" />
      </span>
      <span className={classes.cardText}>{i18n._(tool.description)}</span>
    </AppLink>
  );
}

/** The tools index (`/{lang}/tools`): the tools that run here, then those on other sites. */
export function ToolsIndexPage() {
  const { t } = useLingui();
  const own = TOOLS.filter((tool) => !tool.external);
  const external = TOOLS.filter((tool) => tool.external);
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.title}>{t`Seller tools`}</h1>
      <p className={classes.intro}>
        {t`Calculators and checks that run in your browser. Tools that need live marketplace data open on other sites.`}
      </p>
      <ul className={classes.grid}>
        {own.map((tool) => (
          <li key={tool.href}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
      <h2 className={classes.sectionTitle}>{t`On other sites`}</h2>
      <ul className={classes.grid}>
        {external.map((tool) => (
          <li key={tool.href}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
