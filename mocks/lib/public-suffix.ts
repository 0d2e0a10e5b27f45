/**
 * Stands in for `tldts` in the offline build (aliased in vite.config.ts). MSW keeps the mock
 * backend's cookies with tough-cookie, which asks tldts for a host's registrable domain, through
 * a 250 KB list of public suffixes, to refuse cookies set on a suffix such as `co.uk`. The mock
 * backend sets its cookies for the page's own host (no Domain attribute): 127.0.0.1, localhost or
 * a demo server. For those, the last two labels of a name are answer enough; an IP address or a
 * single label has no registrable domain, as tldts says too. Without this, the list would be a
 * third of the offline backend's download.
 */
export function getDomain(hostname: string): string | null {
  const name = hostname.replace(/\.$/, '');
  if (/^[\d.]+$/.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
