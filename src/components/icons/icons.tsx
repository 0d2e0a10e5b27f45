import type { ReactNode, SVGProps } from 'react';

/**
 * The portal's line icons (24 × 24, stroke = currentColor). Decorative by default: give an
 * `aria-label` (and `role="img"`) where an icon is the only content of a control.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

function icon(paths: ReactNode) {
  return function Icon({ size = 20, strokeWidth = 1.8, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props['aria-label'] ? undefined : true}
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const IconChevronDown = icon(<path d="M6 9l6 6 6-6" />);
export const IconChevronLeft = icon(<path d="M15 6l-6 6 6 6" />);
export const IconChevronRight = icon(<path d="M9 6l6 6-6 6" />);
export const IconArrowRight = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const IconArrowUp = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const IconSearch = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const IconX = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const IconBell = icon(
  <>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2.2 2.2 0 004 0" />
  </>,
);
export const IconUser = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0115 0" />
  </>,
);
export const IconLanguage = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);
export const IconPhone = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />,
);
export const IconMail = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const IconMapPin = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const IconHeadset = icon(
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const IconQrcode = icon(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 14h2M14 20h2M18 18v2h2M17 17h1" />
  </>,
);
export const IconMenu = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const IconLayoutSidebar = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const IconStore = icon(
  <>
    <path d="M4 9l1.5-5h13L20 9" />
    <path d="M4 9a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0" />
    <path d="M5 11v9h14v-9M10 20v-5h4v5" />
  </>,
);
export const IconTruck = icon(
  <>
    <path d="M3 6h11v10H3zM14 9h4l3 3.5V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const IconBoxes = icon(
  <>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
  </>,
);
export const IconSchool = icon(
  <>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
  </>,
);
export const IconWorld = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 000 18M12.5 3a17 17 0 010 18" />
  </>,
);
export const IconSpeakerphone = icon(
  <>
    <path d="M18 8a3 3 0 010 6M10 8v11a1 1 0 01-1 1H8a1 1 0 01-1-1v-5" />
    <path d="M12 8l4.7-3.1A.8.8 0 0118 5.6v12.8a.8.8 0 01-1.3.7L12 16H4a1 1 0 01-1-1v-6a1 1 0 011-1z" />
  </>,
);
export const IconShield = icon(
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const IconApps = icon(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </>,
);
export const IconCoins = icon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7M3 11v4c0 1.7 2.7 3 6 3 1.1 0 2.2-.2 3-.4" />
    <circle cx="17" cy="16" r="4" />
  </>,
);
export const IconBuilding = icon(
  <>
    <path d="M3 21h18M5 21V7l7-4v18M19 21V11l-7-4" />
    <path d="M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
  </>,
);
export const IconFileCheck = icon(
  <>
    <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
    <path d="M14 3v5h5M9 15l2 2 4-4" />
  </>,
);
export const IconNews = icon(
  <>
    <path d="M16 6h3a1 1 0 011 1v11a2 2 0 01-4 0V5a1 1 0 00-1-1H5a1 1 0 00-1 1v12a3 3 0 003 3h11" />
    <path d="M8 8h4M8 12h4M8 16h4" />
  </>,
);
export const IconTools = icon(
  <>
    <path d="M3 21h4L20 8a2.8 2.8 0 00-4-4L3 17v4" />
    <path d="M14.5 5.5l4 4" />
  </>,
);
export const IconPlane = icon(
  <path d="M16 10h4a2 2 0 010 4h-4l-4 7H9l2-7H7l-2 2H2l2-4-2-4h3l2 2h4L9 3h3z" />,
);
export const IconClock = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
);
export const IconPlayerPlay = icon(<path d="M7 4v16l13-8z" />);
export const IconUsers = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M3 21v-2a4 4 0 014-4h4a4 4 0 014 4v2M16 3.1a4 4 0 010 7.8M21 21v-2a4 4 0 00-3-3.9" />
  </>,
);
export const IconLogout = icon(
  <>
    <path d="M14 8V6a2 2 0 00-2-2H5a2 2 0 00-2 2v12a2 2 0 002 2h7a2 2 0 002-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
);
export const IconReceipt = icon(
  <>
    <path d="M5 21V5a2 2 0 012-2h10a2 2 0 012 2v16l-3-2-2 2-2-2-2 2-2-2z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </>,
);
export const IconHome = icon(
  <>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 002 2h10a2 2 0 002-2v-7" />
    <path d="M9 21v-6a2 2 0 012-2h2a2 2 0 012 2v6" />
  </>,
);
