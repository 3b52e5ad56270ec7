import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { VIEWER_MESSAGES } from '@rt/domain';
import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentViewQuery } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { biblioMarks, unknownMark } from '../biblioMarks.ts';
import { useViewerSync } from '../useViewerSync.ts';
import { useViewerTags, type Spot } from '../useViewerTags.ts';
import { noScanText } from '../noScanText.ts';
import { viewerAddress } from '../viewerChannel.ts';
import { isTypingTarget, viewerActionOf, type ViewerAction } from '../viewerKeys.ts';
import { PageImage } from './PageImage.tsx';
import { ThumbnailRail } from './ThumbnailRail.tsx';
import { ViewerHelp } from './ViewerHelp.tsx';
import { ViewerToolbar, type ViewMode } from './ViewerToolbar.tsx';
import { useWindowKeyDown } from '../../../components/useWindowKeyDown.ts';

const PdfPage = lazy(() => import('./PdfPage.tsx').then((m) => ({ default: m.PdfPage })));

/** The record as the viewer reads it: its document's pages, its biblios, whether the caller may tag. */
type ViewedRecord = NonNullable<DocumentViewQuery['document']>;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** Pages either side of the one shown whose images are fetched ahead, so moving on is instant. */
const READ_AHEAD = 2;

/**
 * The document viewer (spec 2): the pages beside the research form, biblio tags on them, kept in
 * step with the form over a BroadcastChannel. Every action has a key (viewerKeys.ts, listed on '?').
 */
