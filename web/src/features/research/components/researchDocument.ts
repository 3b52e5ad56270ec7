import { graphql } from '../../../__generated__/gql.ts';

/** Everything the research form reads of a record; the save mutations answer the same. */
export const ResearchForm_document = graphql(`
  fragment ResearchForm_document on Document {
    id
    version
    notes
    otherInformation
    researchCollection {
      id
      researchTemplateId
      licenceSchemeId
    }
    writeRefusal {
      reason
      message
    }
    ...DocumentPanel_document
    biblios {
      ...BiblioForm_biblio
    }
    usages {
      ...UsageFields_usage
    }
    links {
      biblioId
      usageId
      activeFlag
    }
  }
`);

export const ResearchDocumentQuery = graphql(`
  query ResearchDocument($id: ID!) {
    document(id: $id) {
      ...ResearchForm_document
      batchId
      researchCollection {
        id
        collectionTitle
      }
    }
  }
`);

export const SaveDocumentMutation = graphql(`
  mutation SaveDocument($input: SaveDocumentInput!) {
    saveDocument(input: $input) {
      message
      nextDocumentId
      conflict {
        message
        version
        changedBy
        changedAt
      }
      userErrors {
        ...UserErrorFields
      }
      document {
        ...ResearchForm_document
      }
    }
  }
`);

export const CreateDocumentMutation = graphql(`
  mutation CreateDocument($input: CreateDocumentInput!) {
    createDocument(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      document {
        ...ResearchForm_document
      }
    }
  }
`);

/** The lookup lists the research form and Bulk Edit offer: every list a biblio or usage field takes. */
export const LookupListsFragment = graphql(`
  fragment LookupLists on Query {
    edition: lookup(list: EDITION) {
      id
      value
    }
    exclusionCondition: lookup(list: EXCLUSION_CONDITION) {
      id
      value
    }
    termsConditions: lookup(list: TERMS_CONDITIONS) {
      id
      value
    }
    majorMaterialType: lookup(list: MAJOR_MATERIAL_TYPE) {
      id
      value
    }
    minorMaterialType: lookup(list: MINOR_MATERIAL_TYPE) {
      id
      value
    }
    workSubType: lookup(list: WORK_SUB_TYPE) {
      id
      value
    }
    copyType: lookup(list: COPY_TYPE) {
      id
      value
    }
    copiedFor: lookup(list: COPIED_FOR) {
      id
      value
    }
  }
`);

export const ResearchLookupsQuery = graphql(`
  query ResearchLookups {
    ...LookupLists
  }
`);

/** The rules and fields of a record's template (ADR 012), which the form evaluates on every change. */
export const ResearchRulesQuery = graphql(`
  query ResearchRules($templateId: Int!) {
    researchTemplate(id: $templateId) {
      id
      fields {
        id
        resource
        fieldName
        label
      }
      rules {
        id
        name
        conditions {
          field
          operator
          value
        }
        actions {
          field
          type
          value
          options
          message
        }
      }
    }
  }
`);
