// Writes src/components/site/follow-qr.gen.svg: the follow-us QR code of the footer and the quick
// bar. Its value is a constant of the site (FOLLOW_URL), so it is encoded once here, by the same
// library and settings the pages use for QR codes of run-time values (src/components/site/qr-code.tsx),
// instead of loading and running the encoder on every page. Run by `npm run gen`; `npm run
// test:fresh` fails when it is stale.
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { QR_CODE_OPTIONS } from '../src/components/site/qr-code-options';
import { FOLLOW_URL } from '../src/components/site/follow-url';

const svg = renderToStaticMarkup(
  createElement(QRCodeSVG, {
    ...QR_CODE_OPTIONS,
    value: FOLLOW_URL,
    // The file is drawn at the size of its <img>; this only sets the intrinsic size.
    size: 120,
    xmlns: 'http://www.w3.org/2000/svg',
  }),
);
writeFileSync('src/components/site/follow-qr.gen.svg', `${svg}\n`);
