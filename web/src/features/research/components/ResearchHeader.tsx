import { Button, ButtonGroup, Flex, Heading, HStack, Text } from '@chakra-ui/react';

type ResearchHeaderProps = {
  recordId: string | null;
  biblioId: string | null;
  readOnly: boolean;
  locked: boolean;
  /** The record may not be changed by this user: the toggle and the link buttons are disabled. */
  frozen: boolean;
  newWorkRequest: boolean;
  /** A biblio linked to a work or recipient keeps its new work request (spec 4). */
  newWorkRequestFixed: boolean;
  onNewWorkRequest: (value: boolean) => void;
  onDetails: () => void;
  onUnlinkWork: () => void;
  onClearLinks: () => void;
};

/** Record ID, Details, 'New work request?', the Biblio id, 'Unlink works (F4)' and 'Clear links' (spec 2). */
export function ResearchHeader(props: ResearchHeaderProps) {
  const { recordId, biblioId, readOnly, locked, frozen, newWorkRequest, newWorkRequestFixed } = props;
  return (
    <Flex
      gap="3"
      alignItems="center"
      flexWrap="wrap"
      borderWidth="1px"
      borderRadius="md"
      paddingX="3"
      paddingY="2"
      bg="bg"
    >
      <Heading as="h2" size="md">
        Record ID: <span data-testid="record-id">{recordId ?? 'New record'}</span>
      </Heading>
      <Button size="sm" variant="outline" onClick={props.onDetails} disabled={locked}>
        Details
      </Button>
      {readOnly ? null : (
        <HStack gap="2" role="group" aria-label="New work request?">
          <Text fontSize="sm">New work request?</Text>
          <ButtonGroup size="xs" attached variant="outline">
            <Button
              aria-pressed={newWorkRequest}
              variant={newWorkRequest ? 'solid' : 'outline'}
              disabled={frozen || newWorkRequestFixed}
              onClick={() => props.onNewWorkRequest(true)}
            >
              Yes
            </Button>
            <Button
              aria-pressed={!newWorkRequest}
              variant={!newWorkRequest ? 'solid' : 'outline'}
              disabled={frozen || newWorkRequestFixed}
              onClick={() => props.onNewWorkRequest(false)}
            >
              No
            </Button>
          </ButtonGroup>
        </HStack>
      )}
      <Text fontSize="sm">
        Biblio id: <span data-testid="biblio-id">{biblioId ?? 'New'}</span>
      </Text>
      {readOnly ? null : (
        <HStack gap="2" marginStart="auto">
          <Button size="sm" variant="outline" disabled={frozen} onClick={props.onUnlinkWork}>
            Unlink works (F4)
          </Button>
          <Button size="sm" variant="outline" disabled={frozen} onClick={props.onClearLinks}>
            Clear links
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
