import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$lang/_default/')({
  component: Outlet,
});

function Outlet() {
  return null;
}
