// The floor for an API figure: a bare node:http server answering every request with fixed
// bytes. Run in its own process so it competes for the CPU as the real server does.
//   node bench/lib/bare-server.mjs <file with the body> <content-type>   (prints its port)
import fs from 'node:fs';
import http from 'node:http';

const [file, contentType] = process.argv.slice(2);
const body = fs.readFileSync(file);
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
