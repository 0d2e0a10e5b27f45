/**
 * Mantine's notifications store alone, without its container (which the notifications host
 * brings, src/app/notifications-host.tsx): what toast.ts imports with its first toast. Imported
 * from the package itself, that import would bring the container's code along with the store.
 */
export { notifications } from '@mantine/notifications';
