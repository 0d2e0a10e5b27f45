import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { hostMounted } from '@/components/feedback/overlay-hosts';

/** Mantine's modals host without children: it answers `openConfirm` (src/components/feedback/confirm.tsx). */
export default function ModalsHost() {
  useEffect(() => hostMounted('modals'), []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
