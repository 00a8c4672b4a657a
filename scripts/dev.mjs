#!/usr/bin/env node
/**
 * `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server with hot
 * reload, which proxies /api to the API server. Open the address Vite prints.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // The browser talks to Vite's origin, so admin same-origin checks must expect that origin.
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
