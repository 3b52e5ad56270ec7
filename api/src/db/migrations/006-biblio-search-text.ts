import { sql, type Kysely } from 'kysely';

/**
 * Find a Record's title search (docs/decisions/016): each biblio's titles, lowercased, in a narrow
 * table kept by a trigger. A common word is found by reading this table in order until enough
 * records match (a case-sensitive LIKE over lowercased text is several times cheaper than ILIKE);
 * a rare one through its trigram index, which replaces the two title indexes of 001 and 004.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table biblio_search (
      biblio_id integer primary key references biblios(id) on delete cascade,
      document_detail_id integer not null,
      titles text not null
    );

    create function biblio_search_titles(major text, minor text) returns text
      language sql immutable parallel safe
      as $$ select lower(coalesce(major, '') || E'\\n' || coalesce(minor, '')) $$;

    create function biblio_search_keep() returns trigger language plpgsql as $$
    begin
      insert into biblio_search (biblio_id, document_detail_id, titles)
        values (new.id, new.document_detail_id, biblio_search_titles(new.major_title, new.minor_title))
        on conflict (biblio_id) do update
          set document_detail_id = excluded.document_detail_id, titles = excluded.titles;
      return null;
    end $$;
    create trigger biblio_search_keep after insert or update of major_title, minor_title, document_detail_id
      on biblios for each row execute function biblio_search_keep();

    insert into biblio_search (biblio_id, document_detail_id, titles)
      select id, document_detail_id, biblio_search_titles(major_title, minor_title) from biblios order by id;
    create index biblio_search_titles_trgm_idx on biblio_search using gin (titles gin_trgm_ops);

    drop index biblios_title_trgm_idx;
    drop index biblios_minor_title_trgm_idx;
  `.execute(db);
}
