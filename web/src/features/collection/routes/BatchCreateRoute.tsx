import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { BatchForm } from '../forms/BatchForm.tsx';
import { NEW_BATCH } from '../forms/batch.values.ts';

/** '.../batch/create'. */
export function BatchCreateRoute() {
  const { researchCollectionId = '' } = useParams();
  return (
    <Stack gap="6">
      <PageTitle title="Create Batch" />
      <Heading as="h1" size="2xl">
        Create Batch
      </Heading>
      <BatchForm researchCollectionId={researchCollectionId} initialValues={NEW_BATCH} />
    </Stack>
  );
}
