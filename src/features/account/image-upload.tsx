import { useEffect, useRef, useState } from 'react';
import { Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';
import type { UploadBiz } from '@/api/gen/model';
import { acceptedMimeTypes, acceptedTypesLabel, maxMegabytes, uploadFile } from '@/api/upload';
import { errorMessage } from '@/lib/form-errors';
import classes from './image-upload.module.css';

export interface ImageUploadProps {
  /** What the image is for; it sets the accepted types and size (api-spec, Uploads). */
  biz: Extract<UploadBiz, 'AVATAR' | 'LICENSE'>;
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  error?: string;
  required?: boolean;
}

interface Uploading {
  preview: string;
  percent: number;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * An image picker that uploads at once: the type and size are checked on the file's bytes before
 * sending, with a preview, the upload progress and a cancel button.
 */
export function ImageUpload({ biz, value, onChange, label, error, required }: ImageUploadProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = useRef<Uploading | null>(null);

  // Leaving the page stops the transfer.
  useEffect(() => () => current.current?.controller.abort(), []);

  const upload = async (file: File) => {
    if (current.current) return;
    setRefusal(null);
    const state: Uploading = {
      preview: URL.createObjectURL(file),
      percent: 0,
      controller: new AbortController(),
    };
    current.current = state;
    setUploading(state);
    try {
      const stored = await uploadFile(file, {
        biz,
        silent: true,
        signal: state.controller.signal,
        onProgress: ({ loaded, total }) =>
          setUploading((now) =>
            now ? { ...now, percent: Math.round((loaded / total) * 100) } : now,
          ),
      });
      onChange(stored.url);
    } catch (failure) {
      if (!isAbort(failure)) setRefusal(errorMessage(failure));
    } finally {
      URL.revokeObjectURL(state.preview);
      current.current = null;
      setUploading(null);
    }
  };

  const pick = (files: readonly FileWithPath[]) => {
    const [file] = files;
    if (file) void upload(file);
  };

  const types = acceptedTypesLabel(biz);
  const size = maxMegabytes(biz);
  const shown = uploading?.preview ?? value;
  const message = refusal ?? error;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={t`${types}, at most ${size} MB`}
      error={message}
    >
      <Stack gap="xs" mt={4}>
        {shown && (
          <Image
            src={shown}
            alt={t`Preview of ${label}`}
            className={classes.preview}
            fit="contain"
            radius="sm"
          />
        )}
        {uploading ? (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={uploading.percent}
              style={{ flex: 1 }}
              aria-label={t`Upload progress`}
              animated
            />
            <Text size="xs" w={40} ta="right">
              {uploading.percent}%
            </Text>
            <Button size="xs" variant="default" onClick={() => uploading.controller.abort()}>
              {t`Cancel upload`}
            </Button>
          </Group>
        ) : (
          <Group gap="sm" align="stretch" wrap="nowrap">
            <Dropzone
              className={classes.dropzone}
              onDrop={pick}
              onReject={(rejections) => pick(rejections.map((rejection) => rejection.file))}
              accept={acceptedMimeTypes(biz)}
              multiple={false}
              aria-label={label}
            >
              <Text size="sm" ta="center" c="dimmed">
                {value
                  ? t`Drop a new image here, or click to choose another`
                  : t`Drop the image here, or click to choose one`}
              </Text>
            </Dropzone>
            {value && !required && (
              <Button variant="subtle" color="red" onClick={() => onChange(null)}>
                {t`Remove`}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
