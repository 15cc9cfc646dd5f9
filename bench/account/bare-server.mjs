// A bare Node http server answering one fixed JSON body: the ceiling for the profile benchmark.
import http from 'node:http';

const body = process.env.BODY ?? '{}';
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
