#!/usr/bin/env node
// Compares the GraphQL contract (schema/graphql) with the last published schema
// (schema/published.graphql) and fails on a breaking change that docs/schema-changelog.md does not
// announce. `--publish` prints the contract into schema/published.graphql: a release runs it.
// `--dir <folder>` reads the contract from another folder (e.g. an older commit's files).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { format, resolveConfig } from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISHED = path.join(ROOT, 'schema/published.graphql');
const CHANGELOG = path.join(ROOT, 'docs/schema-changelog.md');

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const schemaDir = dirAt >= 0 ? path.resolve(args[dirAt + 1]) : path.join(ROOT, 'schema/graphql');

/** The contract as the BFF builds it: base.graphql declares the roots, the other files extend them. */
function contract(dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return buildSchema(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n'));
}

/**
 * The breaking changes the changelog's "Unreleased" section announces: each as a line
 * "- Breaking: `Type.field` ..." naming the changed path in backticks.
 */
function announcedBreakingPaths() {
  const text = readFileSync(CHANGELOG, 'utf8');
  const unreleased = text.split(/^## /m).find((section) => section.startsWith('Unreleased')) ?? '';
  const paths = new Set();
  for (const line of unreleased.split('\n')) {
    if (!/^\s*-\s*Breaking\b/i.test(line)) continue;
    for (const [, name] of line.matchAll(/`([^`]+)`/g)) paths.add(name);
  }
  return paths;
}

const current = contract(schemaDir);

if (args.includes('--publish')) {
  const header =
    '# The GraphQL contract as last published (npm run schema:publish); npm run schema:check compares with it.\n\n';
  const text = header + printSchema(lexicographicSortSchema(current));
  // Formatted as `npm run format` would, so publishing leaves `format:check` green.
  writeFileSync(PUBLISHED, await format(text, { ...(await resolveConfig(PUBLISHED)), parser: 'graphql' }));
  console.log(`Wrote ${path.relative(ROOT, PUBLISHED)}.`);
  process.exit(0);
}

const published = buildSchema(readFileSync(PUBLISHED, 'utf8'));
const changes = await diff(published, current);
const announced = announcedBreakingPaths();
const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
const unannounced = breaking.filter((c) => !announced.has(c.path));

for (const c of changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous)) {
  console.log(`dangerous: ${c.message}`);
}
for (const c of breaking.filter((c) => announced.has(c.path))) console.log(`breaking (announced): ${c.message}`);
if (unannounced.length > 0) {
  console.error(
    `${unannounced.length} breaking change(s) against schema/published.graphql that docs/schema-changelog.md does not announce:`,
  );
  for (const c of unannounced) console.error(`  ${c.path}: ${c.message}`);
  console.error('Keep the old field (deprecated) beside the new one, or announce the change under "Unreleased".');
  process.exit(1);
}
console.log(`Schema check: ${changes.length} change(s) since the published schema, none breaking unannounced.`);
