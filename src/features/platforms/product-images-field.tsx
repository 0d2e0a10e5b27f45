import { useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { sendWithProgress, type UploadProgress } from '@/api/client';
import { getUploadFilesUrl } from '@/api/gen/files/files';
import type { UploadedFile } from '@/api/gen/model';
import { acceptedMimeTypes, acceptedTypesLabel, checkUploadFile, maxMegabytes } from '@/api/upload';
import { useFieldContext } from '@/components/form';
import { errorMessage, firstError } from '@/lib/form-errors';
import classes from './apply.module.css';

const BIZ = 'PRODUCT_IMAGE';

export interface UploadImagesOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Several checked images in one request (`POST /File/multipartUpload`), with progress. */
export function uploadProductImages(
  files: readonly File[],
  { onProgress, signal }: UploadImagesOptions = {},
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('biz', BIZ);
  return sendWithProgress<UploadedFile[]>(getUploadFilesUrl(), form, {
    onProgress,
    signal,
    silent: true,
  });
}

export type UploadImagesFn = typeof uploadProductImages;

interface Sending {
  count: number;
  percent: number;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Product images (at most `max`), sent together in one multipart upload with its progress. Each
 * file's type is read from its bytes and its size checked before anything is sent; refused files
 * are named with the reason. The value is the stored images' URLs.
 */
export function ProductImagesField({
  label,
  max,
  upload = uploadProductImages,
}: {
  label: string;
  max: number;
  upload?: UploadImagesFn;
}) {
  const { t } = useLingui();
  const field = useFieldContext<string[]>();
  const value = field.state.value;
  const [sending, setSending] = useState<Sending | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const current = useRef<Sending | null>(null);

  // Leaving the step stops the transfer.
  useEffect(() => () => current.current?.controller.abort(), []);

  const send = async (files: readonly FileWithPath[]) => {
    if (current.current || files.length === 0) return;
    const refused: string[] = [];
    const accepted: File[] = [];
    const room = max - field.state.value.length;
    for (const file of files) {
      try {
        await checkUploadFile(file, BIZ);
        if (accepted.length < room) accepted.push(file);
        else refused.push(`${file.name}: ${t`At most ${max} product images`}`);
      } catch (failure) {
        refused.push(`${file.name}: ${errorMessage(failure)}`);
      }
    }
    setRefusals(refused);
    if (accepted.length === 0) return;
    const state: Sending = {
      count: accepted.length,
      percent: 0,
      controller: new AbortController(),
    };
    current.current = state;
    setSending(state);
    try {
      const stored = await upload(accepted, {
        signal: state.controller.signal,
        onProgress: ({ loaded, total }) =>
          setSending((now) =>
            now ? { ...now, percent: total ? Math.round((loaded / total) * 100) : 0 } : now,
          ),
      });
      field.handleChange([...field.state.value, ...stored.map((file) => file.url)].slice(0, max));
    } catch (failure) {
      if (!isAbort(failure)) setRefusals([...refused, errorMessage(failure)]);
    } finally {
      current.current = null;
      setSending(null);
    }
  };

  const types = acceptedTypesLabel(BIZ);
  const size = maxMegabytes(BIZ);
  const count = value.length;
  const error = firstError(field.state.meta.errors);
  return (
    <Input.Wrapper
      label={label}
      description={t`${types}, at most ${size} MB each; up to ${max} images (${count} added)`}
      error={refusals.length > 0 ? refusals.join('; ') : error}
    >
      <Stack gap="xs" mt={4}>
        {value.length > 0 && (
          <ul className={classes.thumbs}>
            {value.map((url, index) => {
              const number = index + 1;
              return (
                <li key={url} className={classes.thumb}>
                  <img
                    src={url}
                    alt={t`Product image ${number}`}
                    loading="lazy"
                    width={96}
                    height={96}
                  />
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => field.handleChange(value.filter((item) => item !== url))}
                    aria-label={t`Remove product image ${number}`}
                  >
                    {t`Remove`}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {sending ? (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={sending.percent}
              style={{ flex: 1 }}
              aria-label={t`Upload progress`}
              animated
            />
            <Text size="xs" w={40} ta="right">
              {sending.percent}%
            </Text>
            <Button size="xs" variant="default" onClick={() => sending.controller.abort()}>
              {t`Cancel upload`}
            </Button>
          </Group>
        ) : (
          count < max && (
            <Dropzone
              className={classes.dropzone}
              onDrop={(files) => void send(files)}
              onReject={(rejections) => void send(rejections.map((rejection) => rejection.file))}
              accept={acceptedMimeTypes(BIZ)}
              multiple
              aria-label={label}
            >
              <Text size="sm" ta="center" c="dimmed">
                {t`Drop the images here, or click to choose several`}
              </Text>
            </Dropzone>
          )
        )}
      </Stack>
    </Input.Wrapper>
  );
}
