import { useLingui } from '@lingui/react/macro';
import { Accordion, Button, Divider, Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { SessionUser } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { currentLocale } from '@/i18n/activate';
import { LOCALES } from '@/i18n/locales';
import type { NavItem } from '../navigation';
import { displayName, useLogout } from './account-actions';
import { switchLanguage } from './language-switcher';
import { useLabel } from './top-nav';
import classes from './header.module.css';

export interface MobileMenuDrawerProps {
  items: NavItem[];
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}

/**
 * The mobile header's drawer: navigation, languages and the account (spec section 9, mobile).
 * Loaded on first use (mobile-menu-button.tsx), so desktop pages never download it.
 */
export default function MobileMenuDrawer({
  items,
  user,
  opened,
  onClose: close,
}: MobileMenuDrawerProps) {
  const { t } = useLingui();
  const label = useLabel();
  const signOut = useLogout();
  const active = currentLocale();
  // Following any link of the drawer closes it.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="85%"
        title={t`Menu`}
        closeButtonProps={{ 'aria-label': t`Close menu` }}
        classNames={{ body: classes.drawerBody }}
      >
        <Stack gap="md" onClick={closeOnLink}>
          {user.isLogin ? (
            <Stack gap={4}>
              <Text fw={600}>{displayName(user)}</Text>
              <SimpleGrid cols={2} spacing="xs">
                <Button component={AppLink} href="/personal/info" variant="light" size="sm">
                  {t`Personal info`}
                </Button>
                <Button component={AppLink} href="/personal/order" variant="light" size="sm">
                  {t`Order list`}
                </Button>
                <Button component={AppLink} href="/personal/message" variant="light" size="sm">
                  {t`Message centre`}
                </Button>
                <Button variant="default" size="sm" onClick={() => void signOut()}>
                  {t`Log out`}
                </Button>
              </SimpleGrid>
            </Stack>
          ) : (
            <SimpleGrid cols={2} spacing="xs">
              <Button component={AppLink} href="/login" variant="default">
                {t`Log in`}
              </Button>
              <Button component={AppLink} href="/register">
                {t`Register`}
              </Button>
            </SimpleGrid>
          )}
          <Divider />
          <nav aria-label={t`Main navigation`}>
            <AppLink href="/" className={classes.drawerLink}>
              {t`Home`}
            </AppLink>
            <Accordion variant="default" chevronPosition="right">
              {items.map((item) => {
                const name = label(item.name);
                if (item.groups.length === 0 && item.type !== 'service' && item.url) {
                  return (
                    <AppLink key={item.index} href={item.url} className={classes.drawerLink}>
                      {name}
                    </AppLink>
                  );
                }
                return (
                  <Accordion.Item key={item.index} value={String(item.index)}>
                    <Accordion.Control className={classes.drawerControl}>
                      {name}
                      {item.tag && <span className={classes.tag}>{label(item.tag)}</span>}
                    </Accordion.Control>
                    <Accordion.Panel>
                      {item.url && (
                        <AppLink href={item.url} className={classes.drawerSubLink}>
                          {name}
                        </AppLink>
                      )}
                      {item.groups.map((group, index) => (
                        <div key={index}>
                          <Text size="xs" c="gray.7" mt="xs" fw={600}>
                            {label(group.title)}
                          </Text>
                          {group.list.map((entry) => (
                            <AppLink
                              key={entry.url}
                              href={entry.url}
                              className={classes.drawerSubLink}
                            >
                              {label(entry.name)}
                            </AppLink>
                          ))}
                        </div>
                      ))}
                      {item.type === 'service' && (
                        <AppLink href="/service" className={classes.drawerSubLink}>
                          {t`Browse all services`}
                        </AppLink>
                      )}
                      {item.settle && (
                        <AppLink href={item.settle.url} className={classes.drawerSubLink}>
                          {label(item.settle.name)}
                        </AppLink>
                      )}
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </nav>
          <Divider label={t`Language`} labelPosition="left" />
          <SimpleGrid cols={2} spacing="xs">
            {LOCALES.map((locale) => (
              <Button
                key={locale.slug}
                lang={locale.bcp47}
                variant={locale.slug === active.slug ? 'filled' : 'default'}
                aria-pressed={locale.slug === active.slug}
                onClick={() => {
                  if (locale.slug !== active.slug) switchLanguage(locale);
                }}
              >
                {locale.name}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      </Drawer>
    </>
  );
}
