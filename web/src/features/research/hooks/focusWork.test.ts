// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFieldOrFirstEmpty } from './focusWork.ts';

function biblioArea(pages: string) {
  document.body.innerHTML = `<fieldset>
    <input name="title" value="Linked work" readonly />
    <input name="pages" value="${pages}" />
    <input name="units" value="3" />
    <select name="exclusion"><option value=""></option></select>
  </fieldset>`;
  const area = document.querySelector('fieldset')!;
  return { area, pages: area.querySelector<HTMLInputElement>('[name=pages]')! };
}

describe('the focus after a work is linked', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lands on Pages with its text selected, even when Pages and the fields after it are filled', () => {
    const { area, pages } = biblioArea('12-15');
    expect(focusFieldOrFirstEmpty(area, pages)).toBe(true);
    expect(document.activeElement).toBe(pages);
    expect([pages.selectionStart, pages.selectionEnd]).toEqual([0, 5]);
  });

  it('goes to the first empty field when Pages may not be filled', () => {
    const { area, pages } = biblioArea('');
    pages.disabled = true;
    focusFieldOrFirstEmpty(area, pages);
    expect(document.activeElement).toBe(area.querySelector('[name=exclusion]'));
  });
});
