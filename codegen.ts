import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUMS } from './domain/src/status.ts';

/** Types for both sides of the contract in schema/graphql: resolvers in the BFF, typed documents in the web app. */
const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  ignoreNoDocuments: true,
  hooks: { afterAllFileWrite: ['prettier --write --log-level silent --ignore-path .gitignore'] },
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      // The plugin re-exports an enum typed from another module as a value (`export { BatchStatus }`),
      // which verbatimModuleSyntax refuses for a type: it becomes `export type { BatchStatus }`.
      hooks: { afterOneFileWrite: ["sed -i -E 's/^export \\{ (\\w+) \\};$/export type { \\1 };/'"] },
      config: {
        useTypeImports: true,
        contextType: '../context.ts#BffContext',
        mappers: {
          User: '../modules/user/user.mappers.ts#UserRecord',
          ResearchCollection: '../modules/collection/collection.mappers.ts#CollectionRecord',
          Batch: '../modules/collection/collection.mappers.ts#BatchRecord',
          Location: '../modules/collection/collection.mappers.ts#LocationRecord',
          ResearchTemplate: '../modules/lookup/lookup.mappers.ts#TemplateRecord',
          Document: '../modules/research/research.mappers.ts#FullRecord',
          ResearchRecord: '../modules/research/research.mappers.ts#FullRecord',
          DocumentConnection: '../modules/connections/connections.mappers.ts#DocumentConnectionRecord',
          ResearchCollectionConnection: '../modules/connections/connections.mappers.ts#CollectionConnectionRecord',
          BatchConnection: '../modules/connections/connections.mappers.ts#BatchConnectionRecord',
          DocumentHistoryConnection: '../modules/connections/connections.mappers.ts#HistoryConnectionRecord',
          Biblio: '../modules/research/research.mappers.ts#BiblioRecord',
          Usage: '../modules/research/research.mappers.ts#UsageRecord',
          BiblioUsageLink: '../modules/research/research.mappers.ts#LinkRecord',
          Person: '../modules/research/research.mappers.ts#PersonRecord',
          RecordSummary: '../modules/research/research.mappers.ts#RecordSummaryRecord',
          RecordHistoryEntry: '../modules/research/research.mappers.ts#RecordHistoryRecord',
          Work: '../modules/rights/rights.mappers.ts#WorkRecord',
          WorkMatch: '../modules/rights/rights.mappers.ts#WorkMatchRecord',
          CitingRecord: '../modules/rights/rights.mappers.ts#CitingRecordRow',
          BatchAssignment: '../modules/assignment/assignment.mappers.ts#BatchAssignmentRecord',
          SourceFile: '../modules/assignment/assignment.mappers.ts#SourceFileRecord',
          BiblioTag: '../modules/tags/tags.mappers.ts#BiblioTagRecord',
          GroupTag: '../modules/tags/tags.mappers.ts#GroupTagRecord',
          RecordTags: '../modules/tags/tags.mappers.ts#RecordTagsRecord',
          BulkUpdateResult: '../modules/bulk-update/bulk-update.mappers.ts#BulkUpdateRecord',
          BulkRecordChange: '../modules/bulk-update/bulk-update.mappers.ts#BulkRecordChangeRecord',
          BulkRefusal: '../modules/bulk-update/bulk-update.mappers.ts#BulkRefusalRecord',
          BulkRuleSet: '../modules/bulk-update/bulk-update.mappers.ts#BulkRuleSetRecord',
          BulkFieldChange: '../modules/bulk-update/bulk-update.mappers.ts#BulkFieldChangeRecord',
          BulkChange: '../modules/bulk-update/bulk-update.mappers.ts#BulkChangeRecord',
          BulkChangeField: '../modules/bulk-update/bulk-update.mappers.ts#BulkChangeFieldRecord',
          BulkUndoResult: '../modules/bulk-update/bulk-update.mappers.ts#BulkUndoRecord',
          BulkUndoRefusal: '../modules/bulk-update/bulk-update.mappers.ts#BulkUndoRefusalRecord',
          BulkUpdateJob: '../modules/bulk-update/bulk-update.mappers.ts#BulkUpdateJobRecord',
        },
        scalars: {
          Date: 'string',
          DateTime: 'string',
          JSON: 'unknown',
          ID: { input: 'string', output: 'string | number' },
        },
        defaultScalarType: 'unknown',
        enumsAsTypes: true,
        // The BFF's resolvers read and return the stored words of the closed sets, typed by domain's
        // unions (served through GRAPHQL_ENUM_VALUES); the web sees the enum names.
        enumValues: Object.fromEntries(Object.keys(GRAPHQL_ENUMS).map((name) => [name, `@rt/domain#${name}`])),
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
