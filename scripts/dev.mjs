// `npm run dev`: the API with reload (tsx watch) and Vite's dev server in front of it, on PORT (3000).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const env = { ...process.env, DEV_API_PORT: apiPort };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
