import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
  ref?: Ref<HTMLAnchorElement>;
};

/** Mantine `Button` as a typed router link (`component={Link}` would lose the route types). */
export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => (
  <Button component="a" {...props} />
));

/** Mantine `Anchor` as a typed router link. */
export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => (
  <Anchor {...props} />
));
