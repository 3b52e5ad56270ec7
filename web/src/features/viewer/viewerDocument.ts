import { graphql } from '../../__generated__/gql.ts';

export const DocumentViewQuery = graphql(`
  query DocumentView($id: ID!) {
    document(id: $id) {
      id
      externalReferenceId
      documentView
      pages {
        total
        heldback
        fullPdfUrl
        list {
          label
          heldback
          number
          imageUrl
          thumbnailUrl
          pdfUrl
        }
      }
      biblios {
        id
        majorTitle
      }
      writeRefusal {
        message
      }
    }
  }
`);

export const RecordTagsQuery = graphql(`
  query RecordTags($recordId: ID!) {
    recordTags(recordId: $recordId) {
      recordId
      pageTags {
        ...ViewerPageTag
      }
      groupTags {
        ...ViewerGroupTag
      }
    }
  }
  fragment ViewerPageTag on BiblioTag {
    id
    biblioId
    pageNumber
    pageX
    pageY
  }
  fragment ViewerGroupTag on GroupTag {
    id
    biblioId
    startPage
    endPage
    pageX
    pageY
  }
`);

export const SaveTagMutation = graphql(`
  mutation SaveTag($input: SaveTagInput!) {
    saveTag(input: $input) {
      message
      createdBiblioId
      recordVersion
      tag {
        ...ViewerPageTag
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SaveGroupTagMutation = graphql(`
  mutation SaveGroupTag($input: SaveGroupTagInput!) {
    saveGroupTag(input: $input) {
      message
      groupTag {
        ...ViewerGroupTag
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id) {
      message
      deletedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteGroupTagMutation = graphql(`
  mutation DeleteGroupTag($id: ID!) {
    deleteGroupTag(id: $id) {
      message
      deletedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
