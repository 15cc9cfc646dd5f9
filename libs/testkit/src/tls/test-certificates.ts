import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A throwaway CA and a server certificate it signed (for 127.0.0.1 and localhost), made with the
// openssl command, for tests of clients that must trust a private CA (Kafka and MongoDB over TLS).

export interface TestCertificates {
  dir: string;
  /** PEM files: the CA's certificate, the server's certificate and key. */
  caFile: string;
  certFile: string;
  keyFile: string;
  remove(): void;
}

export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-tls-'));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Gleaner test CA', '-keyout', 'ca.key', '-out', 'ca.crt');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'server.key', '-out', 'server.csr');
  fs.writeFileSync(at('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'server.crt');
  return { dir, caFile: at('ca.crt'), certFile: at('server.crt'), keyFile: at('server.key'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
