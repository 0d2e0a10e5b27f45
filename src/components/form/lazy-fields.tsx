import { FIELD_HEIGHT, lazyWithSkeleton } from '@/components/feedback/lazy-with-skeleton';
import type { DateFieldProps } from './date-field';
import type { FileFieldProps } from './file-field';
import type { MultiSelectFieldProps, SelectFieldProps } from './select-fields';

// The kit's fields with heavy code (a combobox, a date picker, a drop zone) load when a form first
// shows them, not with every form of the kit: registering a component in `createFormHook` imports
// it, and the sign-in forms need none of these.

export const SelectField = lazyWithSkeleton<SelectFieldProps>(
  () => import('./select-fields').then((module) => module.SelectField),
  FIELD_HEIGHT,
);
export const MultiSelectField = lazyWithSkeleton<MultiSelectFieldProps>(
  () => import('./select-fields').then((module) => module.MultiSelectField),
  FIELD_HEIGHT,
);
export const DateField = lazyWithSkeleton<DateFieldProps>(
  () => import('./date-field').then((module) => module.DateField),
  FIELD_HEIGHT,
);
export const FileField = lazyWithSkeleton<FileFieldProps>(
  () => import('./file-field').then((module) => module.FileField),
  160,
);
