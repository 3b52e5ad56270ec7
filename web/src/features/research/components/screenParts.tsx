import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { buttonClass, paletteClass, SCREEN_CLASS, type ButtonLook, type Palette } from './screenStyles.ts';

/** The class names given, without the absent ones. */
export const classes = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');

type ScreenButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Chakra's button size and variant. */
  look: ButtonLook;
  palette?: Palette;
  /** A square button showing a symbol (Chakra's IconButton). */
  icon?: boolean;
  /** A spinner over the label, and disabled, while the action is underway. */
  loading?: boolean;
};

/** A button of the research screen, as Chakra's Button draws it (screenStyles.ts). */
export function ScreenButton({
  look,
  palette,
  icon,
  loading,
  disabled,
  className,
  children,
  ...rest
}: ScreenButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes(
        buttonClass(look),
        palette && paletteClass(palette),
        icon && SCREEN_CLASS.iconButton,
        className,
      )}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
    >
      {loading ? (
        <span className={SCREEN_CLASS.loader}>
          <span className={SCREEN_CLASS.loaderCenter}>
            <span className={SCREEN_CLASS.loaderSpinner} />
          </span>
          <span className={SCREEN_CLASS.loaderText}>{children}</span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}

/** A badge of the research screen, as Chakra's Badge draws it. */
export function ScreenBadge({
  palette,
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { palette?: Palette; 'data-testid'?: string }) {
  return <span {...rest} className={classes(SCREEN_CLASS.badge, palette && paletteClass(palette), className)} />;
}
