import { readWholeNumberText, readYearText, type ItemOutcome } from '@rt/domain';
import type { Ref } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type { ResearchLookupsQuery } from '../../../__generated__/graphql.ts';
import { WORK_LOCKED_FIELDS, isLinkedToWork } from '../rules/biblioChanges.ts';
import { paymentModelShort } from '../rules/display.ts';
import type { BiblioDraft, BiblioFields } from '../rules/draft.ts';
import { fieldRuleView } from '../rules/ruleRecord.ts';
import { CheckboxField, NumberField, SelectField, TextField, type Option } from '../components/fields.tsx';
import { keptValueOf, shownValue, type KeptEdits } from '../components/KeptValue.tsx';
import { WORK_LINK } from '../rules/keptEdits.ts';
import type { TypedSlot } from '../hooks/useTypedProblems.ts';
import { FormSection } from '../components/FormSection.tsx';
import { PlainBadge, PlainButton } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from '../components/screenStyles.ts';
import { IsnField } from './IsnField.tsx';

export const BiblioForm_biblio = graphql(`
  fragment BiblioForm_biblio on Biblio {
    id
    activeFlag
    majorTitle
    minorTitle
    isn
    issueName
    issueNumber
    volume
    edition
    chapterNumbers
    pageNumbers
    publicationYear
    publicationDate
    publisher
    workCreator
    sourceCreators
    url
    notes
    unitsCopied
    majorMaterialType
    minorMaterialType
    workSubType
    termsConditions
    exclusionCondition
    blm
    blmStatus
    paymentModel
    workId
    workStatus
    recipient
    recipientId
    parentRecipientId
    parentRecipientName
    matchedBy
    artisticWorks
    distributionOnly
    internet
    unidentifiable
    newWorkRequest
    shouldRequestNewWork
    linkCount
  }
`);

export type Lists = Omit<ResearchLookupsQuery, '__typename'>;

type BiblioFormProps = {
  biblio: BiblioDraft;
  lists: Lists | undefined;
  /** Locked batch or read-only user: every field disabled. */
  disabled: boolean;
  onChange: <K extends keyof BiblioFields>(field: K, value: BiblioFields[K]) => void;
  /** The form's section: where the focus goes to the first empty field. */
  sectionRef?: Ref<HTMLFieldSetElement>;
  /** Pages: the first field to fill once a work is linked. */
  pagesRef?: Ref<HTMLInputElement>;
  /** Opens the Work Search by the title or the ISN; absent for a read-only user (the buttons do nothing). */
  onWorkSearch?: (by: 'title' | 'isn') => void;
  /** A record this user may not change: linking a work is a change, so the searches are disabled. */
  searchDisabled?: boolean;
  /** What the template's rules say about this biblio (ADR 012). */
  rules?: ItemOutcome;
  /** Only these fields, for an External Auditor (ADR 043); every field when absent. */
  shown?: ReadonlySet<string> | null;
  /** The form's record of typed numbers that are none, by field. */
  typed?: (field: keyof BiblioFields) => TypedSlot;
  /** After a conflict: the researcher's own values, beside the other user's, to use again. */
  kept?: KeptEdits;
};

/** A work or recipient link as the researcher left it. */
const linkText = (values: Partial<BiblioFields>) =>
  values.workId
    ? `Work ${values.workId}${values.majorTitle ? ` (${values.majorTitle})` : ''}`
    : values.recipientId
      ? `Recipient ${values.recipientId}${values.recipient ? ` (${values.recipient})` : ''}`
      : 'No work or recipient linked';

/**
 * The active biblio's fields (spec 2, left side). Title, ISN, publisher, source creators and
 * recipient are read-only while a work or recipient is linked; edition is disabled while a work is.
 */
