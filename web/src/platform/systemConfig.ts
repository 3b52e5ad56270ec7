import { defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's solid orange, green, teal and cyan (the 600 shades) give white text under 4.5:1 (WCAG AA):
 * one shade darker for every solid button, badge and alert of those palettes (docs/decisions/040).
 */
const AA_SOLID_PALETTES = ['orange', 'green', 'teal', 'cyan'] as const;
const aaSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    // The same for coloured text on white: Chakra's error (red 500), warning and success (600) are under 4.5:1.
    fg: {
      ...semanticTokens.colors?.fg,
      error: { value: '{colors.red.700}' },
      warning: { value: '{colors.orange.700}' },
      success: { value: '{colors.green.700}' },
    },
    ...Object.fromEntries(
      AA_SOLID_PALETTES.map((palette) => [
        palette,
        {
          ...semanticTokens.colors?.[palette],
          solid: { value: `{colors.${palette}.700}` },
          contrast: { value: 'white' },
        },
      ]),
    ),
  },
};

/**
 * The Chakra UI design system: Chakra's default theme, but only the component recipes this product
 * uses, because every recipe ships in the initial JavaScript (`defaultSystem` carries all ~75 of
 * them, ~20 KB gzipped). Using a Chakra component whose recipe is not listed here leaves it
 * unstyled: add its recipe below (development builds warn about it in the console).
 */
export const systemConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Blue as the default palette gives links, buttons and focus rings a clearly visible colour.
    html: { color: 'fg', bg: 'bg.subtle', lineHeight: '1.5', colorPalette: 'blue' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: aaSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});
