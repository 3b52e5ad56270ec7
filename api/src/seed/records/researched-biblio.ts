import { TERMS } from '../catalogue/work-types.ts';
import type { CatalogueWork } from '../catalogue/works.ts';
import type { BiblioInput } from '../factories.ts';
import { pickOrNull, type Random } from '../random.ts';
import { lookupId } from '../reference-data/lookups.ts';
import type { RecordContext } from './record-context.ts';

type Outcome = 'work' | 'recipient' | 'unidentifiable' | 'new_work' | 'excluded';

/** What research added: a linked work or recipient, or the reason there is none. */
export function researchedBiblio(
  random: Random,
  surveyed: BiblioInput,
  work: CatalogueWork | null,
  ctx: RecordContext,
): BiblioInput {
  const outcome = random.weighted<Outcome>(
    work
      ? [
          ['work', 72],
          ['recipient', 7],
          ['unidentifiable', 7],
          ['new_work', 6],
          ['excluded', 8],
        ]
      : [
          ['recipient', 40],
          ['unidentifiable', 25],
          ['new_work', 20],
          ['excluded', 15],
        ],
  );
  const major = surveyed.major_material_type!;
  const printed = ['Book', 'Journal', 'Newspaper', 'Magazine', 'Other', 'Website'].map((m) =>
    lookupId('major_material_type', m),
  );
  const researched: BiblioInput = {
    ...surveyed,
    minor_material_type: printed.includes(major)
      ? lookupId('minor_material_type', 'Text')
      : surveyed.minor_material_type,
    internet: major === lookupId('major_material_type', 'Website'),
    artistic_works: major === lookupId('major_material_type', 'Artistic Work'),
  };
  if (major === lookupId('major_material_type', 'Music'))
    researched.minor_material_type = lookupId('minor_material_type', 'Score');
  if (researched.artistic_works) {
    researched.minor_material_type = lookupId(
      'minor_material_type',
      random.pick(['Photograph', 'Illustration', 'Map', 'Cartoon']),
    );
  }
  const linkWork = (w: CatalogueWork): BiblioInput => ({
    major_title: w.title,
    isn: w.isn,
    publisher: w.publisher,
    work_creator: w.creators[0] ?? null,
    source_creators: w.creators.join('; ') || null,
    edition: w.edition ? lookupId('edition', w.edition) : null,
    volume: w.volume ?? researched.volume,
    url: w.url ?? researched.url,
    // Journals, newspapers and magazines keep the year of the copied issue.
    publication_year: ['Journal', 'Newspaper', 'Magazine'].includes(w.type) ? researched.publication_year : w.year,
    work_sub_type: lookupId('work_sub_type', w.sub_type),
    work_id: w.uid,
    work_status: 'Active',
    payment_model: w.payment_model,
    blm_status: w.blm_status,
    blm: w.blm_status === 'BLM',
    matched_by: w.isn ? 'ISN' : 'Title',
    terms_conditions: random.chance(0.15) ? lookupId('terms_conditions', random.pick(TERMS)) : null,
  });
  switch (outcome) {
    case 'work':
      return { ...researched, ...linkWork(work!) };
    case 'recipient': {
      const role = random.chance(0.6) ? 'Creator' : 'Publisher';
      const recipient =
        pickOrNull(
          random,
          ctx.recipients.filter((r) => r.pseudonym_role === role),
        ) ?? ctx.recipients[0];
      return {
        ...researched,
        recipient: recipient.pseudonym_name,
        recipient_id: recipient.account_object_id,
        matched_by: 'Recipient',
      };
    }
    case 'unidentifiable':
      return { ...researched, unidentifiable: true, notes: 'No title or creator visible on the copied pages' };
    case 'new_work':
      return {
        ...researched,
        new_work_request: true,
        should_request_new_work: true,
        notes: 'Not found in the rights catalogue',
      };
    default: {
      // Id 17 keeps the linked work; any other exclusion leaves the biblio unlinked.
      const keepLinks = work !== null && random.chance(0.4);
      const exclusion = keepLinks
        ? 17
        : lookupId(
            'exclusion_condition',
            random.pick([
              'Public domain',
              'Creative Commons licence',
              'Open access publication',
              'Institution owns copyright',
              'Government open licence',
              'Examination paper',
            ]),
          );
      return { ...researched, ...(keepLinks ? linkWork(work!) : {}), exclusion_condition: exclusion };
    }
  }
}
