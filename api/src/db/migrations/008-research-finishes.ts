import { sql, type Kysely } from 'kysely';

/**
 * The statistics (docs/decisions/030) count finished records from the audit log. Each audit row of a
 * record that finishes it (status becomes researched, or a Complete stamps it researched again)
 * also lands, through a trigger in the same transaction, in `research_finishes`: one narrow row per
 * record and UTC day, held by whoever finished it last that day, with whether one of its active
 * biblios was unidentifiable or a new work request at that moment, and whether it is the record's
 * first day of finishing (the line's running total counts records once). Each figure is then one index
 * range: per researcher and day, per batch and day, per day. The rows already in the audit log are
 * read in the same way. The function below is the one definition of a finish; the statistics
 * module reads the table (research-finishes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table research_finishes (
      document_detail_id integer not null references document_details(id) on delete cascade,
      day date not null,
      user_id integer not null references users(id) on delete cascade,
      batch_id integer not null references batches(id) on delete cascade,
      finished_at timestamptz not null,
      unidentifiable boolean not null,
      work_request boolean not null,
      first_finish boolean not null default false,
      audit_log_id bigint not null,
      primary key (document_detail_id, day)
    );
    create index research_finishes_user_day_idx on research_finishes (user_id, day)
      include (unidentifiable, work_request);
    create index research_finishes_batch_day_idx on research_finishes (batch_id, day)
      include (unidentifiable, work_request, first_finish);
    create index research_finishes_day_user_idx on research_finishes (day, user_id)
      include (unidentifiable, work_request);

    create function research_finish_from_audit(entry audit_log) returns void language plpgsql as $$
    declare
      v_record integer;
      v_user integer;
      v_batch integer;
      v_biblios jsonb;
      v_unidentifiable boolean;
      v_work_request boolean;
    begin
      if entry.entity <> 'document_detail' or entry.after ->> 'status' is distinct from 'researched' then
        return;
      end if;
      -- Saved again while researched, with no new Complete: no finish.
      if entry.before ->> 'status' = 'researched'
         and entry.before ->> 'researched_at' is not distinct from entry.after ->> 'researched_at' then
        return;
      end if;
      if entry.entity_id !~ '^[0-9]{1,9}$' then
        return;
      end if;
      v_record := entry.entity_id::integer;
      v_user := entry.actor_user_id;
      if v_user is null and jsonb_typeof(entry.after -> 'researched_by') = 'number' then
        v_user := (entry.after ->> 'researched_by')::integer;
      end if;
      select d.batch_id into v_batch from document_details d where d.id = v_record;
      if v_user is null or v_batch is null then
        return;
      end if;
      -- The biblios as the row saw them; a row without them reads the record's biblios as stored.
      v_biblios := entry.after -> 'biblios';
      if jsonb_typeof(v_biblios) = 'array' then
        select coalesce(bool_or(b ->> 'unidentifiable' = 'true'), false),
               coalesce(bool_or(b ->> 'new_work_request' = 'true'), false)
          into v_unidentifiable, v_work_request
          from jsonb_array_elements(v_biblios) b
          where b ->> 'active_flag' is distinct from 'false';
      else
        select coalesce(bool_or(bi.unidentifiable), false), coalesce(bool_or(bi.new_work_request), false)
          into v_unidentifiable, v_work_request
          from biblios bi
          where bi.document_detail_id = v_record and bi.active_flag;
      end if;
      insert into research_finishes
          (document_detail_id, day, user_id, batch_id, finished_at, unidentifiable, work_request, audit_log_id)
        values (v_record, (entry.occurred_at at time zone 'UTC')::date, v_user, v_batch, entry.occurred_at,
                v_unidentifiable, v_work_request, entry.id)
        on conflict (document_detail_id, day) do update
          set user_id = excluded.user_id, batch_id = excluded.batch_id, finished_at = excluded.finished_at,
              unidentifiable = excluded.unidentifiable, work_request = excluded.work_request,
              audit_log_id = excluded.audit_log_id
          where excluded.finished_at >= research_finishes.finished_at;
      -- The record's earliest day is its first finish, whatever order the rows came in.
      update research_finishes rf set first_finish = (rf.day = m.first_day)
        from (select min(day) as first_day from research_finishes where document_detail_id = v_record) m
        where rf.document_detail_id = v_record and rf.first_finish is distinct from (rf.day = m.first_day);
    end $$;

    create function research_finishes_keep() returns trigger language plpgsql as $$
    begin
      perform research_finish_from_audit(new);
      return null;
    end $$;
    create trigger research_finishes_keep after insert on audit_log for each row
      when (new.entity = 'document_detail' and new.after ->> 'status' = 'researched')
      execute function research_finishes_keep();

    select research_finish_from_audit(a) from audit_log a
      where a.entity = 'document_detail' and a.after ->> 'status' = 'researched'
      order by a.id;

    -- The process overview's counts of a batch: held-back records, and open records per assignee.
    create index document_details_batch_heldback_idx on document_details (batch_id) where heldback;
    create index document_details_batch_open_idx on document_details (batch_id, assigned_user_id)
      where status <> 'researched';
  `.execute(db);
}
