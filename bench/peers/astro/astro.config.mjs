// Bench Blog for Astro: static output (the default); React renders PostMeta on the server only (no client:
// directive, so no JavaScript reaches the pages).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({ site: 'https://example.com', integrations: [react()] });
