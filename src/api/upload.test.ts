import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  acceptedMimeTypes,
  acceptedTypesLabel,
  checkUploadFile,
  detectFileKind,
  maxMegabytes,
  uploadFile,
} from './upload';

const MB = 1024 * 1024;

const SIGNATURES = {
  jpg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d],
  webp: [...bytes('RIFF'), 0x24, 0x00, 0x00, 0x00, ...bytes('WEBPVP8 ')],
  pdf: bytes('%PDF-1.7\n'),
  mp4: [0x00, 0x00, 0x00, 0x20, ...bytes('ftypisom'), 0x00, 0x00, 0x02, 0x00],
  mov: [0x00, 0x00, 0x00, 0x14, ...bytes('ftypqt  '), 0x20, 0x05, 0x03, 0x00],
  movAtom: [0x00, 0x00, 0x00, 0x08, ...bytes('wide'), 0x00, 0x00, 0x00, 0x00],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00],
  docx: [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
  gif: bytes('GIF89a'),
  html: bytes('<!doctype html><p>'),
  exe: [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00],
};

function bytes(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** A file whose content starts with `head` and has `size` bytes, whatever its name and type say. */
function fileOf(head: number[], size = 1024, name = 'upload.bin', type = ''): File {
  const content = new Uint8Array(Math.max(size, 0));
  content.set(head.slice(0, size));
  return new File([content], name, { type });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('invalid-file');
  return error as ApiError;
}

describe('detectFileKind (magic numbers)', () => {
  it('recognises every kind the API takes', () => {
    expect(detectFileKind(new Uint8Array(SIGNATURES.jpg))).toBe('jpg');
    expect(detectFileKind(new Uint8Array(SIGNATURES.png))).toBe('png');
    expect(detectFileKind(new Uint8Array(SIGNATURES.webp))).toBe('webp');
    expect(detectFileKind(new Uint8Array(SIGNATURES.pdf))).toBe('pdf');
    expect(detectFileKind(new Uint8Array(SIGNATURES.mp4))).toBe('mp4');
    expect(detectFileKind(new Uint8Array(SIGNATURES.mov))).toBe('mov');
    expect(detectFileKind(new Uint8Array(SIGNATURES.movAtom))).toBe('mov');
    expect(detectFileKind(new Uint8Array(SIGNATURES.doc))).toBe('ms-office');
    expect(detectFileKind(new Uint8Array(SIGNATURES.docx))).toBe('office-xml');
  });

  it('answers null for anything else, including truncated signatures', () => {
    expect(detectFileKind(new Uint8Array(SIGNATURES.gif))).toBeNull();
    expect(detectFileKind(new Uint8Array(SIGNATURES.html))).toBeNull();
    expect(detectFileKind(new Uint8Array(SIGNATURES.exe))).toBeNull();
    expect(detectFileKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectFileKind(new Uint8Array(SIGNATURES.png.slice(0, 7)))).toBeNull();
    expect(detectFileKind(new Uint8Array(bytes('RIFF1234WAVE')))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });
});

describe('checkUploadFile: the rules per biz', () => {
  it('LICENSE and AVATAR take jpg and png up to 2 MB', async () => {
    for (const biz of ['LICENSE', 'AVATAR'] as const) {
      await expect(checkUploadFile(fileOf(SIGNATURES.jpg), biz)).resolves.toBe('jpg');
      await expect(checkUploadFile(fileOf(SIGNATURES.png, 2 * MB), biz)).resolves.toBe('png');
      const large = await refusal(checkUploadFile(fileOf(SIGNATURES.png, 2 * MB + 1), biz));
      expect(large.message).toBe('The file must be at most 2 MB.');
      const webp = await refusal(checkUploadFile(fileOf(SIGNATURES.webp), biz));
      expect(webp.message).toBe('Only JPG, PNG files can be uploaded.');
    }
  });

  it('reads the bytes, not the name or the declared type', async () => {
    const disguised = fileOf(SIGNATURES.html, 200, 'licence.jpg', 'image/jpeg');
    expect((await refusal(checkUploadFile(disguised, 'LICENSE'))).message).toBe(
      'Only JPG, PNG files can be uploaded.',
    );
    const misnamed = fileOf(SIGNATURES.png, 200, 'licence.txt', 'text/plain');
    await expect(checkUploadFile(misnamed, 'LICENSE')).resolves.toBe('png');
  });

  it('PRODUCT_IMAGE adds webp, up to 5 MB', async () => {
    await expect(checkUploadFile(fileOf(SIGNATURES.webp, 5 * MB), 'PRODUCT_IMAGE')).resolves.toBe(
      'webp',
    );
    const large = await refusal(
      checkUploadFile(fileOf(SIGNATURES.jpg, 5 * MB + 1), 'PRODUCT_IMAGE'),
    );
    expect(large.message).toBe('The file must be at most 5 MB.');
  });

  it('PROVIDER_INTRO takes pdf or video up to 100 MB', async () => {
    await expect(checkUploadFile(fileOf(SIGNATURES.pdf), 'PROVIDER_INTRO')).resolves.toBe('pdf');
    await expect(checkUploadFile(fileOf(SIGNATURES.mp4), 'PROVIDER_INTRO')).resolves.toBe('mp4');
    await expect(checkUploadFile(fileOf(SIGNATURES.mov), 'PROVIDER_INTRO')).resolves.toBe('mov');
    const image = await refusal(checkUploadFile(fileOf(SIGNATURES.jpg), 'PROVIDER_INTRO'));
    expect(image.message).toBe('Only PDF, MP4, MOV files can be uploaded.');
    const large = await refusal(
      checkUploadFile(fileOf(SIGNATURES.pdf, 100 * MB + 1), 'PROVIDER_INTRO'),
    );
    expect(large.message).toBe('The file must be at most 100 MB.');
  });

  it('CUSTOMS_DOC takes pdf, images and Office files up to 20 MB', async () => {
    await expect(checkUploadFile(fileOf(SIGNATURES.doc), 'CUSTOMS_DOC')).resolves.toBe('ms-office');
    await expect(checkUploadFile(fileOf(SIGNATURES.docx), 'CUSTOMS_DOC')).resolves.toBe(
      'office-xml',
    );
    await expect(checkUploadFile(fileOf(SIGNATURES.pdf), 'CUSTOMS_DOC')).resolves.toBe('pdf');
    await refusal(checkUploadFile(fileOf(SIGNATURES.mp4), 'CUSTOMS_DOC'));
    await refusal(checkUploadFile(fileOf(SIGNATURES.pdf, 20 * MB + 1), 'CUSTOMS_DOC'));
  });

  it('refuses an empty file', async () => {
    expect((await refusal(checkUploadFile(fileOf([], 0), 'LICENSE'))).message).toBe(
      'The file is empty.',
    );
  });
});

describe('uploadFile', () => {
  it('refuses before sending anything', async () => {
    // Node has no XMLHttpRequest: reaching the transport would throw a ReferenceError instead.
    const error = await refusal(uploadFile(fileOf(SIGNATURES.gif), { biz: 'LICENSE' }));
    expect(error.message).toBe('Only JPG, PNG files can be uploaded.');
  });
});

describe('picker hints', () => {
  it('lists MIME types, labels and limits per biz', () => {
    expect(acceptedMimeTypes('LICENSE')).toEqual(['image/jpeg', 'image/png']);
    expect(acceptedTypesLabel('PROVIDER_INTRO')).toBe('PDF, MP4, MOV');
    expect(maxMegabytes('CUSTOMS_DOC')).toBe(20);
  });
});
