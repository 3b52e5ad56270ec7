// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../testing/renderWithChakra.tsx';
import { createBusyFlag } from '../hooks/busyFlag.ts';
import { newRecordDraft, type RecordDraft } from '../rules/draft.ts';
import * as edits from '../rules/edits.ts';
import type { RecordView } from './recordView.ts';
import { ResearchSidebar } from './ResearchSidebar.tsx';

const RECORD: RecordView = {
  id: 'R1',
  version: 3,
  externalReferenceId: 'EXT-1',
  statusLabel: 'In research',
  researchedBy: null,
  assignedTo: 'r@example.org',
  collectionTitle: 'Schools 2026',
  batchLabel: null,
  locked: false,
  writeRefusal: null,
  sourceFileName: null,
  sourceFileHref: null,
  documentHref: null,
  documentView: false,
  templateId: null,
  licenceSchemeId: null,
};

/** Two biblios ('Dune' linked to the one usage, a second one not linked) and one usage of copy type 1. */
function twoBiblios(): RecordDraft {
  const start = newRecordDraft('2026-03-01');
  const added = edits.addBiblio(start, null);
  if (!added.ok) throw new Error(added.message);
  const [first, second] = added.draft.biblios;
  return {
    ...added.draft,
    biblios: [{ ...first, majorTitle: 'Dune' }, second],
    usages: added.draft.usages.map((u) => ({ ...u, copyType: 1, timesCopied: 30 })),
    links: added.draft.links.filter((link) => link.biblioKey === first.key),
  };
}

function renderSidebar(readOnly: boolean) {
  const draft = twoBiblios();
  const handlers = {
    onSelect: vi.fn(),
    onAction: vi.fn(),
    onNew: vi.fn(),
    edits: {
      toggleBiblioLink: vi.fn(),
      toggleUsageLink: vi.fn(),
      addBiblio: vi.fn(),
      deleteBiblio: vi.fn(),
      cloneBiblio: vi.fn(),
      addUsage: vi.fn(),
      deleteUsage: vi.fn(),
    },
  };
  const view = renderWithChakra(
    <MemoryRouter>
      <ResearchSidebar
        record={RECORD}
        draft={draft}
        selection={{ biblio: draft.biblios[0].key, usage: draft.usages[0].key }}
        biblio={draft.biblios[0]}
        usage={draft.usages[0]}
        copyTypes={[{ id: 1, value: 'Photocopy' }]}
        readOnly={readOnly}
        frozen={false}
        busy={createBusyFlag()}
        isNewRecord={false}
        {...handlers}
      />
    </MemoryRouter>,
  );
  return { ...view, draft, ...handlers };
}

describe('ResearchSidebar', () => {
  it('names each card as the form does, with its links to the active item of the other side', async () => {
    const { user, draft, onSelect, edits: tools } = renderSidebar(false);
    const biblios = within(screen.getByRole('region', { name: 'Biblios' }));
    expect(biblios.getByRole('button', { name: 'Biblio 1: Dune' }).getAttribute('aria-current')).toBe('true');
    expect(biblios.getByRole('button', { name: 'Biblio 2: (no title)' })).toBeTruthy();
    expect(biblios.getByRole('button', { name: 'Unlink biblio 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(biblios.getByRole('button', { name: 'Link biblio 2' }).getAttribute('aria-pressed')).toBe('false');
    const usages = within(screen.getByRole('region', { name: 'Usages' }));
    expect(usages.getByRole('button', { name: 'Usage 1: Photocopy' }).textContent).toContain('30 copies');

    await user.click(biblios.getByRole('button', { name: 'Biblio 2: (no title)' }));
    expect(onSelect).toHaveBeenCalledWith({ biblio: draft.biblios[1].key });
    await user.click(biblios.getByRole('button', { name: 'Link biblio 2' }));
    expect(tools.toggleBiblioLink).toHaveBeenCalledWith(draft.biblios[1].key);
    await user.click(biblios.getByRole('button', { name: 'Delete' }));
    expect(tools.deleteBiblio).toHaveBeenCalledWith(draft.biblios[0].key);
  });

  it('sends Save, Hold and Complete & Next to the form', async () => {
    const { user, onAction } = renderSidebar(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    await user.click(screen.getByRole('button', { name: 'Complete & Next' }));
    expect(onAction.mock.calls).toEqual([['SAVE'], ['HOLD'], ['COMPLETE']]);
  });

  it('shows an External Auditor the cards alone: no link markers, card tools or actions', () => {
    renderSidebar(true);
    expect(screen.getByRole('button', { name: 'Biblio 1: Dune' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Link|Unlink) / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
  });
});
