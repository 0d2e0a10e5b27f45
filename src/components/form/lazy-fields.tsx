import { lazy, Suspense, type ComponentType } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import type { DateFieldProps } from './date-field';
import type { FileFieldProps } from './file-field';
import type { MultiSelectFieldProps, SelectFieldProps } from './select-fields';

/**
 * A field component whose code (a combobox, a date picker, a drop zone) loads when a form first
 * shows it, not with every form of the kit: registering a component in `createFormHook` imports
 * it, and the sign-in forms need none of these. Until it has loaded, a placeholder of its height.
 * Filters of list screens use it too: the page paints, the picker follows.
 */
export function lazyField<P extends object>(load: () => Promise<ComponentType<P>>, height: number) {
  const Field = lazy(() => load().then((component) => ({ default: component })));
  function LazyField(props: P) {
    return (
      <Suspense fallback={<SkeletonBlock height={height} />}>
        <Field {...props} />
      </Suspense>
    );
  }
  return LazyField;
}

/** Label and input: the height of a Mantine input field with its label. */
export const INPUT_HEIGHT = 60;

export const SelectField = lazyField<SelectFieldProps>(
  () => import('./select-fields').then((module) => module.SelectField),
  INPUT_HEIGHT,
);
export const MultiSelectField = lazyField<MultiSelectFieldProps>(
  () => import('./select-fields').then((module) => module.MultiSelectField),
  INPUT_HEIGHT,
);
export const DateField = lazyField<DateFieldProps>(
  () => import('./date-field').then((module) => module.DateField),
  INPUT_HEIGHT,
);
export const FileField = lazyField<FileFieldProps>(
  () => import('./file-field').then((module) => module.FileField),
  160,
);
