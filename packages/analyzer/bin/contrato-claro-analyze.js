#!/usr/bin/env node
// Runs the TypeScript CLI without a build step: tsx compiles src/ on the fly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
