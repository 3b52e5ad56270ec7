import { enumName, GRAPHQL_ENUMS } from '@rt/domain';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema.ts';

describe("the schema's closed sets", () => {
  const schema = buildSchema();

  it.each(Object.entries(GRAPHQL_ENUMS))(
    '%s has exactly the words domain lists, each served as the word',
    (name, words) => {
      const type = schema.getType(name);
      // Read by shape: vitest loads graphql twice (ESM and CommonJS), which defeats its instanceof checks.
      const values = (type as unknown as { getValues?: () => { name: string; value: unknown }[] }).getValues?.();
      const served = Object.fromEntries((values ?? []).map((v) => [v.name, v.value]));
      expect(served).toEqual(Object.fromEntries(words.map((word) => [enumName(word), word])));
    },
  );
});
