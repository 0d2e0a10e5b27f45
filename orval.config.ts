import { defineConfig } from 'orval';

// Input is the bundle written by `npm run gen` from the hand-written, multi-file api-spec/.
const input = { target: './api-spec/dist/openapi.yaml' };

export default defineConfig({
  portal: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/api/gen',
      schemas: 'src/api/gen/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      formatter: 'prettier',
      override: {
        mutator: { path: 'src/api/client.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5 },
        // The client unwraps the envelope, so every generated function returns the `result` type.
        transformer: (verb) => ({
          ...verb,
          response: {
            ...verb.response,
            definition: {
              ...verb.response.definition,
              success: `${verb.response.definition.success}['result']`,
            },
          },
        }),
      },
    },
  },
  portalZod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/api/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      override: { zod: { variant: 'mini' } },
      clean: true,
      formatter: 'prettier',
    },
  },
});
