import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { BatchForm } from '../forms/BatchForm.tsx';
import { NEW_BATCH } from '../forms/batch.values.ts';
import { batchListUrl } from '../previousUrl.ts';
import { BackLink } from '../../../components/BackLink.tsx';

/** '.../batch/create'. */
export function BatchCreateRoute() {
  const { researchCollectionId = '' } = useParams();
  return (
    <Stack gap="6">
      <PageTitle title="Create Batch" />
      <BackLink to={batchListUrl(researchCollectionId)}>Back to the batches</BackLink>
      <Heading as="h1" size="2xl">
        Create Batch
      </Heading>
      <BatchForm researchCollectionId={researchCollectionId} initialValues={NEW_BATCH} />
    </Stack>
  );
}
