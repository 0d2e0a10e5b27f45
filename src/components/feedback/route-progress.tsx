import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import classes from './route-progress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** Loads shorter than this show no bar at all, so quick navigations do not flicker. */
const SHOW_AFTER_MS = 150;
const FADE_MS = 450;

/** A thin bar at the top of the window while the router loads the next page. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const show = window.setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => window.clearTimeout(show);
    }
    const finish = window.setTimeout(() => setPhase((p) => (p === 'loading' ? 'done' : p)), 0);
    const hide = window.setTimeout(() => setPhase('idle'), FADE_MS);
    return () => {
      window.clearTimeout(finish);
      window.clearTimeout(hide);
    };
  }, [loading]);

  return <div className={classes.bar} data-phase={phase} aria-hidden="true" />;
}
