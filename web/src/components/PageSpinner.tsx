import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** The pending state of a page: a spinner that screen readers announce as `label`. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" paddingY="16">
      <Spinner size="lg" color="blue.600" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