export function BiblioForm({
  biblio,
  lists,
  disabled,
  onChange,
  sectionRef,
  pagesRef,
  onWorkSearch,
  searchDisabled,
  rules,
  shown,
  typed,
  kept,
}: BiblioFormProps) {
  const linked = isLinkedToWork(biblio);
  const rule = (field: keyof BiblioFields) => fieldRuleView(rules, field);
  const hidden = (field: keyof BiblioFields) => Boolean(shown && !shown.has(field));
  const yours = (field: keyof BiblioFields, label: string, options?: readonly Option[]) =>
    keptValueOf(kept, field, label, (values) => shownValue(values[field as never], options));
  const text = (
    field: keyof BiblioFields & keyof BiblioDraft,
    label: string,
    extra: { multiline?: boolean; inputRef?: Ref<HTMLInputElement> } = {},
  ) =>
    hidden(field) ? null : (
      <TextField
        label={label}
        value={biblio[field] as string | null}
        disabled={disabled}
        readOnly={linked && WORK_LOCKED_FIELDS.has(field)}
        rule={rule(field)}
        after={yours(field, label)}
        onChange={(v) => onChange(field, v as never)}
        {...extra}
      />
    );
  const number = (field: keyof BiblioFields, label: string) =>
    hidden(field) ? null : (
      <NumberField
        label={label}
        value={biblio[field] as number | null}
        disabled={disabled}
        rule={rule(field)}
        read={field === 'publicationYear' ? readYearText : readWholeNumberText}
        typed={typed?.(field)}
        after={yours(field, label)}
        onChange={(v) => onChange(field, v as never)}
      />
    );
  const select = (
    field: keyof BiblioFields,
    label: string,
    options: Lists[keyof Lists] | undefined,
    extraDisabled = false,
  ) =>
    hidden(field) ? null : (
      <SelectField
        label={label}
        value={biblio[field] as number | null}
        options={options ?? []}
        disabled={disabled || extraDisabled}
        rule={rule(field)}
        after={yours(field, label, options)}
        onChange={(v) => onChange(field, v as never)}
      />
    );
  const flag = (field: keyof BiblioFields, label: string) =>
    hidden(field) ? null : (
      <CheckboxField
        label={label}
        checked={Boolean(biblio[field])}
        disabled={disabled}
        rule={rule(field)}
        after={yours(field, label)}
        onChange={(v) => onChange(field, v as never)}
      />
    );

  return (
    <FormSection
      name="Biblio"
      sectionRef={sectionRef}
      tools={
        <>
          {biblio.paymentModel ? (
            <PlainBadge palette="purple" title={biblio.paymentModel}>
              {paymentModelShort(biblio.paymentModel)}
            </PlainBadge>
          ) : null}
          {biblio.blmStatus ? <PlainBadge>{biblio.blmStatus}</PlainBadge> : null}
          {biblio.workId ? (
            <p className={SCREEN_CLASS.textSm} data-testid="linked-work">
              Work {biblio.workId}
            </p>
          ) : null}
          {biblio.recipientId ? (
            <p className={SCREEN_CLASS.textSm} data-testid="linked-recipient">
              Recipient {biblio.recipientId}
            </p>
          ) : null}
          <PlainButton look="xs-outline" disabled={searchDisabled} onClick={() => onWorkSearch?.('title')}>
            Search title (F8)
          </PlainButton>
          <PlainButton look="xs-outline" disabled={searchDisabled} onClick={() => onWorkSearch?.('isn')}>
            Search ISN (Shift+F8)
          </PlainButton>
        </>
      }
    >
      {keptValueOf(kept, WORK_LINK, 'Work link', linkText)}
      <div className={SCREEN_CLASS.fieldGrid}>
        {text('majorTitle', 'Title')}
        {text('minorTitle', 'Minor title')}
        {hidden('isn') ? null : (
          <IsnField
            key={biblio.key}
            value={biblio.isn}
            disabled={disabled}
            readOnly={linked}
            rule={rule('isn')}
            after={yours('isn', 'ISN')}
            onChange={(v) => onChange('isn', v)}
          />
        )}
        {text('publisher', 'Publisher')}
        {text('workCreator', 'Creator')}
        {text('sourceCreators', 'Source creators')}
        {number('publicationYear', 'Year')}
        {select('edition', 'Edition', lists?.edition, Boolean(biblio.workId))}
        {text('volume', 'Volume')}
        {text('issueName', 'Issue name')}
        {text('issueNumber', 'Issue number')}
        {text('chapterNumbers', 'Chapters')}
        {text('pageNumbers', 'Pages', { inputRef: pagesRef })}
        {number('unitsCopied', 'Units copied')}
        {select('majorMaterialType', 'Major material type', lists?.majorMaterialType)}
        {select('minorMaterialType', 'Minor material type', lists?.minorMaterialType)}
        {select('workSubType', 'Work sub type', lists?.workSubType)}
        {select('exclusionCondition', 'Exclusion condition', lists?.exclusionCondition)}
        {select('termsConditions', 'Terms and conditions', lists?.termsConditions)}
        {text('recipient', 'Recipient')}
        {text('url', 'URL')}
        {text('notes', 'Notes', { multiline: true })}
      </div>
      <div className={SCREEN_CLASS.flags}>
        {flag('unidentifiable', 'Unidentifiable')}
        {flag('artisticWorks', 'Artistic works')}
        {flag('distributionOnly', 'Distribution only')}
        {flag('internet', 'Internet')}
      </div>
    </FormSection>
  );
}
