import type { BatchPeriod, DocumentStatus } from '@rt/domain';
import type { LicenceSchemeName } from '../reference-data/licence-schemes.ts';
import type { TemplateName } from '../reference-data/templates.ts';

/**
 * The shape of a research collection's plan: its licensee, template and batches, and what each
 * batch holds. The plans are fixed (demo-collections.ts, test-collections.ts); the locations and
 * records in them are generated.
 */

export type CollectionKind = 'university' | 'school' | 'government';

/** How many records of each status a batch holds. */
export type StatusMix = Partial<Record<DocumentStatus, number>>;

export type BatchPlan = {
  period: BatchPeriod;
  number: string;
  /** Short form used in record ids, e.g. '2025Q1'. */
  code: string;
  from: string;
  to: string;
  target?: string;
  locked?: boolean;
  mix: StatusMix;
  locations: number;
  /** Emails of the researchers working the batch; records are dealt out to them in turn. */
  team: string[];
  /**
   * With research history (the demo): the share of the batch researched by today. The records
   * its history finished are that share; the rest wait as imported records, not yet dealt out.
   */
  progress?: number;
};

export type CollectionPlan = {
  title: string;
  scheme: LicenceSchemeName;
  template: TemplateName;
  target: string | null;
  status: 'show' | 'hide' | null;
  /** Record id prefix, e.g. 'USYD'. */
  prefix: string;
  kind: CollectionKind;
  /** Institute-type locations: the institutes and their sites. School-type: sectors and state. */
  institutes?: string[];
  sites?: string[];
  sectors?: string[];
  state?: string;
  batches: BatchPlan[];
};
