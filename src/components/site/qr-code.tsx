import { lazy, Suspense } from 'react';
import followQrUrl from './follow-qr.gen.svg?no-inline';
import { QR_CODE_OPTIONS } from './qr-code-options';

// The QR encoder is for values known only at run time (the TV page's link): it loads on first use.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

export interface QrCodeProps {
  value: string;
  size?: number;
  /** Accessible name of the code (what scanning it opens). */
  label: string;
}

/** A QR code of `value`, dark on white so every scanner reads it. */
export function QrCode({ value, size = 112, label }: QrCodeProps) {
  const box = { width: size, height: size, display: 'block', background: '#fff' } as const;
  return (
    <Suspense fallback={<span style={box} role="img" aria-label={label} />}>
      <QRCodeSVG
        value={value}
        size={size}
        {...QR_CODE_OPTIONS}
        role="img"
        aria-label={label}
        style={box}
      />
    </Suspense>
  );
}

/**
 * The follow-us QR code of the footer and the quick bar. Its value is a constant of the site
 * (`FOLLOW_URL`), so `npm run gen` draws it once (`follow-qr.gen.svg`) and pages show an image
 * instead of loading the encoder.
 */
export function FollowQrCode({ size, label }: { size: number; label: string }) {
  return (
    <img
      src={followQrUrl}
      width={size}
      height={size}
      alt={label}
      loading="lazy"
      decoding="async"
      style={{ display: 'block', background: '#fff' }}
    />
  );
}
