import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost } from './query-cost.ts';
import { buildSchema } from './schema.ts';

// The graphql copy the schema and the cost walk use (see query-cost.ts).
const { parse } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = buildSchema();
const cost = (document: GraphQL.DocumentNode, variables?: Record<string, unknown>, operationName?: string) =>
  operationCost(schema, document, operationName, variables);

describe('operationCost', () => {
  it('prices a page by the size its variable asks for, call after call of the same document', () => {
    const document = parse('query Page($n: Int) { researchCollectionsConnection(first: $n) { nodes { id } } }');
    const ten = cost(document, { n: 10 });
    const hundred = cost(document, { n: 100 });
    expect(hundred).toBeGreaterThan(ten);
    expect(cost(document, { n: 10 })).toBe(ten);
  });

  it('counts a selection a variable leaves out only when the variable keeps it', () => {
    const document = parse(
      'query Maybe($more: Boolean!) { me { email } researchCollectionsConnection(first: 50) @include(if: $more) { nodes { id } } }',
    );
    expect(cost(document, { more: true })).toBeGreaterThan(cost(document, { more: false }));
    expect(cost(document, { more: false })).toBeLessThan(cost(document, { more: true }));
  });

  it('gives each operation of one document its own price', () => {
    const document = parse(
      'query Small { me { email } } query Big { researchCollectionsConnection(first: 100) { nodes { id } } }',
    );
    const small = cost(document, {}, 'Small');
    const big = cost(document, {}, 'Big');
    expect(big).toBeGreaterThan(small);
    expect(cost(document, {}, 'Small')).toBe(small);
  });
});
