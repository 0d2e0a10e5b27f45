import {
  failure,
  interaction,
  ok,
  postMultipart,
  withoutSession,
  type FilePart,
} from './support/consumer';
import { describe, it } from 'vitest';
import { uploadFile, uploadFiles } from '@/api/gen/files/files';
import { listOf, uploadedFile } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';

/** A real 1×1 PNG: the server checks the type on the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF, a type AVATAR does not take. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const part = (field: string, filename: string, contentType: string, content: Buffer): FilePart => ({
  field,
  filename,
  contentType,
  content,
});
const asFile = ({ filename, contentType, content }: FilePart) =>
  new File([new Uint8Array(content)], filename, { type: contentType });

const licence = part('file', 'licence.png', 'image/png', PNG);
const products = [
  part('files', 'product-1.png', 'image/png', PNG),
  part('files', 'product-2.png', 'image/png', PNG),
];
const avatarPdf = part('file', 'avatar.pdf', 'application/pdf', PDF);

describe('files', () => {
  it('uploadFile: a business licence image', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'uploadFile: a business licence image',
      request: postMultipart('/File/singleUpload', [licence], { biz: 'LICENSE' }),
      response: ok(uploadedFile('licence.png', 'image/png')),
      call: () => uploadFile({ file: asFile(licence), biz: 'LICENSE' }),
    }));

  it('uploadFile: a type the biz does not take is refused with a message', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'uploadFile: a PDF as an avatar',
      request: postMultipart('/File/singleUpload', [avatarPdf], { biz: 'AVATAR' }),
      response: failure('This file type is not allowed here'),
      call: () => uploadFile({ file: asFile(avatarPdf), biz: 'AVATAR' }),
    }));

  it('uploadFile: 512', () =>
    withoutSession(
      'uploadFile',
      postMultipart('/File/singleUpload', [licence], { biz: 'LICENSE' }),
      () => uploadFile({ file: asFile(licence), biz: 'LICENSE' }),
    ));

  it('uploadFiles: two product images', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'uploadFiles: two product images',
      request: postMultipart('/File/multipartUpload', products, { biz: 'PRODUCT_IMAGE' }),
      response: ok(listOf(uploadedFile('product-1.png', 'image/png'))),
      call: () => uploadFiles({ files: products.map(asFile), biz: 'PRODUCT_IMAGE' }),
    }));

  it('uploadFiles: 512', () =>
    withoutSession(
      'uploadFiles',
      postMultipart('/File/multipartUpload', products, { biz: 'PRODUCT_IMAGE' }),
      () => uploadFiles({ files: products.map(asFile), biz: 'PRODUCT_IMAGE' }),
    ));
});
