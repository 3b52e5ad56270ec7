// @vitest-environment happy-dom
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { WorkDetailQuery, WorkSearchQuery } from './workSearchDocuments.ts';
import { WorkSearchDialog } from './WorkSearchDialog.tsx';

const match = (workId: string, title: string, score: number) => ({
  __typename: 'WorkMatch',
  workId,
  title,
  type: 'Book',
  isn: null,
  yearOfPublication: 1965,
  creators: ['Frank Herbert'],
  publishers: [],
  score,
  whyMatched: ['Title'],
});

const detail = (workId: string, title: string) => ({
  request: { query: WorkDetailQuery, variables: { workId, excludeRecordId: 'R1' } },
  maxUsageCount: 2,
  result: {
    data: {
      work: {
        __typename: 'Work',
        workId,
        title,
        type: 'Book',
        subType: null,
        isn: null,
        yearOfPublication: 1965,
        edition: null,
        volume: null,
        blmStatus: null,
        paymentModel: null,
        url: null,
        contributors: [],
        shares: [],
        terms: [],
      },
      citingRecords: [],
    },
  },
});

const mocks = [
  {
    request: { query: WorkSearchQuery, variables: { criteria: { title: 'Dune' } } },
    result: { data: { workSearch: [match('W1', 'Dune', 0.97), match('W2', 'Dune Messiah', 0.81)] } },
  },
  {
    request: { query: WorkSearchQuery, variables: { criteria: { title: 'Dune Messiah' } } },
    result: { data: { workSearch: [match('W2', 'Dune Messiah', 0.99)] } },
  },
  detail('W1', 'Dune'),
  detail('W2', 'Dune Messiah'),
];

function openOnTitle() {
  const onSelectWork = vi.fn();
  const onClose = vi.fn();
  const view = renderWithChakra(
    <MockedProvider mocks={mocks}>
      <WorkSearchDialog
        initial={{ fields: { title: 'Dune' }, searchNow: true, focus: 'title' }}
        recordId="R1"
        onSelectWork={onSelectWork}
        onSelectRecipient={() => null}
        onClose={onClose}
      />
    </MockedProvider>,
  );
  return { ...view, onSelectWork, onClose };
}

const highlighted = () => screen.getByRole('option', { selected: true });

describe('WorkSearchDialog', () => {
  it('opens in the biblio’s title with the caret after it, and Enter there links the first result', async () => {
    const { user, onSelectWork, onClose } = openOnTitle();
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await waitFor(() => expect([title.selectionStart, title.selectionEnd]).toEqual([4, 4]));
    await waitFor(() => expect(highlighted().textContent).toContain('Dune97%'));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSelectWork).toHaveBeenCalledWith(expect.objectContaining({ workId: 'W1', title: 'Dune' }), 'Title');
  });

  it('goes from the field into the results with the down arrow; Enter links the one highlighted', async () => {
    const { user, onSelectWork } = openOnTitle();
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await waitFor(() => expect(highlighted().textContent).toContain('Dune97%'));
    title.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('listbox', { name: 'Works' }));
    await user.keyboard('{ArrowDown}');
    expect(highlighted().textContent).toContain('Dune Messiah');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelectWork).toHaveBeenCalledWith(expect.objectContaining({ workId: 'W2' }), 'Title'));
  });

  it('searches again rather than linking when the field was changed since', async () => {
    const { user, onSelectWork } = openOnTitle();
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await waitFor(() => expect(highlighted().textContent).toContain('Dune97%'));
    await user.type(title, ' Messiah{Enter}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(highlighted().textContent).toContain('Dune Messiah99%');
    expect(onSelectWork).not.toHaveBeenCalled();
  });
});
