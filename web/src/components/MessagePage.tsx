import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from './PageTitle.tsx';

/** A page that only states a fixed message, such as Access Denied or Page Not Found. */
export function MessagePage({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="4" paddingY="10" textAlign="center" alignItems="center">
      <PageTitle title={title} />
      <Heading as="h1" size="xl">
        {message}
      </Heading>
    </Stack>
  );
}
