import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import { parse } from 'graphql';
import type * as GraphQL from 'graphql';
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// The codegen visitor gets graphql as Node loads it (CommonJS); its schema must come from that copy.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** A `graphql(`...`)` call of the client preset; its documents never interpolate. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * Replaces each `graphql(`...`)` call of the app by the one document it stands for, imported on its
 * own from the generated __generated__/graphql.ts (what the client preset's babel plugin does,
 * without babel). Each document is a module of its own (`__generated__/documents/Name.ts`, the
 * generated file of which the bundle keeps only that export), so it lands in the chunk of the
 * screen that uses it:
 * importing them all from one module would put every document in the chunk every screen loads,
 * and calling `graphql()` would bring its map of every document in the app.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const generated = path.join(generatedDir, 'graphql.ts');
  const documentsDir = path.join(generatedDir, 'documents') + path.sep;
  const naming = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: 'graphql(`' },
      handler(code, id) {
        if (id.startsWith(generatedDir)) return null;
        const s = new MagicString(code);
        const imports = new Map<string, string>();
        for (const match of code.matchAll(GRAPHQL_CALL)) {
          const [definition] = parse(match[1]).definitions;
          if (definition?.kind !== 'OperationDefinition' && definition?.kind !== 'FragmentDefinition') continue;
          if (!definition.name) continue;
          const exported =
            definition.kind === 'OperationDefinition'
              ? naming.getOperationVariableName(definition)
              : naming.getFragmentVariableName(definition);
          const local = `__document_${exported}`;
          imports.set(
            local,
            `import { ${exported} as ${local} } from ${JSON.stringify(`${documentsDir}${exported}.ts`)};\n`,
          );
          s.overwrite(match.index, match.index + match[0].length, local);
        }
        if (imports.size === 0) return null;
        s.prepend([...imports.values()].join(''));
        return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
      },
    },
    resolveId(id) {
      return id.startsWith(documentsDir) ? id : null;
    },
    load(id) {
      if (!id.startsWith(documentsDir)) return null;
      this.addWatchFile(generated);
      return readFileSync(generated, 'utf8');
    },
  };
}
