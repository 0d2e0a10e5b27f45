import type { ComponentPropsWithoutRef } from 'react';
import classes from './page-container.module.css';

/**
 * The site's content column: at most 1200 px wide, centred (spec section 9). A plain `div`, not
 * Mantine's Box: the header uses it, and Box's style-props code would join the first screen.
 */
export function PageContainer({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div {...props} className={[classes.container, className].filter(Boolean).join(' ')} />;
}
