import { lazy, Suspense } from 'react';

// The QR encoder is only needed below the fold or in popovers: it loads on first use.
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
        marginSize={2}
        level="M"
        role="img"
        aria-label={label}
        style={box}
      />
    </Suspense>
  );
}
