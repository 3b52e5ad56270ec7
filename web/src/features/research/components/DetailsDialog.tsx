import { Button, CloseButton, DataList, Dialog, Link, Portal } from '@chakra-ui/react';
import { orDash } from '../rules/display.ts';
import { RecordHistory } from './RecordHistory.tsx';
import type { RecordView } from './recordView.ts';

export type DetailsDialogProps = {
  record: RecordView;
  currentUser: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Details modal (spec 2): status, current user, researched by, document link, research
 * collection with batch period and number, the record's history (who changed what, when), and a
 * Source URL button (disabled without a link).
 * Loaded on first use: Chakra's dialog machinery stays out of the research route's chunk.
 */
export function DetailsDialog({ record, currentUser, open, onOpenChange }: DetailsDialogProps) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Status', orDash(record.statusLabel)],
    ['Current user', orDash(currentUser)],
    ['Researched by', orDash(record.researchedBy)],
    [
      'Document',
      record.documentHref ? (
        <Link href={record.documentHref} target="_blank" rel="noreferrer">
          {record.documentHref}
        </Link>
      ) : (
        '-'
      ),
    ],
    ['Research collection', orDash([record.collectionTitle, record.batchLabel].filter(Boolean).join(' - '))],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Details</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <RecordHistory recordId={record.id} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                size="sm"
                disabled={!record.sourceFileHref}
                onClick={() => record.sourceFileHref && window.open(record.sourceFileHref, '_blank', 'noopener')}
              >
                Source URL
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
