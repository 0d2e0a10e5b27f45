/**
 * files: single and multiple uploads (types checked on the content, limits per biz, all or
 * nothing), and the mock file host that serves what was uploaded.
 */
import type {
  UploadBiz,
  UploadedFile,
  UploadFile200,
  UploadFiles200,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import { check, fail, op, rawOp, requireFields, requireUser, type Ctx } from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { FILE_HOST, uploadedBytes, uploads, uploadUrl, type UploadRow } from '../db/uploads';

const MB = 1024 * 1024;

type Kind = 'jpg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'mov' | 'doc' | 'docx' | 'xls' | 'xlsx';

const RULES: Record<UploadBiz, { kinds: Kind[]; maxBytes: number }> = {
  AVATAR: { kinds: ['jpg', 'png'], maxBytes: 2 * MB },
  LICENSE: { kinds: ['jpg', 'png'], maxBytes: 2 * MB },
  PRODUCT_IMAGE: { kinds: ['jpg', 'png', 'webp'], maxBytes: 5 * MB },
  PROVIDER_INTRO: { kinds: ['pdf', 'mp4', 'mov'], maxBytes: 100 * MB },
  CUSTOMS_DOC: { kinds: ['pdf', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx'], maxBytes: 20 * MB },
};

const CONTENT_TYPES: Record<Kind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FILE_MSG = {
  type: (kinds: Kind[]) =>
    l10n(
      `文件类型不支持，仅支持 ${kinds.join('、')}`,
      `檔案類型不支援，僅支援 ${kinds.join('、')}`,
      `This file type is not allowed; allowed: ${kinds.join(', ')}`,
      `Tipo de ficheiro não permitido; permitidos: ${kinds.join(', ')}`,
    ),
  size: (maxBytes: number) =>
    l10n(
      `文件大小不能超过 ${maxBytes / MB} MB`,
      `檔案大小不能超過 ${maxBytes / MB} MB`,
      `The file must be at most ${maxBytes / MB} MB`,
      `O ficheiro deve ter no máximo ${maxBytes / MB} MB`,
    ),
  empty: l10n('文件为空', '檔案為空', 'The file is empty', 'O ficheiro está vazio'),
  count: l10n(
    '一次最多上传 9 个文件',
    '一次最多上傳 9 個檔案',
    'At most 9 files can be uploaded at once',
    'Pode carregar no máximo 9 ficheiros de cada vez',
  ),
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the content is, by its magic bytes (Office formats also by the name's extension). */
export function sniff(bytes: Uint8Array, name: string): Kind | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 10) === 'qt' ? 'mov' : 'mp4';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return extension === 'xls' ? 'xls' : 'doc';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (extension === 'docx') return 'docx';
    if (extension === 'xlsx') return 'xlsx';
  }
  return null;
}

const BIZ = Object.keys(RULES) as UploadBiz[];

function readBiz(ctx: Ctx): UploadBiz {
  const biz = BIZ.find((value) => value === ctx.str('biz'));
  if (!biz) fail(invalidMessage(LABEL.biz), 400);
  return biz;
}

interface Checked {
  file: File;
  bytes: ArrayBuffer;
  contentType: string;
}

async function checkFile(file: File, biz: UploadBiz): Promise<Checked> {
  const rule = RULES[biz];
  check(file.size > 0, FILE_MSG.empty, 400);
  check(file.size <= rule.maxBytes, FILE_MSG.size(rule.maxBytes), 413);
  const bytes = await file.arrayBuffer();
  const kind = sniff(new Uint8Array(bytes.slice(0, 16)), file.name);
  if (!kind || !rule.kinds.includes(kind)) fail(FILE_MSG.type(rule.kinds), 415);
  return { file, bytes, contentType: CONTENT_TYPES[kind] };
}

/** A small JPEG data URL of an image, so it still shows after a reload (browser only). */
async function thumbnailOf(checked: Checked): Promise<string | null> {
  if (!checked.contentType.startsWith('image/')) return null;
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined')
    return null;
  try {
    const bitmap = await createImageBitmap(
      new Blob([checked.bytes], { type: checked.contentType }),
    );
    const scale = Math.min(1, 480 / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    const base64 = btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
    return `data:image/jpeg;base64,${base64}`;
  } catch {
    return null;
  }
}

async function store(userId: number, biz: UploadBiz, checked: Checked): Promise<UploadedFile> {
  const thumbnail = await thumbnailOf(checked);
  const row = uploads.insert({
    userId,
    biz,
    name: checked.file.name,
    size: checked.file.size,
    contentType: checked.contentType,
    url: '',
    thumbnail,
    createTime: formatDateTime(clock.nowMs()),
  });
  const url = uploadUrl(biz, row.id, checked.file.name);
  uploads.update(row.id, { url });
  uploadedBytes.set(row.id, { bytes: checked.bytes, contentType: checked.contentType });
  return {
    url,
    name: checked.file.name,
    size: checked.file.size,
    contentType: checked.contentType,
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file card for a file whose bytes are gone (after a reload) or never were (seeds). */
function fileCard(row: Readonly<UploadRow> | undefined, name: string): string {
  const label = escapeXml(row?.name ?? name);
  const kind = escapeXml((row?.contentType ?? 'file').split('/').pop()?.toUpperCase() ?? 'FILE');
  const licence = row?.biz === 'LICENSE';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340" viewBox="0 0 480 340">` +
    `<rect width="480" height="340" fill="${licence ? '#fdf6e3' : '#eef2f7'}"/>` +
    `<rect x="16" y="16" width="448" height="308" fill="none" stroke="${licence ? '#b45309' : '#94a3b8'}" stroke-width="4"/>` +
    (licence
      ? `<text x="240" y="78" font-family="serif" font-size="34" text-anchor="middle" fill="#7c2d12">营 业 执 照</text>` +
        `<text x="240" y="112" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#7c2d12">BUSINESS LICENCE</text>` +
        `<circle cx="388" cy="250" r="42" fill="none" stroke="#b91c1c" stroke-width="4"/>`
      : `<text x="240" y="150" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#334155">${kind}</text>`) +
    `<text x="240" y="${licence ? 300 : 210}" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#334155">${label}</text>` +
    `</svg>`
  );
}

function dataUrlResponse(dataUrl: string): Response {
  const [meta = '', base64 = ''] = dataUrl.split(',', 2);
  const contentType = meta.replace(/^data:/, '').replace(/;base64$/, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Response(bytes, { headers: { 'Content-Type': contentType } });
}

export const handlers = [
  op<UploadFile200>('post', '/File/singleUpload', async (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { file: LABEL.file, biz: LABEL.biz });
    const biz = readBiz(ctx);
    const file = ctx.file('file');
    check(file, FILE_MSG.empty, 400);
    return store(user.id, biz, await checkFile(file, biz));
  }),

  op<UploadFiles200>('post', '/File/multipartUpload', async (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { files: LABEL.file, biz: LABEL.biz });
    const biz = readBiz(ctx);
    const files = ctx.files('files');
    check(files.length > 0, FILE_MSG.empty, 400);
    check(files.length <= 9, FILE_MSG.count, 400);
    const checked: Checked[] = [];
    for (const file of files) checked.push(await checkFile(file, biz));
    const stored: UploadedFile[] = [];
    for (const item of checked) stored.push(await store(user.id, biz, item));
    return stored;
  }),

  rawOp('get', `${FILE_HOST}/:biz/:id/:name`, (_request, params) => {
    const id = Number(params.id);
    const held = uploadedBytes.get(id);
    if (held) return new Response(held.bytes, { headers: { 'Content-Type': held.contentType } });
    const row = uploads.get(id);
    if (row?.thumbnail) return dataUrlResponse(row.thumbnail);
    return new Response(fileCard(row, decodeURIComponent(params.name ?? '')), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
];
