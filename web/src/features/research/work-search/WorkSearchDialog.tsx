import { Box, Button, CloseButton, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { RecipientCriteriaForm } from './RecipientCriteriaForm.tsx';
import { RecipientDetailPanel } from './RecipientDetailPanel.tsx';
import { ResultList } from './ResultList.tsx';
import { RecipientRow, WorkMatchRow } from './ResultRows.tsx';
import { useCaretAfterText } from './useCaretAfterText.ts';
import { useWorkSearch, type WorkSearchOptions } from './useWorkSearch.ts';
import { WorkCriteriaForm } from './WorkCriteriaForm.tsx';
import { WorkDetailPanel } from './WorkDetailPanel.tsx';
import type { WorkSearchField } from './workSearchForm.ts';

export type WorkSearchDialogProps = Omit<WorkSearchOptions, 'initial'> & {
  /**
   * Prefilled criteria (F8: the active biblio's title), whether to search at once, and the field
   * to start in (by default ISBN/ISSN when it is prefilled, else Title).
   */
  initial: WorkSearchOptions['initial'] & { focus?: WorkSearchField };
};

/**
 * The Work Search modal (spec 2 and 5). Results come best first with their score and why each
 * matched, the first highlighted; arrow keys move through them, Enter links the highlighted one (also
 * from a search field whose search is shown), Escape closes. Loaded on first use (its own chunk).
 */
export function WorkSearchDialog(props: WorkSearchDialogProps) {
  const { initial, onClose } = props;
  const search = useWorkSearch(props);
  const { work, recipient, showing } = search;
  const firstField = useRef<HTMLInputElement>(null);
  const workList = useRef<HTMLDivElement>(null);
  const caretAfterText = useCaretAfterText();
  const focusField = initial.focus ?? (initial.fields.isn ? 'isn' : 'title');

  /**
   * From a search field, the down arrow moves into the results, and Enter links the highlighted
   * result of the search the fields show (one exact result: Enter); changed fields search again.
   */
  function onFieldKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && search.results.length > 0) {
      event.preventDefault();
      workList.current?.focus();
    } else if (event.key === 'Enter' && work && search.showsSearchMade()) {
      event.preventDefault();
      search.selectWork();
    }
  }

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
      // The dialog covers the page, so there is nothing behind to keep from scrolling; the lock
      // would restyle the whole research form as F8 opens it (docs/decisions/060).
      preventScroll={false}
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
                {search.errorMessage ? <LoadError message={search.errorMessage} /> : null}
                <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
                  <Stack gap="4">
                    <WorkCriteriaForm
                      fields={search.fields}
                      workType={search.workType}
                      firstField={{ name: focusField, ref: firstField, onFocus: caretAfterText }}
                      onEdit={search.editField}
                      onFieldKey={onFieldKey}
                      onChooseType={search.chooseWorkType}
                      onSearch={search.searchWorks}
                    />
                    <SearchResults of={search.works}>
                      <ResultList
                        label="Works"
                        listRef={workList}
                        items={search.results}
                        keyOf={(w) => w.workId}
                        highlighted={search.workIndex}
                        onHighlight={search.highlightWork}
                        onChoose={search.selectWork}
                        render={(w) => <WorkMatchRow match={w} />}
                      />
                    </SearchResults>
                    <RecipientCriteriaForm
                      name={search.recipientName}
                      role={search.recipientRole}
                      profile={search.profile}
                      onName={search.setRecipientName}
                      onRole={search.setRecipientRole}
                      onProfile={search.chooseProfile}
                      onSearch={search.searchRecipients}
                    />
                    <SearchResults of={search.recipients}>
                      <ResultList
                        label="Recipients"
                        items={search.recipientResults}
                        keyOf={(r) => r.accountObjectId}
                        highlighted={search.recipientIndex}
                        onHighlight={search.highlightRecipient}
                        onChoose={search.selectRecipient}
                        render={(r) => <RecipientRow recipient={r} />}
                      />
                    </SearchResults>
                  </Stack>
                  <Box borderWidth="1px" borderRadius="md" padding="3" minHeight="10rem">
                    {showing === 'recipient' && recipient ? (
                      <RecipientDetailPanel key={recipient.accountObjectId} recipient={recipient} />
                    ) : showing === 'work' && search.workDetail?.work ? (
                      <WorkDetailPanel work={search.workDetail.work} citingRecords={search.workDetail.citingRecords} />
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
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  search.clearAll();
                  firstField.current?.focus();
                }}
              >
                Clear
              </Button>
              <Button size="sm" variant="outline" disabled={!recipient} onClick={() => search.selectRecipient()}>
                Select Recipient
              </Button>
              <Button size="sm" disabled={!work || search.selecting} onClick={() => search.selectWork()}>
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

/** A search's results: none before a search, 'Searching…' until its first answer, none after a failure (shown above). */
function SearchResults({
  of,
  children,
}: {
  of: { searched: boolean; loading: boolean; failed: boolean };
  children: ReactNode;
}) {
  if (!of.searched) return null;
  if (of.loading) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Searching…
      </Text>
    );
  }
  return of.failed ? null : children;
}
