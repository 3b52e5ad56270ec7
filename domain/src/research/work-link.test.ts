import { describe, expect, it } from 'vitest';
import {
  blmFlag,
  BIBLIO_WORK_FIELDS,
  clearWork,
  exclusionConditionChange,
  linkRecipient,
  linkWork,
  unlinkWork,
  type LinkableWork,
} from './work-link.ts';
import { newBiblioValues } from './defaults.ts';

const lookups = {
  edition: [
    { id: 1, value: '1st' },
    { id: 2, value: '2nd' },
  ],
  majorMaterialType: [
    { id: 1, value: 'Book' },
    { id: 2, value: 'Journal' },
  ],
  workSubType: [
    { id: 1, value: 'Textbook' },
    { id: 6, value: 'Academic journal' },
  ],
};

const biblio = {
  publication_year: 2019,
  volume: '3',
  url: 'https://copy.example.org',
  edition: null,
  major_material_type: null,
  work_sub_type: null,
};

const book: LinkableWork = {
  workId: 'W-100',
  title: 'Principles of Ecology',
  type: 'Book',
  subType: 'Textbook',
  isn: '9780306406157',
  yearOfPublication: 2014,
  edition: '2nd',
  volume: null,
  blmStatus: 'BLM',
  paymentModel: 'Publisher Controlled',
  url: null,
  contributors: [
    { sfPseudonymName: 'Mia Chen', type: 'Author' },
    { sfPseudonymName: 'Pearson Australia', type: 'Publisher' },
    { sfPseudonymName: 'Jack Ryan', type: 'Illustrator' },
    { sfPseudonymName: 'Longman', type: 'Publisher/Imprint' },
  ],
};

describe('linkWork (spec 4)', () => {
  it('copies the work in: publishers to publisher, the other contributors to source creators', () => {
    expect(linkWork(biblio, book, lookups)).toEqual({
      major_title: 'Principles of Ecology',
      isn: '9780306406157',
      publisher: 'Pearson Australia; Longman',
      source_creators: 'Mia Chen; Jack Ryan',
      publication_year: 2014,
      edition: 2,
      volume: '3',
      url: 'https://copy.example.org',
      major_material_type: 1,
      work_sub_type: 1,
      payment_model: 'Publisher Controlled',
      blm_status: 'BLM',
      blm: true,
      work_id: 'W-100',
      work_status: 'Active',
      matched_by: 'ISN',
      recipient: null,
      recipient_id: null,
      parent_recipient_id: null,
      parent_recipient_name: null,
    });
  });

  it('keeps the issue year for journals, newspapers and magazines', () => {
    for (const type of ['Journal', 'Newspaper', 'Magazine']) {
      expect(linkWork(biblio, { ...book, type }, lookups).publication_year).toBe(2019);
    }
    expect(linkWork(biblio, { ...book, type: 'Website' }, lookups).publication_year).toBe(2014);
  });

  it('keeps what the lists cannot name and what the work does not hold', () => {
    const bare = { ...book, edition: 'Braille', subType: 'Zine', type: 'Other', yearOfPublication: null, isn: null };
    const changes = linkWork({ ...biblio, edition: 1, major_material_type: 2, work_sub_type: 6 }, bare, lookups);
    expect(changes).toMatchObject({
      edition: 1,
      major_material_type: 2,
      work_sub_type: 6,
      publication_year: 2019,
      isn: null,
      matched_by: 'Title',
    });
  });

  it('leaves publisher or source creators empty when the work has none of them', () => {
    const changes = linkWork(
      biblio,
      { ...book, contributors: [{ sfPseudonymName: 'Mia Chen', type: 'Author' }] },
      lookups,
    );
    expect(changes).toMatchObject({ publisher: null, source_creators: 'Mia Chen' });
  });

  it('says how the work was found when told', () => {
    expect(linkWork(biblio, book, lookups, 'Creator').matched_by).toBe('Creator');
  });

  it('maps BLM status to the blm flag', () => {
    expect(blmFlag('BLM')).toBe(true);
    expect(blmFlag('No')).toBe(false);
    expect(blmFlag('BLM Partial')).toBe(false);
    expect(blmFlag(null)).toBe(false);
    expect(linkWork(biblio, { ...book, blmStatus: 'BLM Partial' }, lookups).blm).toBe(false);
  });
});

describe('linkRecipient (spec 4, 5)', () => {
  const recipient = { accountObjectId: 'ACC-7', pseudonymName: 'Mia Chen' };

  it('sets the recipient and clears the work and the parent recipient', () => {
    expect(linkRecipient({ exclusion_condition: null }, recipient)).toEqual({
      ok: true,
      changes: {
        recipient: 'Mia Chen',
        recipient_id: 'ACC-7',
        work_id: null,
        work_status: null,
        parent_recipient_id: null,
        parent_recipient_name: null,
        matched_by: 'Recipient',
      },
    });
  });

  it('is refused while the biblio has any exclusion condition, 17 included', () => {
    const refusal = { ok: false, message: 'Recipient work cannot be linked when there is a exclusion condition.' };
    expect(linkRecipient({ exclusion_condition: 3 }, recipient)).toEqual(refusal);
    expect(linkRecipient({ exclusion_condition: 17 }, recipient)).toEqual(refusal);
  });
});

describe('unlink, clear, exclusion condition (spec 4)', () => {
  it('unlinking clears work_id, recipient_id, payment model and BLM status, and nothing else that was copied', () => {
    expect(unlinkWork()).toEqual({
      work_id: null,
      recipient_id: null,
      payment_model: null,
      blm_status: null,
      blm: false,
    });
  });

  it('clearing resets the work fields and the links, units copied 1, and keeps what was read off the copy', () => {
    const cleared = clearWork();
    expect(cleared).toMatchObject({
      major_title: null,
      isn: null,
      publisher: null,
      work_id: null,
      recipient: null,
      units_copied: 1,
    });
    for (const kept of [
      'page_numbers',
      'chapter_numbers',
      'notes',
      'exclusion_condition',
      'unidentifiable',
      'new_work_request',
    ]) {
      expect(cleared).not.toHaveProperty(kept);
    }
  });

  it('clearing resets exactly the fields that describe the work, each as on a new biblio', () => {
    const cleared = clearWork();
    expect(Object.keys(cleared)).toEqual(BIBLIO_WORK_FIELDS.filter((field) => field !== 'exclusion_condition'));
    const blank = newBiblioValues();
    for (const [field, value] of Object.entries(cleared)) expect(value).toBe(blank[field as keyof typeof blank]);
  });

  it('an exclusion condition other than 17 clears the work, the recipient and its text; 17 and blank keep them', () => {
    expect(exclusionConditionChange(3)).toEqual({
      exclusion_condition: 3,
      work_id: null,
      recipient_id: null,
      recipient: null,
    });
    expect(exclusionConditionChange(17)).toEqual({ exclusion_condition: 17 });
    expect(exclusionConditionChange(null)).toEqual({ exclusion_condition: null });
  });
});
