import type { MaterialTypeLists } from '@rt/domain';
import type { Db } from '../../db/connect.ts';

/**
 * What minorTypeForMajor reads (spec 4: a chosen major type brings minor type Text): the named
 * major material types and the minor type Text, read once per write.
 */
export async function loadMaterialTypeLists(db: Db, majorIds: readonly number[]): Promise<MaterialTypeLists> {
  const [majorMaterialTypes, minorMaterialTypes] = await Promise.all([
    db
      .selectFrom('major_material_type')
      .select(['id', 'value'])
      .where('id', 'in', [...new Set(majorIds)])
      .execute(),
    db.selectFrom('minor_material_type').select(['id', 'value']).where('value', '=', 'Text').execute(),
  ]);
  return { majorMaterialTypes, minorMaterialTypes };
}
