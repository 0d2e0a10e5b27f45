import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { useLingui } from '@lingui/react/macro';
import type { UploadBiz, UploadedFile } from '@/api/gen/model';
import {
  acceptedMimeTypes,
  acceptedTypesLabel,
  checkUploadFile,
  maxMegabytes,
  type FileKind,
  type UploadOptions,
  UPLOAD_RULES,
} from '@/api/upload';
import { errorMessage } from '@/lib/form-errors';
import classes from './file-field.module.css';
import { useBoundField } from './use-bound-field';

/** Sends a checked file (the feature passes `uploadFile` of `@/api/upload`, or its own call). */
export type UploadFn = (file: File, options: UploadOptions) => Promise<Pick<UploadedFile, 'url'>>;

export interface FileFieldProps {
  /** What the file is for: it sets the accepted types and size (api-spec, Uploads). */
  biz: UploadBiz;
  upload: UploadFn;
  label: string;
  required?: boolean;
}

const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp'];
/** A stored file that is an image by its URL (a field that also takes PDFs or videos). */
const IMAGE_URL = /\.(jpe?g|png|webp)(\?|#|$)/i;

interface Uploading {
  name: string;
  preview: string | null;
  percent: number;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.split('/').at(-1) ?? path);
}

/**
 * A file picker that uploads at once. The type is read from the file's bytes and the size checked
 * against the limits of `biz` before anything is sent (a renamed file is refused); images show a
 * preview, other files their name; the upload shows its progress and can be cancelled. The value
 * is the stored file's URL, or null.
 */
export function FileField({ biz, upload, label, required }: FileFieldProps) {
  const { t } = useLingui();
  const { value, onChange, error } = useBoundField<string | null>();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = useRef<Uploading | null>(null);
  const id = useId();

  // Leaving the page stops the transfer.
  useEffect(() => () => current.current?.controller.abort(), []);

  const send = async (file: File) => {
    if (current.current) return;
    setRefusal(null);
    let kind: FileKind;
    try {
      kind = await checkUploadFile(file, biz);
    } catch (failure) {
      setRefusal(errorMessage(failure));
      return;
    }
    const state: Uploading = {
      name: file.name,
      preview: IMAGE_KINDS.includes(kind) ? URL.createObjectURL(file) : null,
      percent: 0,
      controller: new AbortController(),
    };
    current.current = state;
    setUploading(state);
    try {
      const stored = await upload(file, {
        biz,
        silent: true,
        signal: state.controller.signal,
        onProgress: ({ loaded, total }) =>
          setUploading((now) =>
            now ? { ...now, percent: total ? Math.round((loaded / total) * 100) : 0 } : now,
          ),
      });
      onChange(stored.url);
    } catch (failure) {
      if (!isAbort(failure)) setRefusal(errorMessage(failure));
    } finally {
      if (state.preview) URL.revokeObjectURL(state.preview);
      current.current = null;
      setUploading(null);
    }
  };

  const pick = (files: readonly FileWithPath[]) => {
    const [file] = files;
    if (file) void send(file);
  };

  const shownError = refusal ?? error;
  const describedBy = [`${id}-description`, ...(shownError ? [`${id}-error`] : [])].join(' ');
  const types = acceptedTypesLabel(biz);
  const size = maxMegabytes(biz);
  const imagesOnly = UPLOAD_RULES[biz].kinds.every((kind) => IMAGE_KINDS.includes(kind));
  // A field that takes only images holds an image, whatever its URL looks like (a CDN's address
  // often has no extension).
  const storedImage = value && (imagesOnly || IMAGE_URL.test(value)) ? value : null;
  const imageShown = uploading ? uploading.preview : storedImage;
  const nameShown = uploading ? (uploading.preview ? null : uploading.name) : null;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      required={required}
      description={t`${types}, at most ${size} MB`}
      error={shownError}
    >
      <Stack gap="xs" mt={4}>
        {imageShown && (
          <Image
            src={imageShown}
            alt={t`Preview of ${label}`}
            className={classes.preview}
            fit="contain"
            radius="sm"
          />
        )}
        {nameShown && (
          <Text size="sm" className={classes.fileName}>
            {nameShown}
          </Text>
        )}
        {!uploading && value && !imageShown && (
          <Anchor href={value} target="_blank" rel="noreferrer" size="sm">
            {fileName(value)}
          </Anchor>
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
              // The file input inside is the control: named by its field (and what the area says),
              // described by its types and its error, if any; the area around it takes drops and
              // clicks, and shows the input's focus.
              activateOnKeyboard={false}
              role="group"
              aria-labelledby={`${id}-label`}
              data-error={shownError ? true : undefined}
              inputProps={{
                tabIndex: 0,
                'aria-label': label,
                'aria-labelledby': [`${id}-label`, `${id}-drop`].join(' '),
                'aria-describedby': describedBy,
                'aria-invalid': shownError ? true : undefined,
              }}
            >
              <Text id={`${id}-drop`} size="sm" ta="center" className={classes.dropText}>
                {imagesOnly
                  ? value
                    ? t`Drop a new image here, or click to choose another`
                    : t`Drop the image here, or click to choose one`
                  : value
                    ? t`Drop a new file here, or click to choose another`
                    : t`Drop the file here, or click to choose one`}
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
