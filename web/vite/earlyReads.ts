import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import {
  CurrentUserDocument,
  RecordTagsDocument,
  ResearchLookupsDocument,
  ResearchRecordDocument,
  ResearchRecordTemplateDocument,
} from '../src/__generated__/graphql.ts';

/** The text of a query as Apollo Client sends it: its document with `__typename` asked throughout. */
export const sentQueryText = (document: DocumentNode): string => print(addTypenameToDocument(document));

/** What a research address reads first, by operation name (src/earlyReads.ts). */
export const EARLY_READ_DOCUMENTS = {
  CurrentUser: CurrentUserDocument,
  ResearchLookups: ResearchLookupsDocument,
  ResearchRecord: ResearchRecordDocument,
  ResearchRecordTemplate: ResearchRecordTemplateDocument,
  RecordTags: RecordTagsDocument,
};

const QUERIES = 'virtual:early-read-queries';
const CHUNK = 'earlyReads';

/**
 * The page's early reads (src/earlyReads.ts, given as `entry`) as a script of their own, ahead of
 * the app's in the page: bundled with the app's entry it would run only after the app's whole
 * code had loaded and run. Its `virtual:early-read-queries` are the queries' texts, written at
 * build time from the generated documents, so the script sends exactly what Apollo Client would
 * and carries neither Apollo nor the documents.
 */
export function earlyReads(entry: string): Plugin {
  let building = false;
  return {
    name: 'early-reads',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === QUERIES ? `\0${QUERIES}` : null),
    load(id) {
      if (id !== `\0${QUERIES}`) return null;
      const texts = Object.fromEntries(
        Object.entries(EARLY_READ_DOCUMENTS).map(([name, document]) => [name, sentQueryText(document)]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: entry, name: CHUNK });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === CHUNK,
        );
        if (building && !chunk) throw new Error(`early-reads: no ${CHUNK} chunk in the bundle`);
        const src = chunk ? `/${chunk.fileName}` : `/${entry}`;
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
