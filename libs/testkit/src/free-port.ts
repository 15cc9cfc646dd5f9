import net from 'node:net';

/**
 * A loopback port free a moment ago, for a server whose URL must be known before it starts.
 * Another process may take it in between: callers retry on EADDRINUSE where that matters.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
