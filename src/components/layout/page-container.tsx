import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-container.module.css';

/** The site's content column: at most 1200 px wide, centred (spec section 9). */
export function PageContainer({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box {...props} className={[classes.container, props.className].filter(Boolean).join(' ')}>
      {children}
    </Box>
  );
}
