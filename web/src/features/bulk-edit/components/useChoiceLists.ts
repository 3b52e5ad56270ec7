import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LOOKUP_LISTS, camelCase } from '@rt/domain';
import { BulkEditChoicesQuery } from '../bulkEditLoader.ts';
import type { ChoiceLists } from './choices.ts';

type Listed = readonly { id: number; value: string }[];
const byId = (list: Listed) => list.map((l) => ({ value: String(l.id), label: l.value }));

/**
 * The lookup lists and assignable users by the catalogue's names: the choices of enum fields and
 * the names of the ids a result or a preview holds. One query for the whole screen (the cache
 * answers the update panel); empty while it loads.
 */
export function useChoiceLists(): ChoiceLists {
  const { data } = useQuery(BulkEditChoicesQuery);
  return useMemo((): ChoiceLists => {
    if (!data) return {};
    return {
      ...Object.fromEntries(LOOKUP_LISTS.map((list) => [list, byId(data[camelCase(list)])])),
      users: data.assignableUsers.map((u) => ({ value: String(u.id), label: u.displayName })),
    };
  }, [data]);
}
