// Writes src/lib/phone-metadata.gen.json: the pattern of a mainland China mobile number (its
// national number) from libphonenumber-js's mobile metadata. The portal validates only mainland
// China mobile numbers (api-spec/README.md), so the pages with a phone field carry this one
// regular expression from the library's data instead of the library's parser (10 KB gzip) and
// metadata (part of `npm run gen`; `test:fresh` checks it is current).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Metadata } from 'libphonenumber-js/core';

const require = createRequire(import.meta.url);
const metadata = new Metadata(require('libphonenumber-js/metadata.mobile.json'));
metadata.selectNumberingPlan('CN');
const mobile = metadata.numberingPlan.type('MOBILE');
if (!mobile) throw new Error('libphonenumber-js has no mobile pattern for CN');

const { version } = require('libphonenumber-js/package.json');
const out = {
  source: `libphonenumber-js ${version}, metadata.mobile.json, CN, MOBILE`,
  callingCode: metadata.numberingPlan.callingCode(),
  nationalNumberPattern: mobile.pattern(),
};
writeFileSync('src/lib/phone-metadata.gen.json', `${JSON.stringify(out, null, 2)}\n`);
