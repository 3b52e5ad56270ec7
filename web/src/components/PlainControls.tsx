import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import {
  badgeClass,
  buttonClass,
  CONTROL_CLASS,
  paletteClass,
  type BadgeLook,
  type ButtonLook,
  type Palette,
} from './controlStyles.ts';

/** The class names given, without the absent ones. */
export const classes = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Chakra's button size and variant. */
  look: ButtonLook;
  palette?: Palette;
  /** A square button showing a symbol (Chakra's IconButton). */
  icon?: boolean;
  /** A spinner over the label, and disabled, while the action is underway. */
  loading?: boolean;
};

/** A plain button drawn as Chakra's Button draws it (controlStyles.ts), at no cost per render. */
export function PlainButton({
  look,
  palette,
  icon,
  loading,
  disabled,
  className,
  children,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes(
        buttonClass(look),
        palette && paletteClass(palette),
        icon && CONTROL_CLASS.iconButton,
        className,
      )}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
    >
      {loading ? (
        <span className={CONTROL_CLASS.loader}>
          <span className={CONTROL_CLASS.loaderCenter}>
            <span className={CONTROL_CLASS.loaderSpinner} />
          </span>
          <span className={CONTROL_CLASS.loaderText}>{children}</span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}

type PlainBadgeProps = HTMLAttributes<HTMLSpanElement> & {
  palette?: Palette;
  /** Chakra's badge variant other than the default (subtle). */
  look?: BadgeLook;
  'data-testid'?: string;
};

/** A plain badge drawn as Chakra's Badge draws it. */
export function PlainBadge({ palette, look, className, ...rest }: PlainBadgeProps) {
  return (
    <span
      {...rest}
      className={classes(CONTROL_CLASS.badge, look && badgeClass(look), palette && paletteClass(palette), className)}
    />
  );
}
