import { delay, http } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, startApiServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ImageUpload } from './image-upload';

const server = startApiServer();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function jpeg(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], 'avatar.jpg', { type: 'image/jpeg' });
}

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUpload', () => {
  it('shows the preview and the progress, and cancels the upload', async () => {
    server.use(
      http.post('*/api/File/singleUpload', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(
      <ImageUpload biz="AVATAR" label="Avatar" value={null} onChange={onChange} />,
    );
    pick(container, jpeg(4096));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses an image over 2 MB before sending it', async () => {
    const uploads = vi.fn();
    server.use(http.post('*/api/File/singleUpload', () => (uploads(), ok(null))));
    const { container } = renderWithProviders(
      <ImageUpload biz="AVATAR" label="Avatar" value={null} onChange={vi.fn()} />,
    );
    pick(container, jpeg(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file must be at most 2 MB.')).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it('hands over the stored URL and can remove an optional image', async () => {
    server.use(
      http.post('*/api/File/singleUpload', () =>
        ok({
          url: 'https://img.example.com/a.jpg',
          name: 'avatar.jpg',
          size: 4096,
          contentType: 'image/jpeg',
        }),
      ),
    );
    const onChange = vi.fn();
    const { user, container, rerender } = renderWithProviders(
      <ImageUpload biz="AVATAR" label="Avatar" value={null} onChange={onChange} />,
    );
    pick(container, jpeg(4096));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('https://img.example.com/a.jpg'));

    rerender(
      <ImageUpload
        biz="AVATAR"
        label="Avatar"
        value="https://img.example.com/a.jpg"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
