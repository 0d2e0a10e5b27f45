import { describe, expect, it } from 'vitest';
import { uploadFile, uploadFiles } from '../../src/api/gen/files/files';
import { answer } from '../test/http';
import { failure, SILENT, signInAsDemo, speak, useMockServer } from '../test/server';
import { PDF_BYTES as PDF, PNG_BYTES as PNG, pngFile } from '../test/fixtures';

describe('files handlers', () => {
  useMockServer();

  it('stores an upload and serves it from the mock file host', async () => {
    await signInAsDemo();
    const uploaded = await uploadFile({ file: pngFile(), biz: 'AVATAR' });
    expect(uploaded).toMatchObject({
      name: 'avatar.png',
      size: PNG.length,
      contentType: 'image/png',
    });
    expect(uploaded.url).toMatch(/^https:\/\/files\.portal\.test\/avatar\/\d+\/avatar\.png$/);
    const served = await answer(new Request(uploaded.url));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('checks the type on the content, the size and the count, all or nothing', async () => {
    await signInAsDemo();
    speak('en_US');
    const fakePng = new File([PDF], 'photo.png', { type: 'image/png' });
    expect((await failure(uploadFile({ file: fakePng, biz: 'AVATAR' }, SILENT))).message).toBe(
      'This file type is not allowed; allowed: jpg, png',
    );
    const big = new File([PNG, new Uint8Array(2 * 1024 * 1024)], 'big.png');
    expect((await failure(uploadFile({ file: big, biz: 'LICENSE' }, SILENT))).message).toBe(
      'The file must be at most 2 MB',
    );
    expect(
      await uploadFile({ file: new File([PDF], 'intro.pdf'), biz: 'PROVIDER_INTRO' }),
    ).toMatchObject({
      contentType: 'application/pdf',
    });
    const ten = Array.from({ length: 10 }, (_, index) => pngFile(`p${index}.png`));
    expect((await failure(uploadFiles({ files: ten, biz: 'PRODUCT_IMAGE' }, SILENT))).message).toBe(
      'At most 9 files can be uploaded at once',
    );
    const mixed = [pngFile('a.png'), new File([PDF], 'b.png')];
    await failure(uploadFiles({ files: mixed, biz: 'PRODUCT_IMAGE' }, SILENT));
    const three = await uploadFiles({
      files: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')],
      biz: 'PRODUCT_IMAGE',
    });
    expect(three.map((file) => file.name)).toEqual(['a.png', 'b.png', 'c.png']);
  });
});
