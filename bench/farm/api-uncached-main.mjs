#!/usr/bin/env node
// An API process of the farm with its account caches OFF (GLEANER_ACCOUNT_CACHE_MS=0: every request
// reads its key and user from the store), for bench/farm/profile-rps.mjs only: what the farm's API
// costs without the caches that account-changes keeps true, beside the same farm with them.
process.env.GLEANER_ACCOUNT_CACHE_MS = '0';
await import('../../apps/api/dist/main.js');
