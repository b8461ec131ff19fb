// `npm run checks`: what `npm test` checks before any test runs (the three type checks, the linter, the
// formatting) and the production build the end-to-end suite serves, side by side, as many at once as
// there are cores.
// Each runs mostly on one core, so on CI's two cores they take about half as long as one after another.
// A check's output is printed whole once it ends; the script fails when any check failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name);

/** Longest first, so that the last to start is a short one. */
const checks = [
  { name: 'type check (client)', command: bin('tsc'), args: ['-p', 'tsconfig.client.json', '--noEmit'] },
  { name: 'type check (server)', command: bin('tsc'), args: ['-p', 'tsconfig.server.json', '--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'build', command: bin('webpack'), args: ['--mode', 'production'] },
  { name: 'type check (e2e)', command: bin('tsc'), args: ['-p', 'tsconfig.e2e.json', '--noEmit'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
];

interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
}

function run({ name, command, args }: (typeof checks)[number]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    // A child that cannot start reports 'error' and may report 'close' after it: the first one counts.
    const finish = (passed: boolean, note = '') => {
      if (finished) return;
      finished = true;
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n${passed ? 'passed' : 'FAILED'}: ${name} (${seconds.toFixed(0)} s)${note}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, passed, seconds });
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

async function main(): Promise<void> {
  const queue = [...checks];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) outcomes.push(await run(check));
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), checks.length) }, worker));
  const failed = outcomes.filter((outcome) => !outcome.passed);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((outcome) => outcome.name).join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
