import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The personal-centre menu in a drawer, for phones (loaded on first use by personal-menu.tsx). */
export default function PersonalMenuDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Personal centre`}
      size="80%"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <nav aria-label={t`Personal centre`}>{children}</nav>
    </Drawer>
  );
}
