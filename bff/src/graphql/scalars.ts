import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { isCalendarDay } from '@rt/domain';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

function parseDate(value: unknown): string {
  // Date.parse would take 2026-02-31 as 3 March: a day is one of the calendar.
  if (typeof value === 'string' && isCalendarDay(value)) return value;
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
