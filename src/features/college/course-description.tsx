import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './course-pages.module.css';

/** The course introduction's HTML, through DOMPurify (loaded after the first paint). */
export default function CourseDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classes.description} dangerouslySetInnerHTML={{ __html: clean }} />;
}
