// The Chromium switches that put every connection of a browser behind a GuardProxy.
// --proxy-bypass-list=<-loopback>: without it Chromium skips the proxy for loopback targets.
// --webrtc-ip-handling-policy: WebRTC's UDP (STUN/TURN, ICE) never uses an HTTP proxy; measured
// here: without the switch a page sends STUN packets straight to a private address.

export function guardedChromiumArgs(proxyUrl: string): string[] {
  return [`--proxy-server=${proxyUrl}`, '--proxy-bypass-list=<-loopback>', '--webrtc-ip-handling-policy=disable_non_proxied_udp'];
}
