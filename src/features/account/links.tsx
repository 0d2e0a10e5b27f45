import type { ComponentPropsWithRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine's Anchor as a typed router link: a plain `component={Link}` loses the route types, and
// createLink needs the non-polymorphic props of the element it renders.
function AnchorElement(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

export const AnchorLink = createLink(AnchorElement);
