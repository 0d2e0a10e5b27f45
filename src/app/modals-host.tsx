import { ModalsProvider } from '@mantine/modals';

/** Mantine's modals host without children: it answers `modals.openConfirmModal` and friends. */
export function ModalsHost() {
  return <ModalsProvider>{null}</ModalsProvider>;
}
