import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { hostMounted } from '@/components/feedback/overlay-hosts';

/** Mantine's toast container; shows what `notifications.show` queued before it loaded. */
export default function NotificationsHost() {
  useEffect(() => hostMounted('notifications'), []);
  return <Notifications position="top-center" />;
}
