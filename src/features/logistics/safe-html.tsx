import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './logistics.module.css';

/** HTML from the API through DOMPurify; loaded lazily, after the first paint. */
export default function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classes.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
