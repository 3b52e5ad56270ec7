import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { camelCase } from '@rt/domain';
import { graphql } from '../../../__generated__/gql.ts';

export const AuditorFieldsQuery = graphql(`
  query AuditorFields($templateId: Int!, $licenceSchemeId: Int) {
    researchTemplate(id: $templateId) {
      id
      fields(licenceSchemeId: $licenceSchemeId) {
        id
        resource
        fieldName
      }
    }
  }
`);

/** The form fields shown, by resource, as the form names them ('major_title' is majorTitle). */
export type ShownFields = { biblio: ReadonlySet<string>; usage: ReadonlySet<string> };

/**
 * The fields the read-only form of an External Auditor shows: the template's set for the
 * collection's licence scheme, which the API reduces for the schemes that have a reduced set (spec
 * 6, ADR 043). Null, every field, for everyone else, and until the answer is in.
 */
export function useAuditorFields(
  templateId: number | null,
  licenceSchemeId: number | null,
  readOnly: boolean,
): ShownFields | null {
  const { data } = useQuery(
    AuditorFieldsQuery,
    readOnly && templateId !== null
      ? { variables: { templateId, licenceSchemeId }, fetchPolicy: 'cache-first' }
      : skipToken,
  );
  const fields = data?.researchTemplate?.fields;
  return useMemo(() => {
    if (!readOnly || !fields?.length) return null;
    const of = (resource: string) =>
      new Set(fields.filter((f) => f.resource === resource).map((f) => camelCase(f.fieldName)));
    return { biblio: of('biblio'), usage: of('usage') };
  }, [readOnly, fields]);
}
