import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
  throw new GraphQLError(`Date must be yyyy-MM-dd, got ${JSON.stringify(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const scalarResolvers: Resolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    description: 'A calendar date as text, yyyy-MM-dd.',
    serialize: (value) => String(value).slice(0, 10),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    description: 'An instant as ISO-8601 text.',
    serialize: (value) => new Date(String(value)).toISOString(),
    parseValue: (value) => new Date(String(value)).toISOString(),
  }),
  JSON: GraphQLJSON,
};
