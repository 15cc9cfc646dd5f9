// A keep-alive loopback server answering a 5 KB HTML page, run in its own process so the
// client side of the benchmark has the event loop to itself. Prints its port.
import http from 'node:http';

const page = '<!doctype html><title>Bench</title>' + '<p>Some words of a paragraph, repeated.</p>'.repeat(120);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(page) });
  res.end(page);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
