import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import type { LinkableRecipient, LinkableWork } from '@rt/domain';
import { useState } from 'react';
import type { RecipientRole, WorkSearchQuery as WorkSearchResult } from '../../../__generated__/graphql.ts';
import type { RecipientResult } from './RecipientDetailPanel.tsx';
import { RecipientSearchQuery, WorkDetailQuery, WorkSearchQuery } from './workSearchDocuments.ts';
import {
  EMPTY_FIELDS,
  editField,
  matchedByOf,
  openingCriteria,
  toCriteria,
  type AccountProfileFilter,
  type WorkSearchCriteria,
  type WorkSearchField,
  type WorkSearchFields,
  type WorkTypeFilter,
} from './workSearchForm.ts';

export type WorkMatch = WorkSearchResult['workSearch'][number];

export type WorkSearchOptions = {
  /** Prefilled criteria and whether to search at once. */
  initial: { fields: Partial<WorkSearchFields>; searchNow: boolean };
  /** The record being researched: its own id is left out of the example document links. */
  recordId: string | null;
  onSelectWork: (work: LinkableWork, matchedBy: string | undefined) => void;
  /** Links the chosen recipient, or answers why it may not be linked. */
  onSelectRecipient: (recipient: LinkableRecipient) => string | null;
  onClose: () => void;
};

/**
 * The Work Search's state (spec 2 and 5): the work criteria and the search made, the recipient
 * search, which result of each is highlighted, which one the detail panel shows, and choosing one.
 * A search with no criterion but the work type resets the works to their default state.
 */
export function useWorkSearch({ initial, recordId, onSelectWork, onSelectRecipient, onClose }: WorkSearchOptions) {
  const client = useApolloClient();
  const [fields, setFields] = useState<WorkSearchFields>(() => ({ ...EMPTY_FIELDS, ...initial.fields }));
  const [workType, setWorkType] = useState<WorkTypeFilter>('All');
  const [opening] = useState<WorkSearchCriteria | null>(() =>
    initial.searchNow ? openingCriteria(initial.fields) : null,
  );
  const [submitted, setSubmitted] = useState<WorkSearchCriteria | null>(opening);
  const [workIndex, setWorkIndex] = useState(0);
  const [recipientName, setRecipientName] = useState('');
  const [recipientRole, setRecipientRole] = useState<RecipientRole>('CREATOR');
  const [recipientSearch, setRecipientSearch] = useState<{ name: string; role: RecipientRole } | null>(null);
  const [profile, setProfile] = useState<AccountProfileFilter>('All');
  const [recipientIndex, setRecipientIndex] = useState(-1);
  const [showing, setShowing] = useState<'work' | 'recipient'>('work');
  const [problem, setProblem] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);

  // The search it opens with was asked as the key was pressed (startWorkSearch.ts): its answer is
  // in the cache or in flight. Every later search asks the catalogue again.
  const works = useQuery(
    WorkSearchQuery,
    submitted
      ? { variables: { criteria: submitted }, fetchPolicy: submitted === opening ? 'cache-first' : 'network-only' }
      : skipToken,
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

  return {
    fields,
    editField: (field: WorkSearchField, value: string) => setFields(editField(fields, field, value)),
    workType,
    chooseWorkType: (type: WorkTypeFilter) => {
      setWorkType(type);
      // The filter narrows the search made; with none made it waits for one.
      if (submitted) searchWorks(type);
    },
    searchWorks: () => searchWorks(),
    /** The fields still show the search made: Enter in one links its highlighted result. */
    showsSearchMade: () => JSON.stringify(toCriteria(fields, workType)) === JSON.stringify(submitted),
    works: { searched: submitted !== null, loading: works.loading && !works.data, failed: !!works.error },
    results,
    workIndex,
    work,
    highlightWork: (index: number) => {
      setWorkIndex(index);
      setShowing('work');
    },
    selectWork: (index?: number) => void selectWork(index),
    selecting,
    /** The highlighted work's details, once they are those of the highlighted work. */
    workDetail: detail.data?.work && work && detail.data.work.workId === work.workId ? detail.data : null,

    recipientName,
    setRecipientName,
    recipientRole,
    setRecipientRole,
    profile,
    chooseProfile: (next: AccountProfileFilter) => {
      setProfile(next);
      setRecipientIndex(0);
    },
    searchRecipients: () => {
      setProblem(null);
      const name = recipientName.trim();
      setRecipientSearch(name ? { name, role: recipientRole } : null);
      setRecipientIndex(name ? 0 : -1);
      setShowing('recipient');
    },
    recipients: {
      searched: recipientSearch !== null,
      loading: recipients.loading && !recipients.data,
      failed: !!recipients.error,
    },
    recipientResults,
    recipientIndex,
    recipient,
    highlightRecipient: (index: number) => {
      setRecipientIndex(index);
      setShowing('recipient');
    },
    selectRecipient: (index = recipientIndex) => {
      const chosen = recipientResults[index];
      if (!chosen) return;
      const refusal = onSelectRecipient({
        accountObjectId: chosen.accountObjectId,
        pseudonymName: chosen.pseudonymName,
      });
      if (refusal) setProblem(refusal);
      else onClose();
    },

    showing,
    errorMessage:
      problem ??
      works.error?.message ??
      recipients.error?.message ??
      (showing === 'work' ? detail.error?.message : undefined),
    /** Clear: every criterion, search and filter back to the modal's default state. */
    clearAll: () => {
      resetWorks();
      setRecipientName('');
      setRecipientRole('CREATOR');
      setRecipientSearch(null);
      setProfile('All');
      setRecipientIndex(-1);
      setShowing('work');
      setProblem(null);
    },
  };
}
