import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './market.module.css';

/** The service's HTML description, through DOMPurify (loaded after the first paint). */
export default function ServiceDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classes.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
