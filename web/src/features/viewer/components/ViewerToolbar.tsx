import { Button, HStack, Heading, Link, NativeSelect, Text } from '@chakra-ui/react';
import { pagesCaption } from '@rt/domain';
import type { BiblioMark } from '../biblioMarks.ts';

export type ViewMode = 'document' | 'pdf';

type ViewerToolbarProps = {
  reference: string;
  totalPages: number;
  fullPdfUrl: string | null;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  biblios: readonly BiblioMark[];
  activeBiblioId: string | null;
  onActiveBiblio: (id: string) => void;
  onZoom: (step: 1 | -1) => void;
  onHelp: () => void;
};

/** The viewer's header: the record, '{n} Pages', 'Open full PDF', the view (F4), the active biblio, zoom and help. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  return (
    <HStack gap="3" wrap="wrap" paddingBottom="2" borderBottomWidth="1px">
      <Heading as="h1" size="md">
        Document View: {props.reference}
      </Heading>
      <Text data-testid="page-count">{pagesCaption(props.totalPages)}</Text>
      {props.fullPdfUrl ? (
        <Link href={props.fullPdfUrl} target="_blank" rel="noreferrer" colorPalette="blue">
          Open full PDF
        </Link>
      ) : null}
      <HStack gap="0" role="group" aria-label="View (F4)">
        <Button
          size="sm"
          variant={props.view === 'document' ? 'solid' : 'outline'}
          aria-pressed={props.view === 'document'}
          onClick={() => props.onView('document')}
        >
          Document view
        </Button>
        <Button
          size="sm"
          variant={props.view === 'pdf' ? 'solid' : 'outline'}
          aria-pressed={props.view === 'pdf'}
          onClick={() => props.onView('pdf')}
        >
          PDF view
        </Button>
      </HStack>
      <HStack gap="2">
        <Text asChild fontSize="sm">
          <label htmlFor="active-biblio">Active biblio</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto" disabled={props.biblios.length === 0}>
          <NativeSelect.Field
            id="active-biblio"
            value={props.activeBiblioId ?? ''}
            onChange={(event) => props.onActiveBiblio(event.currentTarget.value)}
          >
            {props.biblios.length === 0 ? <option value="">No biblios yet</option> : null}
            {props.biblios.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}: {b.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="1">
        <Button size="sm" variant="outline" aria-label="Zoom out" onClick={() => props.onZoom(-1)}>
          −
        </Button>
        <Button size="sm" variant="outline" aria-label="Zoom in" onClick={() => props.onZoom(1)}>
          +
        </Button>
      </HStack>
      <Button size="sm" variant="ghost" onClick={props.onHelp} aria-keyshortcuts="?">
        Keys (?)
      </Button>
    </HStack>
  );
}
