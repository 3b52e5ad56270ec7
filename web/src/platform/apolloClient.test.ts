import { describe, expect, it } from 'vitest';
import { ResearchRulesDocument, ResearchTemplate_RulesFragmentDoc } from '../__generated__/graphql.ts';
import { appCache } from './apolloClient.ts';

const template = {
  __typename: 'ResearchTemplate' as const,
  id: 3,
  fields: [
    { __typename: 'ResearchTemplateField' as const, id: 11, resource: 'biblio', fieldName: 'isn', label: 'ISN' },
  ],
  rules: [
    {
      __typename: 'Rule' as const,
      id: 5,
      name: 'Journals need an issue',
      conditions: [{ __typename: 'RuleCondition' as const, field: 'major_material_type', operator: '=', value: '2' }],
      actions: [
        {
          __typename: 'RuleAction' as const,
          field: 'issue_number',
          type: 'warning',
          value: null,
          options: null,
          message: 'Issue number?',
        },
      ],
    },
  ],
};

describe('appCache', () => {
  it("answers a template's rules query from the template a record's read brought, and only that template", () => {
    const cache = appCache();
    cache.writeFragment({
      fragment: ResearchTemplate_RulesFragmentDoc,
      fragmentName: 'ResearchTemplate_rules',
      data: template,
    });
    expect(cache.readQuery({ query: ResearchRulesDocument, variables: { templateId: 3 } })?.researchTemplate).toEqual(
      template,
    );
    expect(cache.readQuery({ query: ResearchRulesDocument, variables: { templateId: 4 } })).toBeNull();
  });
});
