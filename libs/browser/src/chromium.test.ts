import t from 'tap';
import { loadConfig } from '@gleaner/platform';
import { chromiumArgs } from './chromium.js';

// /dev/shm and --disable-dev-shm-usage agree: the flag stays unless GLEANER_CHROMIUM_DEV_SHM says a
// large /dev/shm is mounted (the chart's render pods: a memory-backed emptyDir).

t.test('--disable-dev-shm-usage unless /dev/shm is declared large', async (t) => {
  t.ok(chromiumArgs().includes('--disable-dev-shm-usage'), "by default (a container's 64 MB /dev/shm)");
  t.notOk(chromiumArgs(undefined, { devShm: true }).includes('--disable-dev-shm-usage'), 'with devShm');
  t.ok(chromiumArgs('http://127.0.0.1:3128', { devShm: true }).some((a) => a.startsWith('--proxy-server=')), 'the proxy flags are kept');
  t.equal(loadConfig({}).browser.devShm, false);
  t.equal(loadConfig({ GLEANER_CHROMIUM_DEV_SHM: 'true' }).browser.devShm, true, 'GLEANER_CHROMIUM_DEV_SHM');
});
