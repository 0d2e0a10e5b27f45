import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** HTML from the API through the app's one sanitiser; loaded by `SafeHtml`, after the paint. */
export default function SafeHtmlView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
