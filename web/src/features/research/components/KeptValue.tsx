import { Button, HStack, Text } from '@chakra-ui/react';
import type { BiblioFields, UsageFields } from '../rules/draft.ts';
import type { KeptEdit } from '../rules/keptEdits.ts';

/** The researcher's kept edits after a conflict, as the biblio and usage forms ask for them. */
export type KeptEdits = {
  edit: (field: string) => KeptEdit | null;
  use: (edit: KeptEdit) => void;
};

/** A value as text beside its field: '(empty)', 'Yes' / 'No', the option's name. */
export function shownValue(value: unknown, options?: ReadonlyArray<{ id: number; value: string }>): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (options && typeof value === 'number') return options.find((o) => o.id === value)?.value ?? String(value);
  return String(value);
}

/** The researcher's own value under a field of the other user's version, with the one button that puts it back. */
export function KeptValue({ label, shown, onUse }: { label: string; shown: string; onUse: () => void }) {
  return (
    <HStack
      gap="2"
      fontSize="xs"
      data-testid="kept-value"
      borderStartWidth="3px"
      borderColor="border.info"
      paddingStart="2"
      flexWrap="wrap"
    >
      <Text>
        Your value: <strong>{shown}</strong>
      </Text>
      <Button size="2xs" variant="outline" aria-label={`Use my value for ${label}`} onClick={onUse}>
        Use my value
      </Button>
    </HStack>
  );
}

/** The kept value of a field, to show under it, or null when the researcher has none there. */
export function keptValueOf(
  kept: KeptEdits | undefined,
  field: string,
  label: string,
  show: (values: Partial<BiblioFields> & Partial<UsageFields>) => string,
) {
  const edit = kept?.edit(field);
  if (!edit || !kept) return null;
  return <KeptValue label={label} shown={show(edit.values)} onUse={() => kept.use(edit)} />;
}
