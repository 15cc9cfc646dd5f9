export { classifyAddress, isPublicAddress, parseIPv4, parseIPv6, type AddressClass } from './address-ranges.js';
export { NetworkGuard, guardFromConfig, isLocalhostName, systemLookup, bareHost, type CheckedTarget, type LookupFn, type NetworkGuardOptions, type ResolvedAddress } from './guard.js';
export { guardedFetch, keepAliveAgents, DEFAULT_MAX_BYTES, DEFAULT_USER_AGENT, type FetchResult, type GuardedFetchOptions } from './fetch.js';
export { GuardProxy, type GuardProxyOptions, type GuardProxyStats } from './guard-proxy.js';
export { guardedChromiumArgs } from './chromium-args.js';
export { detectBlock, type BlockInput } from './block-detect.js';
export { decodeBody, pickCharset } from './body-decode.js';
export { openTunnel } from './upstream-tunnel.js';
// Test helpers (loopback servers, a stand-in upstream proxy); also reachable as @gleaner/net/dist/testing.js.
export * from './testing.js';
