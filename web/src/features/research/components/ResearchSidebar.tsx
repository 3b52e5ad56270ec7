import type { BusyFlag } from '../hooks/busyFlag.ts';
import type { SaveAction } from '../../../__generated__/graphql.ts';
import type { Option } from './fields.tsx';
import { biblioTitle } from '../rules/display.ts';
import {
  biblioLinkCount,
  isLinked,
  usageLinkCount,
  type BiblioDraft,
  type RecordDraft,
  type UsageDraft,
} from '../rules/draft.ts';
import type { Selection } from '../rules/selectionHash.ts';
import type { SelectionChange } from '../hooks/useItemSelection.ts';
import { ActionButtons } from './ActionButtons.tsx';
import { RecordPanel } from './RecordPanel.tsx';
import { ItemCards, usageDetail } from './ItemCards.tsx';
import type { RecordView } from './recordView.ts';
import { SCREEN_CLASS } from './screenStyles.ts';

type ResearchSidebarProps = {
  record: RecordView;
  draft: RecordDraft;
  selection: Selection;
  biblio: BiblioDraft | null;
  usage: UsageDraft | null;
  copyTypes: readonly Option[];
  /** External Auditors: no card tools, link markers or actions. */
  readOnly: boolean;
  /** A record this user may not change: tools, markers and actions disabled. */
  frozen: boolean;
  busy: BusyFlag;
  isNewRecord: boolean;
  onSelect: (next: SelectionChange) => void;
  edits: {
    toggleBiblioLink: (key: string) => void;
    toggleUsageLink: (key: string) => void;
    addBiblio: () => void;
    deleteBiblio: (key: string) => void;
    cloneBiblio: () => void;
    addUsage: () => void;
    deleteUsage: (key: string) => void;
  };
  onAction: (action: SaveAction) => void;
  onNew: () => void;
};

/**
 * The research form's sidebar (spec 2): the biblio and usage cards with their links to the active
 * item of the other side, the record panel, and Save, Hold and Complete & Next. Sticky below the
 * header from `lg` up (docs/decisions/040).
 */
export function ResearchSidebar({
  record,
  draft,
  selection,
  biblio,
  usage,
  readOnly,
  frozen,
  ...props
}: ResearchSidebarProps) {
  const { edits } = props;
  const biblioCards = draft.biblios.map((b) => ({
    key: b.key,
    title: biblioTitle(b),
    detail: b.id ? `Id ${b.id}` : 'New',
    linkCount: biblioLinkCount(draft, b.key),
    linked: usage ? isLinked(draft, b.key, usage.key) : false,
  }));
  const usageCards = draft.usages.map((u) => ({
    key: u.key,
    title: props.copyTypes.find((c) => c.id === u.copyType)?.value ?? '(no copy type)',
    detail: usageDetail(u.eventDate, u.timesCopied),
    linkCount: usageLinkCount(draft, u.key),
    linked: biblio ? isLinked(draft, biblio.key, u.key) : false,
  }));
  return (
    <aside className={SCREEN_CLASS.sidebar} aria-label="Biblios and usages">
      <ItemCards
        kind="Biblio"
        items={biblioCards}
        activeKey={selection.biblio}
        onSelect={(key) => props.onSelect({ biblio: key })}
        onToggleLink={readOnly ? undefined : edits.toggleBiblioLink}
        linksDisabled={frozen}
        tools={
          readOnly
            ? undefined
            : {
                onAdd: edits.addBiblio,
                onDelete: edits.deleteBiblio,
                onClone: () => edits.cloneBiblio(),
                disabled: frozen,
              }
        }
      />
      <ItemCards
        kind="Usage"
        items={usageCards}
        activeKey={selection.usage}
        onSelect={(key) => props.onSelect({ usage: key })}
        onToggleLink={readOnly ? undefined : edits.toggleUsageLink}
        linksDisabled={frozen}
        tools={readOnly ? undefined : { onAdd: edits.addUsage, onDelete: edits.deleteUsage, disabled: frozen }}
      />
      <RecordPanel record={record} />
      {readOnly ? null : (
        <ActionButtons
          busy={props.busy}
          disabled={frozen}
          isNewRecord={props.isNewRecord}
          onAction={props.onAction}
          onNew={props.onNew}
        />
      )}
    </aside>
  );
}
