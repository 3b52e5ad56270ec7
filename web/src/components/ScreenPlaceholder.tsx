import { Heading, Stack } from '@chakra-ui/react';
import { PageTitle } from './PageTitle.tsx';

/** A screen that is registered in the router but not built yet: its title as the page heading. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="4">
      <PageTitle title={title} />
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
    </Stack>
  );
}
