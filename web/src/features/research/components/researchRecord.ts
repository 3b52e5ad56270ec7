import { graphql } from '../../../__generated__/gql.ts';

/** Everything the research form reads of a record; the save mutations answer the same. */
export const ResearchForm_record = graphql(`
  fragment ResearchForm_record on Document {
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
    ...RecordPanel_record
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

export const ResearchRecordQuery = graphql(`
  query ResearchRecord($id: ID!) {
    document(id: $id) {
      ...ResearchForm_record
      batchId
      researchCollection {
        id
        collectionTitle
      }
    }
  }
`);

/**
 * A record's template, its fields and rules, asked by the record's id beside the record itself, so
 * that a page's first record need not wait for its own answer to ask its rules (ADR 061). The
 * cache answers ResearchRulesQuery from it.
 */
export const ResearchRecordTemplateQuery = graphql(`
  query ResearchRecordTemplate($id: ID!) {
    document(id: $id) {
      id
      researchTemplate {
        ...ResearchTemplate_rules
      }
    }
  }
`);

export const SaveRecordMutation = graphql(`
  mutation SaveRecord($input: SaveRecordInput!) {
    saveRecord(input: $input) {
      message
      nextRecordId
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
        ...ResearchForm_record
      }
    }
  }
`);

export const CreateRecordMutation = graphql(`
  mutation CreateRecord($input: CreateRecordInput!) {
    createRecord(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      document {
        ...ResearchForm_record
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
export const ResearchTemplate_rules = graphql(`
  fragment ResearchTemplate_rules on ResearchTemplate {
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
`);

/**
 * A template's rules by the template's id, as the form asks them; the cache answers it from a
 * template read by its record's id (ResearchRecordTemplateQuery, app/apolloClient.ts).
 */
export const ResearchRulesQuery = graphql(`
  query ResearchRules($templateId: Int!) {
    researchTemplate(id: $templateId) {
      ...ResearchTemplate_rules
    }
  }
`);
