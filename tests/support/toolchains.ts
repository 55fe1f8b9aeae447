/**
 * The interpreters and compilers the code samples run with: curl, Python 3 with `requests`, Go and a
 * JDK (Node is the one running the tests). Like the browser (tests/e2e/support/chromium.ts), a missing
 * one is installed from Debian when the tests run as root; otherwise it is an error, never a skip, so
 * what is covered does not change from machine to machine.
 */
import {execFileSync, spawnSync} from 'node:child_process';

export interface Toolchains {
  bash: string;
  curl: string;
  /** A Python 3 that can `import requests`. */
  python: string;
  go: string;
  gofmt: string;
  /** `java` of a JDK: single-file source launch needs the compiler. */
  java: string;
  javac: string;
}

interface Tool {
  /** Candidates, best first: a name looked up on PATH or an absolute path. */
  candidates: string[];
  /** Arguments of a command that exits 0 only when the candidate is usable. */
  check: string[];
  /** Standard input of the check. */
  input?: string;
  /** The Debian package that provides it. */
  aptPackage: string;
}

const TOOLS: Record<keyof Toolchains, Tool> = {
  bash: {candidates: ['bash', '/usr/bin/bash'], check: ['-c', 'true'], aptPackage: 'bash'},
  curl: {candidates: ['curl', '/usr/bin/curl'], check: ['--version'], aptPackage: 'curl'},
  // Debian's own Python first: `python3` on PATH may be a pyenv shim, slower to start and maybe without `requests`.
  python: {candidates: ['/usr/bin/python3', 'python3'], check: ['-c', 'import requests'], aptPackage: 'python3-requests'},
  go: {candidates: ['go', '/usr/lib/go/bin/go', '/usr/bin/go'], check: ['version'], aptPackage: 'golang-go'},
  gofmt: {candidates: ['gofmt', '/usr/lib/go/bin/gofmt', '/usr/bin/gofmt'], check: [], input: 'package main\n', aptPackage: 'golang-go'},
  java: {candidates: ['java', '/usr/bin/java'], check: ['-version'], aptPackage: 'default-jdk-headless'},
  javac: {candidates: ['javac', '/usr/bin/javac'], check: ['-version'], aptPackage: 'default-jdk-headless'},
};

function works(command: string, args: string[], input = ''): boolean {
  const result = spawnSync(command, args, {input, stdio: ['pipe', 'ignore', 'ignore'], timeout: 20_000});
  return result.error === undefined && result.status === 0;
}

function findTool(tool: Tool): string | undefined {
  return tool.candidates.find((candidate) => works(candidate, tool.check, tool.input));
}

function findAll(): Partial<Toolchains> {
  return Object.fromEntries(
    Object.entries(TOOLS).flatMap(([name, tool]) => {
      const found = findTool(tool);
      return found === undefined ? [] : [[name, found]];
    }),
  );
}

function missingOf(found: Partial<Toolchains>): (keyof Toolchains)[] {
  return (Object.keys(TOOLS) as (keyof Toolchains)[]).filter((name) => found[name] === undefined);
}

let resolved: Toolchains | undefined;

/** Finds every toolchain, installing the missing ones through apt-get when running as root. Cached per process. */
export function findOrInstallToolchains(): Toolchains {
  if (resolved) return resolved;
  let found = findAll();
  let missing = missingOf(found);
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((name) => TOOLS[name].aptPackage))];
    if (process.getuid?.() !== 0) {
      throw new Error(`Missing ${missing.join(', ')}: install the Debian packages ${packages.join(' ')} (or run the tests as root).`);
    }
    console.log(`Missing ${missing.join(', ')}: installing Debian's ${packages.join(' ')}.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    // Another apt-get on the machine holds the dpkg lock for a while: wait for it instead of failing.
    const lock = ['-o', 'DPkg::Lock::Timeout=600'];
    execFileSync('apt-get', [...lock, 'update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', [...lock, 'install', '-y', '-qq', ...packages], {stdio: 'inherit', env});
    found = findAll();
    missing = missingOf(found);
    if (missing.length > 0) throw new Error(`Installing ${packages.join(' ')} did not provide ${missing.join(', ')}.`);
  }
  resolved = found as Toolchains;
  return resolved;
}
