import { BULK_EDIT_CATALOGUE } from '@rt/domain';
import { describe, expect, it } from 'vitest';
import { cellText, choicesOf } from './choices.ts';

const field = (resource: keyof typeof BULK_EDIT_CATALOGUE, name: string) =>
  BULK_EDIT_CATALOGUE[resource].find((f) => f.field === name)!;
const lists = {
  copy_type: [{ value: '4', label: 'Photocopy' }],
  users: [{ value: '9', label: 'Riley Researcher' }],
};

describe('result cells', () => {
  it('name lookup and user ids from the lists, statuses with spaces, booleans as Yes/No', () => {
    expect(cellText(field('usage', 'copy_type'), 4, lists)).toBe('Photocopy');
    expect(cellText(field('document_detail', 'assigned_user_id'), 9, lists)).toBe('Riley Researcher');
    expect(cellText(field('document_detail', 'status'), 'ready_for_research', lists)).toBe('Ready for research');
    expect(cellText(field('biblio', 'blm'), false, lists)).toBe('No');
    expect(cellText(field('biblio', 'publisher'), null, lists)).toBe('');
  });

  it('show an id the list lacks as it is', () => {
    expect(cellText(field('usage', 'copy_type'), 77, lists)).toBe('77');
  });
});

describe('filter choices', () => {
  it("are an enum's values, lookup list or users; none for other types", () => {
    expect(choicesOf(field('document_detail', 'status'), lists)?.map((c) => c.value)).toContain('on_hold');
    expect(choicesOf(field('usage', 'copy_type'), lists)).toEqual(lists.copy_type);
    expect(choicesOf(field('usage', 'copied_for'), lists)).toEqual([]);
    expect(choicesOf(field('biblio', 'publisher'), lists)).toBeNull();
  });

  it('label a fixed value as people say it and offer the assignable users for the assignee', () => {
    expect(choicesOf(field('document_detail', 'status'), lists)).toContainEqual({
      value: 'ready_for_research',
      label: 'Ready for research',
    });
    expect(choicesOf(field('document_detail', 'assigned_user_id'), lists)).toEqual(lists.users);
  });
});
