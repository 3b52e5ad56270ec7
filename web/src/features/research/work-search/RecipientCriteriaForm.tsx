import { Button, ButtonGroup, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { RecipientRole } from '../../../__generated__/graphql.ts';
import { ACCOUNT_PROFILE_FILTERS, type AccountProfileFilter } from './workSearchForm.ts';

type RecipientCriteriaFormProps = {
  name: string;
  role: RecipientRole;
  profile: AccountProfileFilter;
  onName: (name: string) => void;
  onRole: (role: RecipientRole) => void;
  onProfile: (profile: AccountProfileFilter) => void;
  onSearch: () => void;
};

/** The recipients' criteria (spec 5): a name, Creator or Publisher, Search Recipient, the account profile. */
export function RecipientCriteriaForm({
  name,
  role,
  profile,
  onName,
  onRole,
  onProfile,
  onSearch,
}: RecipientCriteriaFormProps) {
  return (
    <Stack
      as="form"
      gap="2"
      aria-label="Search recipients"
      borderTopWidth="1px"
      paddingTop="3"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <HStack gap="2" alignItems="end" flexWrap="wrap">
        <Field.Root flex="1" minWidth="12rem">
          <Field.Label>Recipient</Field.Label>
          <Input size="sm" value={name} onChange={(e) => onName(e.target.value)} />
        </Field.Root>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Recipient role">
          {(['CREATOR', 'PUBLISHER'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              aria-pressed={role === option}
              variant={role === option ? 'solid' : 'outline'}
              onClick={() => onRole(option)}
            >
              {option === 'CREATOR' ? 'Creator' : 'Publisher'}
            </Button>
          ))}
        </ButtonGroup>
        <Button size="sm" type="submit" variant="outline">
          Search Recipient
        </Button>
      </HStack>
      <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Account profile">
        {ACCOUNT_PROFILE_FILTERS.map((p) => (
          <Button
            key={p}
            type="button"
            aria-pressed={profile === p}
            variant={profile === p ? 'solid' : 'outline'}
            onClick={() => onProfile(p)}
          >
            {p}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
