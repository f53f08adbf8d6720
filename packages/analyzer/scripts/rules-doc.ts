/**
 * `npm run rules:doc -w packages/analyzer`: rewrites the README's table of declarative rules from
 * the registry (then run prettier on the README, as the format check does).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withRulesTable } from '../src/rules/table';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
writeFileSync(README, withRulesTable(readFileSync(README, 'utf8')));
console.log(`rules table written to ${README}`);
