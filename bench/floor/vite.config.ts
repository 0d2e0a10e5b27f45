import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One JS file: everything the floor's pages need comes in the first request after the HTML.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
