import { useQuery } from '@apollo/client/react';
import { NativeSelect } from '@chakra-ui/react';
import { graphql } from '../../../__generated__/gql.ts';
import { FormField } from '../../../components/FormField.tsx';
import { statisticsFailure } from '../statisticsFailure.ts';

export const StatisticsResearchersQuery = graphql(`
  query StatisticsResearchers {
    statisticsResearchers {
      id
      displayName
    }
  }
`);

type ResearcherSelectProps = {
  /** The chosen user's id, or '' for the empty choice. */
  value: string;
  onChange: (id: string) => void;
  /** The text of the empty choice ('All researchers', 'Choose a researcher'). */
  emptyLabel: string;
};

/** Coordinator and IT pick a researcher: users with role id 2 or 5 only (spec section 5). */
export function ResearcherSelect({ value, onChange, emptyLabel }: ResearcherSelectProps) {
  const { data, loading, error } = useQuery(StatisticsResearchersQuery);
  const researchers = data?.statisticsResearchers ?? [];
  return (
    <FormField label="Researcher" error={error ? statisticsFailure(error) : undefined}>
      <NativeSelect.Root maxWidth="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{loading && researchers.length === 0 ? 'Loading researchers…' : emptyLabel}</option>
          {researchers.map((r) => (
            <option key={r.id} value={r.id}>
              {r.displayName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
