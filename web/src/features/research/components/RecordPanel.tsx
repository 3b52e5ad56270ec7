import { Badge, Button, DataList, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { showDocumentViewer } from '../hooks/useDocumentViewerLink.ts';
import { orDash } from '../rules/display.ts';
import type { RecordView } from './recordView.ts';

export const RecordPanel_record = graphql(`
  fragment RecordPanel_record on ResearchRecord {
    id
    externalReferenceId
    status
    statusLabel
    sourceFileName
    sourceFilePath
    documentView
    assignedUser {
      id
      displayName
    }
    researchedBy {
      id
      displayName
    }
    batch {
      id
      status
      title
    }
  }
`);

/**
 * The record's side panel (spec 2): status, researched by, current assignee, collection, batch
 * period and number, a link to the record and to its source file; '-' for what is missing. A
 * record in the document viewer has a button to bring the viewer back when its window was closed.
 */
export function RecordPanel({ record }: { record: RecordView }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Status', orDash(record.statusLabel)],
    ['Researched by', orDash(record.researchedBy)],
    ['Assigned to', orDash(record.assignedTo)],
    ['Collection', orDash(record.collectionTitle)],
    ['Batch', orDash(record.batchLabel)],
    [
      'Record',
      record.id ? (
        <Link asChild>
          <RouterLink to={`/research/${record.id}`}>{record.externalReferenceId ?? record.id}</RouterLink>
        </Link>
      ) : (
        '-'
      ),
    ],
    [
      'Source file',
      record.sourceFileHref ? (
        <Link href={record.sourceFileHref} target="_blank" rel="noreferrer">
          {record.sourceFileName}
        </Link>
      ) : (
        '-'
      ),
    ],
  ];
  return (
    <Stack as="section" aria-label="Record details" borderWidth="1px" borderRadius="md" padding="2" bg="bg" gap="2">
      {record.locked ? (
        <Badge colorPalette="red" alignSelf="start">
          Batch locked
        </Badge>
      ) : null}
      <DataList.Root orientation="horizontal" size="sm" data-testid="document-panel">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {record.id && record.documentView ? (
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void showDocumentViewer(record.id!)}>
          Open document viewer
        </Button>
      ) : null}
    </Stack>
  );
}
