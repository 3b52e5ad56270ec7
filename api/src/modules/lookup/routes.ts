import { Router } from 'express';
import { auditorFieldSet, isExternalAuditor } from '@rt/domain';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { LOOKUP_TABLES } from '../../db/lookup-tables.ts';
import { ok } from '../../http/respond.ts';
import { notFound } from '../../http/api-error.ts';
import { byId, idParams, queryId } from '../../http/input.ts';
import { route } from '../../http/route.ts';
import { loadTemplateRules } from './rules.ts';

/** `?licence_scheme_id=`: the collection's scheme, whose reduced field set an External Auditor sees. */
const TEMPLATE_FIELDS_QUERY = z.object({ licence_scheme_id: queryId('licence_scheme_id') });

/** GET /api/{lookup}: the id/value lists, the licence schemes, templates, their fields and rules. */
export function lookupRoutes(db: Db): Router {
  const router = Router();

  for (const table of LOOKUP_TABLES) {
    route(router, 'get', `/${table}`, 'lookup:read', {}, async (_input, _req, res) => {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'value'])
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      ok(res, rows);
    });
  }

  route(router, 'get', '/licence_scheme', 'lookup:read', {}, async (_input, _req, res) => {
    ok(res, await db.selectFrom('licence_schemes').select(['id', 'value']).orderBy('id').execute());
  });

  route(router, 'get', '/research_template', 'lookup:read', {}, async (_input, _req, res) => {
    ok(res, await db.selectFrom('research_templates').select(['id', 'template_name']).orderBy('id').execute());
  });

  route(
    router,
    'get',
    '/research_template_fields/research_template/:id',
    'lookup:read',
    { params: idParams, query: TEMPLATE_FIELDS_QUERY },
    async ({ params, query }, req, res) => {
      const templateId = params.id;
      await requireTemplate(db, templateId);
      const fields = await db
        .selectFrom('research_template_fields')
        .select(['id', 'research_template_id', 'resource', 'field_name', 'label', 'sort_order'])
        .where('research_template_id', '=', templateId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      // An External Auditor sees the scheme's reduced set (spec section 6); everyone else, the whole template.
      const schemeId = query.licence_scheme_id;
      if (schemeId === undefined || !isExternalAuditor(req.caller?.role)) return ok(res, fields);
      const scheme = await db
        .selectFrom('licence_schemes')
        .select('value')
        .where('id', '=', schemeId)
        .executeTakeFirst();
      if (!scheme) throw notFound('Licence scheme', schemeId);
      const shown = auditorFieldSet(scheme.value);
      ok(res, shown ? fields.filter((f) => shown.has(`${f.resource}.${f.field_name}`)) : fields);
    },
  );

  route(router, 'get', '/rule/research_template/:id', 'lookup:read', byId, async ({ params }, _req, res) => {
    const templateId = params.id;
    await requireTemplate(db, templateId);
    ok(res, await loadTemplateRules(db, templateId));
  });

  return router;
}

async function requireTemplate(db: Db, id: number) {
  const found = await db.selectFrom('research_templates').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound('Research template', id);
}
