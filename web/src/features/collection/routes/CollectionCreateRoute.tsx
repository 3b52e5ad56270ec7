import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { CollectionForm } from '../forms/CollectionForm.tsx';
import { EMPTY_COLLECTION } from '../forms/collection.values.ts';
import { BackLink } from '../../../components/BackLink.tsx';

/** '/research-collection/create'. */
export function CollectionCreateRoute() {
  return (
    <Stack gap="6">
      <PageTitle title="Create Research Collection" />
      <BackLink to="/research-collection">Back to Research Collections</BackLink>
      <Heading as="h1" size="2xl">
        Create Research Collection
      </Heading>
      <CollectionForm initialValues={EMPTY_COLLECTION} />
    </Stack>
  );
}
