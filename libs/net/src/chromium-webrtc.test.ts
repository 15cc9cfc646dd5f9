// WebRTC's UDP does not go through an HTTP proxy: guardedChromiumArgs must stop it. A control run
// without the WebRTC switch shows the probe can see the packets.
import dgram from 'node:dgram';
import fs from 'node:fs';
import t from 'tap';
import puppeteer from 'puppeteer-core';
import { classifyAddress } from './address-ranges.js';
import { guardedChromiumArgs } from './chromium-args.js';
import { GuardProxy } from './guard-proxy.js';
import { NetworkGuard } from './guard.js';
import { classifyTreating, startLoopbackServer } from './testing.js';

const CHROMIUM = process.env.GLEANER_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'];

t.test('guardedChromiumArgs keeps WebRTC UDP from reaching a private address', async (t) => {
  if (!fs.existsSync(CHROMIUM)) {
    t.fail(`Chromium not found at ${CHROMIUM}: this test needs it`);
    return;
  }
  const udp = dgram.createSocket('udp4');
  let packets = 0;
  udp.on('message', () => packets++);
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.2', resolve));
  const stun = `stun:127.0.0.2:${udp.address().port}`;
  const site = await startLoopbackServer({
    routes: {
      '/': `<title>rtc</title><script>
        const pc = new RTCPeerConnection({ iceServers: [{ urls: '${stun}' }] });
        pc.createDataChannel('d');
        pc.createOffer().then((o) => pc.setLocalDescription(o));
      </script>`,
    },
  });
  const guard = new NetworkGuard({ allowPrivateNetworks: false, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  const proxy = new GuardProxy({ guard });
  const { url } = await proxy.start();
  t.teardown(async () => {
    await proxy.close();
    await site.close();
    udp.close();
  });
  const packetsWith = async (args: string[]) => {
    packets = 0;
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...args] });
    try {
      const page = await browser.newPage();
      await page.goto(`${site.origin}/`, { waitUntil: 'load', timeout: 20_000 });
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await browser.close();
    }
    return packets;
  };
  const proxyOnly = guardedChromiumArgs(url).filter((a) => !a.startsWith('--webrtc'));
  const control = await packetsWith(proxyOnly);
  t.ok(control > 0, `control: with the proxy alone WebRTC sends UDP to 127.0.0.2 (${control} packets)`);
  t.equal(await packetsWith(guardedChromiumArgs(url)), 0, 'with guardedChromiumArgs no UDP packet arrives');
});
