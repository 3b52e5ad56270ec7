import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { RecipientRole } from '../../../__generated__/graphql.ts';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import { ACCOUNT_PROFILE_FILTERS, type AccountProfileFilter } from './workSearchForm.ts';

const RECIPIENT_ROLES: readonly RecipientRole[] = ['CREATOR', 'PUBLISHER'];

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
        <ChoiceButtons
          label="Recipient role"
          size="sm"
          options={RECIPIENT_ROLES}
          value={role}
          onChoose={onRole}
          nameOf={(option) => (option === 'CREATOR' ? 'Creator' : 'Publisher')}
        />
        <Button size="sm" type="submit" variant="outline">
          Search Recipient
        </Button>
      </HStack>
      <ChoiceButtons
        label="Account profile"
        size="xs"
        options={ACCOUNT_PROFILE_FILTERS}
        value={profile}
        onChoose={onProfile}
      />
    </Stack>
  );
}
