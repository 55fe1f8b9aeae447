/**
 * Production build measurements: wall time and the peak memory of the whole process tree (the build
 * starts workers), sampled from /proc, and the number of pages written.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

export interface BuildRun {
  wallMs: number;
  peakRssBytes: number;
}

const PAGE_SIZE = 4096;
const SAMPLE_EVERY_MS = 100;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRssBytes(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const statm = readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ');
      rss.set(Number(entry), Number(statm[1]) * PAGE_SIZE);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a build command, sampling the memory of its process tree, and fails when the build fails. */
export function measureBuild(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRssBytes(child.pid));
    }, SAMPLE_EVERY_MS);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
      else resolve({wallMs, peakRssBytes: peak});
    });
  });
}

/** What `docusaurus clear` removes: the build, the generated client code and the bundler's caches. */
export function clearBuildState(siteDir: string): void {
  for (const folder of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(siteDir, folder), {recursive: true, force: true});
  }
}

/** The number of HTML pages a build wrote. */
export function countPages(buildDir: string): number {
  return (readdirSync(buildDir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html')).length;
}
