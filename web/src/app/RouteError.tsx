import { Alert, Button, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@rt/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle.tsx';
import { ChunkLoadError } from './loadChunk.ts';

/** What a route shows when its code could not load or it failed while rendering. */
export function RouteError() {
  const error = useRouteError();
  let message: string;
  if (error instanceof ChunkLoadError) message = MESSAGES.loadingChunkFailed;
  else if (isRouteErrorResponse(error)) message = error.status === 404 ? MESSAGES.notFound : error.statusText;
  else if (error instanceof Error) message = error.message;
  else message = 'Something went wrong.';

  return (
    <Stack gap="4" paddingY="6" alignItems="flex-start">
      <PageTitle title="Error" />
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
