import { delay, http } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/api/upload';
import { ok, startApiServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { useAppForm } from './kit';

const server = startApiServer();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function jpeg(size: number, name = 'avatar.jpg'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** Picks a file in the field (its drop zone loads on first show, so it may take a moment). */
async function pick(container: HTMLElement, file: File) {
  const input = await waitFor(() => {
    const found = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

/** A form with one avatar field; `seen` gets the field's value at every change. */
function AvatarForm({
  initial = null,
  seen = () => undefined,
}: {
  initial?: string | null;
  seen?: (value: string | null) => void;
}) {
  const form = useAppForm({
    defaultValues: { avatar: initial },
    onSubmit: () => undefined,
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="avatar" listeners={{ onChange: ({ value }) => seen(value) }}>
          {(field) => <field.FileField biz="AVATAR" upload={uploadFile} label="Avatar" />}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  );
}

describe('FileField', () => {
  it('is a drop area named by its field, described by its types', async () => {
    renderWithProviders(<AvatarForm />);
    const input = await screen.findByLabelText(/^Avatar Drop the image here/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/at most/);
    expect(screen.queryByLabelText('file upload')).not.toBeInTheDocument();
  });

  it('shows the preview and the progress, and cancels the upload', async () => {
    server.use(
      http.post('*/api/File/singleUpload', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const seen = vi.fn();
    const { user, container } = renderWithProviders(<AvatarForm seen={seen} />);
    await pick(container, jpeg(4096));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(seen).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses an image over 2 MB before sending it', async () => {
    const uploads = vi.fn();
    server.use(http.post('*/api/File/singleUpload', () => (uploads(), ok(null))));
    const { container } = renderWithProviders(<AvatarForm />);
    await pick(container, jpeg(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file must be at most 2 MB.')).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it('refuses a file renamed to .jpg by its bytes, before sending it', async () => {
    const uploads = vi.fn();
    server.use(http.post('*/api/File/singleUpload', () => (uploads(), ok(null))));
    const { container } = renderWithProviders(<AvatarForm />);
    const pdf = new File([new TextEncoder().encode('%PDF-1.7 not an image')], 'photo.jpg', {
      type: 'image/jpeg',
    });
    await pick(container, pdf);
    expect(await screen.findByText('Only JPG, PNG files can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(uploads).not.toHaveBeenCalled();
  });

  it('hands over the stored URL and can remove an optional file', async () => {
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
    const seen = vi.fn();
    const { user, container } = renderWithProviders(<AvatarForm seen={seen} />);
    await pick(container, jpeg(4096));
    await waitFor(() => expect(seen).toHaveBeenCalledWith('https://img.example.com/a.jpg'));
    expect(await screen.findByRole('img', { name: 'Preview of Avatar' })).toHaveAttribute(
      'src',
      'https://img.example.com/a.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(seen).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a stored image as an image, whatever its address looks like', () => {
    const stored = 'https://cdn.example.com/f/8c1e2a?x-process=resize';
    renderWithProviders(<AvatarForm initial={stored} />);
    expect(screen.getByRole('img', { name: 'Preview of Avatar' })).toHaveAttribute('src', stored);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
