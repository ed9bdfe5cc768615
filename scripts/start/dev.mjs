// `npm run start:dev`: Docusaurus's dev server, on port 3000 or, when that is taken, on the next free
// port, saying so. (Docusaurus asks in a terminal and, without one, stops with "Something is already
// running on port 3000" and no port to use instead.) `npm run start:dev -- --port 4000` picks one.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const FIRST = 3000;

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, 'localhost');
  });
}

const args = process.argv.slice(2);
if (!args.includes('--port')) {
  let port = FIRST;
  while (!(await isFree(port)) && port < FIRST + 100) port++;
  if (port !== FIRST) {
    console.log(
      `Port ${FIRST} is taken; starting on port ${port} (http://localhost:${port}/). ` +
        'To choose another: npm run start:dev -- --port <port>',
    );
  }
  args.push('--port', String(port));
}
const child = spawn('docusaurus', ['start', ...args], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`could not start docusaurus (${error.message}); run it through npm run start:dev`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
