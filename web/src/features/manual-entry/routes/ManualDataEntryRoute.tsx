import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ManualEntryForm } from '../forms/ManualEntryForm.tsx';
import { BackLink } from '../../../components/BackLink.tsx';

/** '/manual-data-entry': start a record by hand in a chosen batch (spec section 2). */
export function ManualDataEntryRoute() {
  return (
    <Stack gap="6">
      <PageTitle title="Manual Data Entry" />
      <BackLink to="/">Back to Home</BackLink>
      <Heading as="h1" size="2xl">
        Manual Data Entry
      </Heading>
      <ManualEntryForm />
    </Stack>
  );
}
