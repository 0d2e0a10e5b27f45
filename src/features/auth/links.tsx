import type { ComponentPropsWithRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine parts as typed router links: a plain `component={Link}` loses the route types, and
// createLink needs the non-polymorphic props of the element it renders.
function AnchorElement(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

function ButtonElement(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(AnchorElement);
export const ButtonLink = createLink(ButtonElement);
