/**
 * The interpreters and compilers the code samples run with: curl, Python 3 with `requests`, Go and a JDK
 * (Node is the one running the tests). Like the browser (scripts/chromium.ts), a missing one is
 * installed from Debian when the tests run as root; otherwise it is an error, never a skip, so that what
 * is covered does not change from machine to machine.
 */
import {execFileSync, spawnSync} from 'node:child_process';

/** Each tool: candidates, best first; the arguments of a command that exits 0 only when it is usable; its Debian package. */
const TOOLS = {
  bash: {candidates: ['bash'], check: ['-c', 'true'], apt: 'bash'},
  curl: {candidates: ['curl'], check: ['--version'], apt: 'curl'},
  // Debian's own Python first: `python3` on PATH may be a pyenv shim, slower to start and maybe without `requests`.
  python: {candidates: ['/usr/bin/python3', 'python3'], check: ['-c', 'import requests'], apt: 'python3-requests'},
  go: {candidates: ['go', '/usr/lib/go/bin/go'], check: ['version'], apt: 'golang-go'},
  java: {candidates: ['java'], check: ['-version'], apt: 'default-jdk-headless'},
  javac: {candidates: ['javac'], check: ['-version'], apt: 'default-jdk-headless'},
};

export type Toolchains = Record<keyof typeof TOOLS, string>;

function find(): Partial<Toolchains> {
  const found = Object.entries(TOOLS).map(([name, {candidates, check}]) => [
    name,
    candidates.find((candidate) => spawnSync(candidate, check, {stdio: 'ignore', timeout: 20_000}).status === 0),
  ]);
  return Object.fromEntries(found.filter(([, command]) => command !== undefined));
}

/** Finds every toolchain, installing the missing ones through apt-get when running as root. */
export function findOrInstallToolchains(): Toolchains {
  let found = find();
  const missing = () => (Object.keys(TOOLS) as (keyof Toolchains)[]).filter((name) => found[name] === undefined);
  const packages = [...new Set(missing().map((name) => TOOLS[name].apt))];
  if (packages.length > 0) {
    if (process.getuid?.() !== 0)
      throw new Error(`Missing ${missing().join(', ')}: install the Debian packages ${packages.join(' ')} (or run the tests as root).`);
    console.log(`Missing ${missing().join(', ')}: installing Debian's ${packages.join(' ')}.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    // Another apt-get on the machine holds the dpkg lock for a while: wait for it instead of failing.
    const lock = ['-o', 'DPkg::Lock::Timeout=600'];
    execFileSync('apt-get', [...lock, 'update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', [...lock, 'install', '-y', '-qq', ...packages], {stdio: 'inherit', env});
    found = find();
    if (missing().length > 0) throw new Error(`Installing ${packages.join(' ')} did not provide ${missing().join(', ')}.`);
  }
  return found as Toolchains;
}
