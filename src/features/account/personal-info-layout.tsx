import type { ReactNode } from 'react';
import { Paper, Tabs, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import readable from './readable.module.css';

export const PERSONAL_INFO_TABS = ['profile', 'security', 'certification'] as const;
export type PersonalInfoTab = (typeof PERSONAL_INFO_TABS)[number];

export interface PersonalInfoLayoutProps {
  tab: PersonalInfoTab;
  onTabChange: (tab: PersonalInfoTab) => void;
  /** The active section (its own route: /personal/info, /security, /certification). */
  children: ReactNode;
}

/** `/{lang}/personal/info`: account info, security settings and enterprise certification. */
export function PersonalInfoLayout({ tab, onTabChange, children }: PersonalInfoLayoutProps) {
  const { t } = useLingui();
  return (
    <Paper p="lg" withBorder className={readable.readable}>
      <Title order={1} size="h3" mb="md">
        {t`Personal info`}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = PERSONAL_INFO_TABS.find((candidate) => candidate === value);
          if (next) onTabChange(next);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t`Account info`}</Tabs.Tab>
          <Tabs.Tab value="security">{t`Security settings`}</Tabs.Tab>
          <Tabs.Tab value="certification">{t`Enterprise certification`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab}>{children}</Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
