/** Site paths of the service market (without the language prefix), for `AppLink`. */

export function serviceListHref(
  filter: { cid?: number; mid?: number; index?: number } = {},
): string {
  const params = new URLSearchParams();
  if (filter.cid !== undefined) params.set('cid', String(filter.cid));
  if (filter.mid !== undefined) params.set('mid', String(filter.mid));
  if (filter.index !== undefined) params.set('index', String(filter.index));
  const query = params.toString();
  return query ? `/service?${query}` : '/service';
}

export function serviceDetailHref(id: number, packageId?: number): string {
  return packageId === undefined
    ? `/service/detail?id=${id}`
    : `/service/detail?id=${id}&package=${packageId}`;
}

export function serviceOrderHref(id: number, packageId: number): string {
  return `/service/submit?id=${id}&package=${packageId}`;
}
