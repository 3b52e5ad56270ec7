import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  CloseButton,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { LinkableRecipient, LinkableWork } from '@rt/domain';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { RecipientRole, WorkSearchQuery as WorkSearchResult } from '../../../__generated__/graphql.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { RecipientDetailPanel, type RecipientResult } from './RecipientDetailPanel.tsx';
import { ResultList } from './ResultList.tsx';
import { WorkDetailPanel } from './WorkDetailPanel.tsx';
import { RecipientSearchQuery, WorkDetailQuery, WorkSearchQuery } from './workSearchDocuments.ts';
import {
  ACCOUNT_PROFILE_FILTERS,
  EMPTY_FIELDS,
  FIELD_LABELS,
  WORK_TYPE_FILTERS,
  editField,
  matchedByOf,
  scoreText,
  toCriteria,
  type AccountProfileFilter,
  type WorkSearchCriteria,
  type WorkSearchField,
  type WorkSearchFields,
  type WorkTypeFilter,
} from './workSearchForm.ts';

type WorkMatch = WorkSearchResult['workSearch'][number];

export type WorkSearchDialogProps = {
  onClose: () => void;
  /**
   * Prefilled criteria (F8: the active biblio's title), whether to search at once, and the field
   * to start in (by default ISBN/ISSN when it is prefilled, else Title).
   */
  initial: { fields: Partial<WorkSearchFields>; searchNow: boolean; focus?: WorkSearchField };
  /** The record being researched: its own id is left out of the example document links. */
  recordId: string | null;
  /** Links the chosen work to the active biblio. */
  onSelectWork: (work: LinkableWork, matchedBy: string | undefined) => void;
  /** Links the chosen recipient, or answers why it may not be linked. */
  onSelectRecipient: (recipient: LinkableRecipient) => string | null;
};

const WORK_FIELDS: readonly WorkSearchField[] = ['isn', 'title', 'creator', 'publisher', 'year'];

/**
 * The Work Search modal (spec 2 and 5). Results come best first with their score and why each
 * matched, the first highlighted; arrow keys move through them, Enter links the highlighted one (also
 * from a search field whose search is shown), Escape closes. A search with no criterion
 * but the work type resets it to its default state. Loaded on first use (its own chunk).
 */
