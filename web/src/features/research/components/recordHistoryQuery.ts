import { graphql } from '../../../__generated__/gql.ts';

/** The Details modal's history: asked for only when the modal opens (docs/decisions/018). */
export const RecordHistoryQuery = graphql(`
  query RecordHistory($id: ID!) {
    documentHistory(id: $id) {
      id
      at
      who
      changes
    }
  }
`);
