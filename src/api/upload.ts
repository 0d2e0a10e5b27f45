/**
 * Uploads with progress and cancellation, checked before sending: the type is read from the file's
 * first bytes (magic numbers), never from its name or the browser's guess, and the size against the
 * limit of its `biz` (api-spec/README.md, Uploads). A refused file rejects with
 * `ApiError('invalid-file', message)` and nothing is sent.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sendWithProgress, type UploadProgress } from './client';
import { ApiError } from './errors';
import { getUploadFileUrl } from './gen/files/files';
import type { UploadBiz, UploadedFile } from './gen/model';

export type FileKind = 'jpg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'mov' | 'ms-office' | 'office-xml';

const MB = 1024 * 1024;

interface KindInfo {
  /** How the kind is named to the user. */
  label: string;
  /** MIME types a file picker may filter on (a hint only: the bytes decide). */
  mime: readonly string[];
}

const KINDS: Record<FileKind, KindInfo> = {
  jpg: { label: 'JPG', mime: ['image/jpeg'] },
  png: { label: 'PNG', mime: ['image/png'] },
  webp: { label: 'WEBP', mime: ['image/webp'] },
  pdf: { label: 'PDF', mime: ['application/pdf'] },
  mp4: { label: 'MP4', mime: ['video/mp4'] },
  mov: { label: 'MOV', mime: ['video/quicktime'] },
  'ms-office': { label: 'DOC/XLS', mime: ['application/msword', 'application/vnd.ms-excel'] },
  'office-xml': {
    label: 'DOCX/XLSX',
    mime: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  },
};

export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
}

/** What each `biz` accepts (api-spec/README.md, Uploads). */
export const UPLOAD_RULES: Record<UploadBiz, UploadRule> = {
  AVATAR: { kinds: ['jpg', 'png'], maxBytes: 2 * MB },
  LICENSE: { kinds: ['jpg', 'png'], maxBytes: 2 * MB },
  PRODUCT_IMAGE: { kinds: ['jpg', 'png', 'webp'], maxBytes: 5 * MB },
  PROVIDER_INTRO: { kinds: ['pdf', 'mp4', 'mov'], maxBytes: 100 * MB },
  CUSTOMS_DOC: {
    kinds: ['pdf', 'jpg', 'png', 'ms-office', 'office-xml'],
    maxBytes: 20 * MB,
  },
};

/** MIME types for a picker's `accept` (Mantine Dropzone), e.g. image/jpeg and image/png for LICENSE. */
export function acceptedMimeTypes(biz: UploadBiz): string[] {
  return UPLOAD_RULES[biz].kinds.flatMap((kind) => KINDS[kind].mime);
}

/** The accepted types as the user reads them: 'JPG, PNG'. */
export function acceptedTypesLabel(biz: UploadBiz): string {
  return UPLOAD_RULES[biz].kinds.map((kind) => KINDS[kind].label).join(', ');
}

/** The size limit in whole megabytes: 2 for LICENSE. */
export function maxMegabytes(biz: UploadBiz): number {
  return UPLOAD_RULES[biz].maxBytes / MB;
}

/** Bytes read from the start of a file: enough for every signature below. */
const HEAD_LENGTH = 16;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** QuickTime files may start with any of these atoms instead of `ftyp`. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** The kind of a file from its first bytes, or null when it is none of the kinds the API takes. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, ascii('ftyp'), 4)) {
    return startsWith(head, ascii('qt  '), 8) ? 'mov' : 'mp4';
  }
  if (QUICKTIME_ATOMS.some((atom) => startsWith(head, ascii(atom), 4))) return 'mov';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ms-office';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'office-xml';
  return null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_LENGTH).arrayBuffer());
}

/**
 * Checks a file against the rules of `biz` and answers its kind; rejects with
 * `ApiError('invalid-file', message)` (translated) when it is empty, too large or of another type.
 */
export async function checkUploadFile(file: Blob, biz: UploadBiz): Promise<FileKind> {
  const rule = UPLOAD_RULES[biz];
  if (file.size === 0) {
    throw new ApiError('invalid-file', i18n._(msg`The file is empty.`));
  }
  const kind = detectFileKind(await readHead(file));
  if (kind === null || !rule.kinds.includes(kind)) {
    const types = acceptedTypesLabel(biz);
    throw new ApiError('invalid-file', i18n._(msg`Only ${types} files can be uploaded.`));
  }
  if (file.size > rule.maxBytes) {
    const size = maxMegabytes(biz);
    throw new ApiError('invalid-file', i18n._(msg`The file must be at most ${size} MB.`));
  }
  return kind;
}

export interface UploadOptions {
  biz: UploadBiz;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Reject without the error toast, for a picker that shows the message itself. */
  silent?: boolean;
}

/**
 * Uploads one file (`POST /File/singleUpload`) after `checkUploadFile`, reporting progress and
 * stopping on `signal` (rejecting with an `AbortError` DOMException).
 */
export async function uploadFile(
  file: File,
  { biz, onProgress, signal, silent }: UploadOptions,
): Promise<UploadedFile> {
  await checkUploadFile(file, biz);
  const form = new FormData();
  form.append('file', file);
  form.append('biz', biz);
  return sendWithProgress<UploadedFile>(getUploadFileUrl(), form, { onProgress, signal, silent });
}
