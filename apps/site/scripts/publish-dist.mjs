// React Router writes the prerendered client to build/client; static hosts get it as dist/.
import { cpSync, existsSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
cpSync('build/client', 'dist', { recursive: true });
if (!existsSync('dist/index.html')) throw new Error('prerender wrote no dist/index.html');
