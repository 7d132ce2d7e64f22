// What the figures were measured on: CPU, cores, memory, Node, load, date and commit.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { REPO_ROOT } from './paths.js';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  date: string;
  commit: string;
  /** 1-minute load average when the run started and ended. */
  loadAtStart: number;
  loadAtEnd?: number;
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function describeMachine(): Machine {
  const dirty =
    git('status', '--porcelain', '--', 'apps', 'packages', 'bench/src', 'scripts', ':!*.md') !== '';
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
    loadAtStart: loadavg()[0] ?? 0,
  };
}

export const currentLoad = () => loadavg()[0] ?? 0;
