import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { BffContext } from '../context.ts';

/** Apollo hands the same parsed document to every request of the same query: each is walked once. */
const answered = new WeakMap<DocumentNode, boolean>();

/** True when the operation asks about the schema itself (`__typename` is an ordinary field). */
function asksForSchema(document: DocumentNode): boolean {
  const known = answered.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  answered.set(document, found);
  return found;
}

/**
 * The schema is described only to signed-in callers (the sandbox and integrators who have a token);
 * anyone else learns nothing of it (OWASP GraphQL cheat sheet).
 */
export const introspectionForSignedInOnly: ApolloServerPlugin<BffContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        if (!asksForSchema(document)) return;
        try {
          await contextValue.caller();
        } catch (error) {
          // Refused before execution, the whole request fails: 401 rather than Apollo's default 500.
          if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
            throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 401 } } });
          }
          throw error;
        }
      },
    };
  },
};
