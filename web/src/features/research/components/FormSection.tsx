import type { ReactNode, Ref } from 'react';
import { SCREEN_CLASS } from './screenStyles.ts';

type FormSectionProps = {
  name: 'Biblio' | 'Usage';
  sectionRef?: Ref<HTMLFieldSetElement>;
  /** Beside the legend: badges, the linked work, the Work Search buttons. */
  tools: ReactNode;
  children: ReactNode;
};

/**
 * The biblio or usage form's frame: a bordered group named by its legend, its fields dense
 * (docs/decisions/040): the whole biblio form, the usage form and the action buttons fit a
 * 1366×768 screen without scrolling.
 */
export function FormSection({ name, sectionRef, tools, children }: FormSectionProps) {
  return (
    <fieldset ref={sectionRef} className={SCREEN_CLASS.section} aria-label={name}>
      <div className={SCREEN_CLASS.spread}>
        <legend className={SCREEN_CLASS.legend}>{name}</legend>
        <div className={SCREEN_CLASS.row}>{tools}</div>
      </div>
      <div className={SCREEN_CLASS.sectionContent}>{children}</div>
    </fieldset>
  );
}
