import { Alert, Button, Stack } from '@chakra-ui/react';
import { PageTitle } from '../components/PageTitle.tsx';

/** What a route shows when its code could not load ('Loading chunk failed') or it failed while rendering. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
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
