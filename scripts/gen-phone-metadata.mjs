// Writes src/lib/phone-metadata.gen.json: libphonenumber-js's mobile metadata for mainland China
// alone. The portal validates only mainland China mobile numbers (api-spec/README.md), and the
// whole mobile metadata of every country is 34 KB gzip on the pages with a phone field; this is
// the same data for the one country (part of `npm run gen`; `test:fresh` checks it is current).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const metadata = JSON.parse(
  readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'),
);
const COUNTRY = 'CN';
const callingCode = Object.keys(metadata.country_calling_codes).find((code) =>
  metadata.country_calling_codes[code].includes(COUNTRY),
);
const subset = {
  version: metadata.version,
  country_calling_codes: { [callingCode]: [COUNTRY] },
  countries: { [COUNTRY]: metadata.countries[COUNTRY] },
  nonGeographic: {},
};
writeFileSync('src/lib/phone-metadata.gen.json', `${JSON.stringify(subset)}\n`);