export function WorkSearchDialog({
  onClose,
  initial,
  recordId,
  onSelectWork,
  onSelectRecipient,
}: WorkSearchDialogProps) {
  const client = useApolloClient();
  const [fields, setFields] = useState<WorkSearchFields>(() => ({ ...EMPTY_FIELDS, ...initial.fields }));
  const [workType, setWorkType] = useState<WorkTypeFilter>('All');
  const [submitted, setSubmitted] = useState<WorkSearchCriteria | null>(() =>
    initial.searchNow ? toCriteria({ ...EMPTY_FIELDS, ...initial.fields }, 'All') : null,
  );
  const [workIndex, setWorkIndex] = useState(0);
  const [recipientName, setRecipientName] = useState('');
  const [recipientRole, setRecipientRole] = useState<RecipientRole>('CREATOR');
  const [recipientSearch, setRecipientSearch] = useState<{ name: string; role: RecipientRole } | null>(null);
  const [profile, setProfile] = useState<AccountProfileFilter>('All');
  const [recipientIndex, setRecipientIndex] = useState(-1);
  const [showing, setShowing] = useState<'work' | 'recipient'>('work');
  const [problem, setProblem] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const workList = useRef<HTMLDivElement>(null);

  const works = useQuery(
    WorkSearchQuery,
    submitted ? { variables: { criteria: submitted }, fetchPolicy: 'network-only' } : skipToken,
  );
  const results: readonly WorkMatch[] = submitted ? (works.data?.workSearch ?? []) : [];
  const work = results[workIndex];
  const detail = useQuery(
    WorkDetailQuery,
    work && showing === 'work' ? { variables: { workId: work.workId, excludeRecordId: recordId } } : skipToken,
  );
  const recipients = useQuery(RecipientSearchQuery, recipientSearch ? { variables: recipientSearch } : skipToken);
  const recipientResults: readonly RecipientResult[] = recipientSearch
    ? (recipients.data?.recipients ?? []).filter((r) => profile === 'All' || r.accountProfile === profile)
    : [];
  const recipient = recipientResults[recipientIndex];

  function resetWorks() {
    setFields(EMPTY_FIELDS);
    setWorkType('All');
    setSubmitted(null);
    setWorkIndex(0);
  }

  function searchWorks(type: WorkTypeFilter = workType) {
    setProblem(null);
    const criteria = toCriteria(fields, type);
    if (!criteria) return resetWorks();
    setSubmitted(criteria);
    setWorkIndex(0);
    setShowing('work');
  }

  function chooseWorkType(type: WorkTypeFilter) {
    setWorkType(type);
    // The filter narrows the search made; with none made it waits for one.
    if (submitted) searchWorks(type);
  }

  function searchRecipients() {
    setProblem(null);
    const name = recipientName.trim();
    setRecipientSearch(name ? { name, role: recipientRole } : null);
    setRecipientIndex(name ? 0 : -1);
    setShowing('recipient');
  }

  function clearAll() {
    resetWorks();
    setRecipientName('');
    setRecipientRole('CREATOR');
    setRecipientSearch(null);
    setProfile('All');
    setRecipientIndex(-1);
    setShowing('work');
    setProblem(null);
    firstField.current?.focus();
  }

  async function selectWork(index = workIndex) {
    const chosen = results[index];
    if (!chosen || selecting) return;
    setSelecting(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: WorkDetailQuery,
        variables: { workId: chosen.workId, excludeRecordId: recordId },
      });
      if (!data?.work) {
        setProblem(`Work ${chosen.workId} was not found`);
        return;
      }
      onSelectWork(data.work, matchedByOf(submitted));
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSelecting(false);
    }
  }

  function selectRecipient(index = recipientIndex) {
    const chosen = recipientResults[index];
    if (!chosen) return;
    const refusal = onSelectRecipient({ accountObjectId: chosen.accountObjectId, pseudonymName: chosen.pseudonymName });
    if (refusal) setProblem(refusal);
    else onClose();
  }

  /**
   * From a search field, the down arrow moves into the results, and Enter links the highlighted
   * result of the search the fields show (one exact result: Enter); changed fields search again.
   */
  function onFieldKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      workList.current?.focus();
    } else if (
      event.key === 'Enter' &&
      work &&
      JSON.stringify(toCriteria(fields, workType)) === JSON.stringify(submitted)
    ) {
      event.preventDefault();
      void selectWork();
    }
  }
  const focusField = initial.focus ?? (initial.fields.isn ? 'isn' : 'title');
  const opening = useRef(true);
  /**
   * The dialog's focus trap selects the first field's text as it opens; the caret goes after it
   * instead, so what the researcher types at once goes on from the biblio's title or ISN.
   */
  function caretAfterText(event: FocusEvent<HTMLInputElement>) {
    if (!opening.current) return;
    opening.current = false;
    const input = event.currentTarget;
    // A microtask runs after the trap's select(), which follows its focus() in the same task.
    queueMicrotask(() => input.setSelectionRange(input.value.length, input.value.length));
  }

  const errorMessage =
    problem ??
    works.error?.message ??
    recipients.error?.message ??
    (showing === 'work' ? detail.error?.message : undefined);

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      size="cover"
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => firstField.current}
      // The caller decides where the focus goes next (after a link, the next field to fill).
      restoreFocus={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="work-search">
            <Dialog.Header>
              <Dialog.Title>Work Search</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {errorMessage ? <LoadError message={errorMessage} /> : null}
                <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
                  <Stack gap="4">
                    <Stack
                      as="form"
                      gap="2"
                      aria-label="Search works"
                      onSubmit={(e) => {
                        e.preventDefault();
                        searchWorks();
                      }}
                    >
                      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
                        {WORK_FIELDS.map((field) => (
                          <Field.Root key={field}>
                            <Field.Label>{FIELD_LABELS[field]}</Field.Label>
                            <Input
                              size="sm"
                              ref={field === focusField ? firstField : undefined}
                              onFocus={field === focusField ? caretAfterText : undefined}
                              inputMode={field === 'year' ? 'numeric' : undefined}
                              value={fields[field]}
                              onChange={(e) => setFields(editField(fields, field, e.target.value))}
                              onKeyDown={onFieldKey}
                            />
                          </Field.Root>
                        ))}
                      </SimpleGrid>
                      <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
                        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Work type">
                          {WORK_TYPE_FILTERS.map((type) => (
                            <Button
                              key={type}
                              type="button"
                              aria-pressed={workType === type}
                              variant={workType === type ? 'solid' : 'outline'}
                              onClick={() => chooseWorkType(type)}
                            >
                              {type}
                            </Button>
                          ))}
                        </ButtonGroup>
                        <Button size="sm" type="submit">
                          Search Work
                        </Button>
                      </HStack>
                    </Stack>
                    {submitted ? (
                      works.loading && !works.data ? (
                        <Text color="fg.muted" fontSize="sm">
                          Searching…
                        </Text>
                      ) : works.error ? null : (
                        <ResultList
                          label="Works"
                          listRef={workList}
                          items={results}
                          keyOf={(w) => w.workId}
                          highlighted={workIndex}
                          onHighlight={(i) => {
                            setWorkIndex(i);
                            setShowing('work');
                          }}
                          onChoose={(i) => void selectWork(i)}
                          render={(w) => <WorkMatchRow match={w} />}
                        />
                      )
                    ) : null}
                    <Stack
                      as="form"
                      gap="2"
                      aria-label="Search recipients"
                      borderTopWidth="1px"
                      paddingTop="3"
                      onSubmit={(e) => {
                        e.preventDefault();
                        searchRecipients();
                      }}
                    >
                      <HStack gap="2" alignItems="end" flexWrap="wrap">
                        <Field.Root flex="1" minWidth="12rem">
                          <Field.Label>Recipient</Field.Label>
                          <Input size="sm" value={recipientName} onChange={(e) => setRecipientName(e.target.value)} />
                        </Field.Root>
                        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Recipient role">
                          {(['CREATOR', 'PUBLISHER'] as const).map((role) => (
                            <Button
                              key={role}
                              type="button"
                              aria-pressed={recipientRole === role}
                              variant={recipientRole === role ? 'solid' : 'outline'}
                              onClick={() => setRecipientRole(role)}
                            >
                              {role === 'CREATOR' ? 'Creator' : 'Publisher'}
                            </Button>
                          ))}
                        </ButtonGroup>
                        <Button size="sm" type="submit" variant="outline">
                          Search Recipient
                        </Button>
                      </HStack>
                      <ButtonGroup size="xs" variant="outline" attached role="group" aria-label="Account profile">
                        {ACCOUNT_PROFILE_FILTERS.map((p) => (
                          <Button
                            key={p}
                            type="button"
                            aria-pressed={profile === p}
                            variant={profile === p ? 'solid' : 'outline'}
                            onClick={() => {
                              setProfile(p);
                              setRecipientIndex(0);
                            }}
                          >
                            {p}
                          </Button>
                        ))}
                      </ButtonGroup>
                    </Stack>
                    {recipientSearch ? (
                      recipients.loading && !recipients.data ? (
                        <Text color="fg.muted" fontSize="sm">
                          Searching…
                        </Text>
                      ) : recipients.error ? null : (
                        <ResultList
                          label="Recipients"
                          items={recipientResults}
                          keyOf={(r) => r.accountObjectId}
                          highlighted={recipientIndex}
                          onHighlight={(i) => {
                            setRecipientIndex(i);
                            setShowing('recipient');
                          }}
                          onChoose={selectRecipient}
                          render={(r) => (
                            <HStack justifyContent="space-between" gap="2">
                              <Text fontWeight="semibold" fontSize="sm">
                                {r.pseudonymName}
                              </Text>
                              <Text fontSize="xs" color="fg.muted">
                                {[r.accountName, r.accountProfile].filter(Boolean).join(' · ')}
                              </Text>
                            </HStack>
                          )}
                        />
                      )
                    ) : null}
                  </Stack>
                  <Box borderWidth="1px" borderRadius="md" padding="3" minHeight="10rem">
                    {showing === 'recipient' && recipient ? (
                      <RecipientDetailPanel key={recipient.accountObjectId} recipient={recipient} />
                    ) : showing === 'work' && detail.data?.work && work && detail.data.work.workId === work.workId ? (
                      <WorkDetailPanel work={detail.data.work} documents={detail.data.workDocuments} />
                    ) : (
                      <Text color="fg.muted" fontSize="sm">
                        {showing === 'work' && work ? 'Loading…' : 'Pick a result to see its details.'}
                      </Text>
                    )}
                  </Box>
                </Grid>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={clearAll}>
                Clear
              </Button>
              <Button size="sm" variant="outline" disabled={!recipient} onClick={() => selectRecipient()}>
                Select Recipient
              </Button>
              <Button size="sm" disabled={!work || selecting} onClick={() => void selectWork()}>
                Select Work
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One ranked result: the work, its score, and why it matched. */
function WorkMatchRow({ match }: { match: WorkMatch }) {
  return (
    <Stack gap="0.5">
      <HStack justifyContent="space-between" alignItems="start" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {match.title}
        </Text>
        <Badge colorPalette="green" title="Match score" flexShrink={0}>
          {scoreText(match.score)}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {[match.type, match.isn, match.yearOfPublication, match.creators.join('; '), match.publishers.join('; ')]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {match.whyMatched.length ? (
        <HStack gap="1" flexWrap="wrap" aria-label="Why it matched">
          {match.whyMatched.map((why) => (
            <Badge key={why} size="sm" variant="outline">
              {why}
            </Badge>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
