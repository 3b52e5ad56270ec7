import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import { showDocumentViewer } from '../hooks/useDocumentViewerLink.ts';
import { orDash } from '../rules/display.ts';
import type { RecordView } from './recordView.ts';
import { CONTROL_CLASS } from '../../../components/controlStyles.ts';
import { PlainBadge, PlainButton } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';

export const RecordPanel_record = graphql(`
  fragment RecordPanel_record on Document {
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
        <RouterLink className={CONTROL_CLASS.link} to={`/research/${record.id}`}>
          {record.externalReferenceId ?? record.id}
        </RouterLink>
      ) : (
        '-'
      ),
    ],
    [
      'Source file',
      record.sourceFileHref ? (
        <a className={CONTROL_CLASS.link} href={record.sourceFileHref} target="_blank" rel="noreferrer">
          {record.sourceFileName}
        </a>
      ) : (
        '-'
      ),
    ],
  ];
  return (
    <section className={SCREEN_CLASS.panel} aria-label="Record details">
      {record.locked ? (
        <PlainBadge palette="red" className={SCREEN_CLASS.start}>
          Batch locked
        </PlainBadge>
      ) : null}
      <dl className={SCREEN_CLASS.details} data-testid="document-panel">
        {rows.map(([label, value]) => (
          <div key={label} className={SCREEN_CLASS.detailsItem}>
            <dt className={SCREEN_CLASS.detailsLabel}>{label}</dt>
            <dd className={SCREEN_CLASS.detailsValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {record.id && record.documentView ? (
        <PlainButton
          look="xs-outline"
          className={SCREEN_CLASS.start}
          onClick={() => void showDocumentViewer(record.id!)}
        >
          Open document viewer
        </PlainButton>
      ) : null}
    </section>
  );
}