export function DocumentViewer({ record, reload }: { record: ViewedRecord; reload: () => void }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const pages = record.pages.list;
  const readOnly = record.writeRefusal?.message ?? null;
  const [current, setCurrent] = useState(0);
  const [view, setView] = useState<ViewMode>('document');
  const [zoom, setZoom] = useState(2);
  const [helpOpen, setHelpOpen] = useState(false);
  const [groupStart, setGroupStart] = useState<number | null>(null);
  const [activeBiblioId, setActiveBiblioId] = useState<string | null>(record.biblios[0]?.id ?? null);
  const marks = useMemo(() => biblioMarks(record.biblios), [record.biblios]);
  const markOf = (id: string) => marks.get(id) ?? unknownMark(id);

  const post = useViewerSync(record.id, {
    onFormRecord: (recordId, biblioId) => {
      if (recordId !== record.id) {
        navigate(viewerAddress(recordId));
        return;
      }
      if (biblioId) {
        setActiveBiblioId(biblioId);
        if (!marks.has(biblioId)) reload();
      }
    },
  });
  const tags = useViewerTags(record.id, (created) => {
    if (created) {
      post({ type: 'biblio-created', recordId: record.id, biblioId: created.id, version: created.version });
      setActiveBiblioId(created.id);
      reload();
    }
    post({ type: 'tags-changed', recordId: record.id });
  });

  function chooseBiblio(id: string) {
    setActiveBiblioId(id);
    post({ type: 'active-biblio', recordId: record.id, biblioId: id });
  }

  // This page's image and its neighbours', fetched and drawn while this page is read.
  const pageImages = pages.slice(Math.max(0, current - READ_AHEAD), current + READ_AHEAD + 1).map((p) => p.imageUrl);

  /** Why a tag cannot go on this page now, or null. */
  function refusal(index: number, needsActive: boolean): string | null {
    if (readOnly) return readOnly;
    if (pages[index]?.heldback) return VIEWER_MESSAGES.heldbackTakesNoTags;
    if (needsActive && !activeBiblioId) return VIEWER_MESSAGES.noActiveBiblio;
    return null;
  }

  function tagPage(index: number, spot: Spot, newBiblio: boolean) {
    const why = refusal(index, !newBiblio);
    if (why) {
      alerts.danger(why);
      return;
    }
    void tags.place(pages[index].number, spot, newBiblio ? null : activeBiblioId);
  }

  function groupTag(index: number) {
    const why = refusal(index, true);
    if (why) {
      alerts.danger(why);
      return;
    }
    if (groupStart === null) {
      setGroupStart(index);
      return;
    }
    const [from, to] = [pages[groupStart].number, pages[index].number].sort((a, b) => a - b);
    setGroupStart(null);
    void tags.group(activeBiblioId!, from, to);
  }

  function onThumbnail(index: number, event: MouseEvent) {
    if (event.shiftKey) groupTag(index);
    else if (event.ctrlKey || event.metaKey) tagPage(index, { x: 0.5, y: 0.5 }, false);
    else setCurrent(index);
  }

  function onPageClick(spot: Spot, event: MouseEvent) {
    if (event.ctrlKey || event.metaKey) tagPage(current, spot, true);
    else if (event.shiftKey) tagPage(current, spot, false);
  }

  const zoomBy = (step: 1 | -1) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)));
  const biblioIds = record.biblios.map((b) => b.id);
  const cycleBiblio = (step: 1 | -1) => {
    if (biblioIds.length === 0) return;
    const at = activeBiblioId ? biblioIds.indexOf(activeBiblioId) : -1;
    chooseBiblio(biblioIds[(at + step + biblioIds.length) % biblioIds.length]);
  };

  const actions: Record<ViewerAction, () => void> = {
    nextPage: () => setCurrent((c) => Math.min(pages.length - 1, c + 1)),
    previousPage: () => setCurrent((c) => Math.max(0, c - 1)),
    firstPage: () => setCurrent(0),
    lastPage: () => setCurrent(pages.length - 1),
    toggleView: () => setView((v) => (v === 'document' ? 'pdf' : 'document')),
    tagPage: () => tagPage(current, { x: 0.5, y: 0.5 }, false),
    newBiblioTag: () => tagPage(current, { x: 0.5, y: 0.5 }, true),
    groupTag: () => groupTag(current),
    nextBiblio: () => cycleBiblio(1),
    previousBiblio: () => cycleBiblio(-1),
    zoomIn: () => zoomBy(1),
    zoomOut: () => zoomBy(-1),
    zoomReset: () => setZoom(2),
    openFullPdf: () => record.pages.fullPdfUrl && window.open(record.pages.fullPdfUrl, '_blank', 'noopener'),
    help: () => setHelpOpen(true),
    cancel: () => setGroupStart(null),
  };
  useWindowKeyDown((event) => {
    const action = viewerActionOf(event);
    if (!action || helpOpen || event.defaultPrevented) return;
    if (action !== 'toggleView' && isTypingTarget(event.target)) return;
    event.preventDefault();
    actions[action]();
  });

  const page = pages[current];
  const pageTags = page && !page.heldback ? tags.pageTags.filter((t) => t.pageNumber === page.number) : [];
  const groups =
    page && !page.heldback ? tags.groupTags.filter((g) => g.startPage <= page.number && page.number <= g.endPage) : [];
  const marksOf = (index: number) => {
    const p = pages[index];
    if (p.heldback) return [];
    const ids = new Set([
      ...tags.pageTags.filter((t) => t.pageNumber === p.number).map((t) => t.biblioId),
      ...tags.groupTags.filter((g) => g.startPage <= p.number && p.number <= g.endPage).map((g) => g.biblioId),
    ]);
    return [...ids].map(markOf);
  };

  return (
    <Stack height="calc(100dvh - 2rem)" gap="2" data-testid="document-viewer">
      <ViewerToolbar
        reference={record.externalReferenceId}
        totalPages={record.pages.total}
        fullPdfUrl={record.pages.fullPdfUrl ?? null}
        view={view}
        onView={setView}
        biblios={[...marks.values()]}
        activeBiblioId={activeBiblioId}
        onActiveBiblio={chooseBiblio}
        onZoom={zoomBy}
        onHelp={() => setHelpOpen(true)}
      />
      <Text role="status" fontSize="sm" minHeight="1.5em" color="fg.muted">
        {readOnly
          ? `Read only: ${readOnly}`
          : groupStart !== null
            ? `Group tag from page ${pages[groupStart].number}: Shift-click or press G on the end page (Escape cancels).`
            : page
              ? `${page.heldback ? page.label : `Page ${page.label} of ${record.pages.total}`}`
              : ''}
      </Text>
      {pages.length === 0 ? (
        <Text>{noScanText(record.pages.total)}</Text>
      ) : (
        <Flex flex="1" minHeight="0" gap="3">
          <ThumbnailRail
            pages={pages}
            current={current}
            marksOf={marksOf}
            groupStart={groupStart}
            onPick={onThumbnail}
          />
          {/* A scrolling region keyboard users can reach and scroll (WCAG 2.1.1). */}
          <Box flex="1" overflow="auto" padding="2" bg="bg.muted" tabIndex={0} role="region" aria-label="Page">
            <PageImage
              page={page}
              zoom={ZOOMS[zoom]}
              pageImages={pageImages}
              tags={pageTags}
              groups={groups}
              markOf={markOf}
              readOnly={readOnly !== null}
              onPageClick={onPageClick}
              onMove={tags.move}
              onDelete={(tag) => void tags.remove(tag)}
              onDeleteGroup={(group) => void tags.removeGroup(group)}
            >
              {view === 'pdf' ? (
                <Suspense fallback={null}>
                  <PdfPage url={page.pdfUrl} label={page.heldback ? page.label : `page ${page.label}`} />
                </Suspense>
              ) : undefined}
            </PageImage>
          </Box>
        </Flex>
      )}
      <ViewerHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
