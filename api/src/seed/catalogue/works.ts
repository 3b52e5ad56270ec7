import type { BLM_STATUSES, PAYMENT_MODELS } from '@rt/domain';
import type { Row, WorkSpec } from '../factories.ts';
import { splitHundred } from '../factories.ts';
import type { Random } from '../random.ts';
import { makeIsbn, makeIssn, pad, slug } from './identifiers.ts';
import { bookTitle, workTitle } from './names-and-titles.ts';
import { EDITIONS, FICTION_SUB_TYPES, SUB_TYPES, TERMS, YEARS, type WorkType } from './work-types.ts';

/** The catalogue's works, with their contributors, shares and terms, naming the recipients. */

/** What the records need to know of a work to copy it into a biblio. */
export type CatalogueWork = {
  uid: string;
  title: string;
  type: WorkType;
  sub_type: string;
  isn: string | null;
  year: number;
  edition: string | null;
  volume: string | null;
  url: string | null;
  blm_status: (typeof BLM_STATUSES)[number] | null;
  payment_model: (typeof PAYMENT_MODELS)[number];
  publisher: string;
  creators: string[];
};

export type Catalogue = { works: CatalogueWork[]; specs: WorkSpec[] };

function creatorRole(subType: string, position: number): string {
  if (subType === 'Anthology' || subType === 'Academic journal') return position === 0 ? 'Editor' : 'Author';
  if (subType === "Children's book" && position > 0) return 'Illustrator';
  return 'Author';
}

/** Shares that add up to 100, by payment model: publishers, creators or both hold the rights. */
function shareHolders(
  random: Random,
  model: CatalogueWork['payment_model'],
  creators: Row<'recipients'>[],
  publisher: Row<'recipients'>,
): Row<'recipients'>[] {
  if (model === 'Publisher Controlled') return random.chance(0.7) ? [publisher] : [publisher, creators[0]];
  if (model === 'Author Controlled') return creators;
  return [publisher, ...creators.slice(0, 2)];
}

export function buildCatalogue(random: Random, count: number, recipients: Row<'recipients'>[]): Catalogue {
  const creators = recipients.filter((r) => r.pseudonym_role === 'Creator');
  const publishers = recipients.filter((r) => r.pseudonym_role === 'Publisher');
  const works: CatalogueWork[] = [];
  const specs: WorkSpec[] = [];
  for (let i = 0; i < count; i++) {
    const type = random.weighted<WorkType>([
      ['Book', 68],
      ['Journal', 12],
      ['Magazine', 6],
      ['Newspaper', 3],
      ['Website', 6],
      ['Other', 5],
    ]);
    const fiction = type === 'Book' && random.chance(0.3);
    const subType = random.pick(fiction ? FICTION_SUB_TYPES : SUB_TYPES[type]);
    // The later of two draws: most copied works are recent.
    const year = Math.max(random.int(...YEARS[type]), random.int(...YEARS[type]));
    const isBook = type === 'Book' || (type === 'Other' && random.chance(0.5));
    const serial = type === 'Journal' || type === 'Magazine' || type === 'Newspaper';
    const title = type === 'Book' ? bookTitle(random, fiction) : workTitle(random, type, year);
    const creatorCount =
      type === 'Newspaper' || type === 'Magazine'
        ? 1
        : random.weighted([
            [1, 55],
            [2, 30],
            [3, 15],
          ]);
    const people = random.sample(creators, creatorCount);
    const publisher = random.pick(publishers);
    const model = random.weighted<CatalogueWork['payment_model']>([
      ['Publisher Controlled', 45],
      ['Author Controlled', 20],
      ['Default', 15],
      ['Notified', 10],
      ['Rights Revision', 10],
    ]);
    const holders = shareHolders(random, model, people, publisher);
    const work: CatalogueWork = {
      uid: `W${pad(i + 1, 7)}`,
      title,
      type,
      sub_type: subType,
      isn: isBook ? makeIsbn(random) : serial ? makeIssn(random) : null,
      year,
      edition: type === 'Book' ? (random.chance(0.7) ? '1st' : random.pick(EDITIONS)) : null,
      volume: type === 'Journal' ? String(random.int(1, 64)) : type === 'Magazine' ? String(random.int(1, 300)) : null,
      url: type === 'Website' ? `https://www.example.com/${slug(title)}` : null,
      blm_status: random.weighted<CatalogueWork['blm_status']>([
        [null, 40],
        ['BLM', 25],
        ['No', 25],
        ['BLM Partial', 10],
      ]),
      payment_model: model,
      publisher: publisher.pseudonym_name,
      creators: people.map((p) => p.pseudonym_name),
    };
    works.push(work);
    const shares = splitHundred(holders.length);
    specs.push({
      work: {
        work_uid: work.uid,
        title: work.title,
        type: work.type,
        sub_type: work.sub_type,
        isn: work.isn,
        year_of_publication: work.year,
        edition: work.edition,
        volume: work.volume,
        blm_status: work.blm_status,
        payment_model: work.payment_model,
        url: work.url,
        sf_rightsholder: holders[0].pseudonym_name,
        sf_rightsholder_account_id: holders[0].account_object_id,
      },
      contributors: [
        ...people.map((person, position) => ({
          recipient_id: person.id,
          sf_pseudonym_name: person.pseudonym_name,
          sf_pseudonym_type: 'Creator',
          type: creatorRole(subType, position),
          pseudonym_name: person.pseudonym_name,
        })),
        {
          recipient_id: publisher.id,
          sf_pseudonym_name: publisher.pseudonym_name,
          sf_pseudonym_type: 'Publisher',
          type: publisher.account_relationship_type === 'Imprint' ? 'Publisher/Imprint' : 'Publisher',
          pseudonym_name: publisher.pseudonym_name,
        },
      ],
      shares: holders.map((holder, k) => ({
        recipient_id: holder.id,
        sf_account_name: holder.account_name,
        share: shares[k],
      })),
      terms: random
        .sample(
          TERMS,
          random.weighted([
            [0, 55],
            [1, 35],
            [2, 10],
          ]),
        )
        .map((sf_tac_name) => ({ sf_tac_name })),
    });
  }
  return { works, specs };
}
