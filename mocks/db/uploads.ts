/**
 * Uploaded files. Each gets a stable URL on the mock file host
 * (`https://files.portal.test/<biz>/<id>/<name>`), served by mocks/handlers/files.ts: the bytes
 * while the page lives, then a small persisted thumbnail (images, browser only) or a generated
 * file card. Handlers that take a URL "answered by uploadFile" check it with `isUploadedUrl`.
 * Seeded: demo's business licence.
 */
import type { UploadBiz } from '../../src/api/gen/model';
import { defineCollection } from './store';
import { DEMO_USER_ID } from './users';

export const FILE_HOST = 'https://files.portal.test';

export interface UploadRow {
  id: number;
  userId: number;
  biz: UploadBiz;
  name: string;
  size: number;
  contentType: string;
  url: string;
  /** A small data: URL of an uploaded image (browser only), shown after a reload. */
  thumbnail: string | null;
  createTime: string;
}

export function uploadUrl(biz: UploadBiz, id: number, name: string): string {
  return `${FILE_HOST}/${biz.toLowerCase()}/${id}/${encodeURIComponent(name)}`;
}

export const DEMO_LICENSE_URL = uploadUrl('LICENSE', 1, 'business-licence.jpg');

export const uploads = defineCollection<UploadRow>('uploads', (seed) => [
  {
    id: 1,
    userId: DEMO_USER_ID,
    biz: 'LICENSE',
    name: 'business-licence.jpg',
    size: 834512,
    contentType: 'image/jpeg',
    url: DEMO_LICENSE_URL,
    thumbnail: null,
    createTime: seed.daysAgo(400),
  },
]);

/** True when `url` was answered by an upload (of `userId`, when given). */
export function isUploadedUrl(url: string, userId?: number): boolean {
  return (
    uploads.count((row) => row.url === url && (userId === undefined || row.userId === userId)) > 0
  );
}

/** Bytes of files uploaded since the page loaded (not persisted: localStorage is small). */
export const uploadedBytes = new Map<number, { bytes: ArrayBuffer; contentType: string }>();
