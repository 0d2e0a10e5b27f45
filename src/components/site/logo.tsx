import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import classes from './logo.module.css';

/**
 * The brand mark with the wordmark of the active language (spec section 2.4: the logo depends on
 * the language). `tone="light"` for dark backgrounds.
 */
export function Logo({
  tone = 'dark',
  compact = false,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  const gradientId = useId();
  return (
    <span className={classes.logo} data-tone={tone}>
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1c7ed6" />
            <stop offset="1" stopColor="#0b7285" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M7.5 16h17M16 7.5c3 2.4 3 14.6 0 17" fill="none" stroke="#fff" strokeWidth="2" />
        <path
          d="M21 9.5l4.5-2-1.2 4.7"
          fill="none"
          stroke="#ffd43b"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={classes.words}>
        <span className={classes.name}>
          <Trans comment="Brand name in the logo">KuaJingTong</Trans>
        </span>
        {!compact && (
          <span className={classes.tagline}>
            <Trans>Cross-border e-commerce services</Trans>
          </span>
        )}
      </span>
    </span>
  );
}
