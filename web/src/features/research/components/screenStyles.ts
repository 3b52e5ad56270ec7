import type { SystemStyleObject } from '@chakra-ui/react';
import { classStylesheet, partRules, recipeStyles, slotRecipeStyles } from '../../../platform/classStylesheet.ts';
import { HEADER_HEIGHT_VAR } from '../../../components/useHeaderHeight.ts';

/**
 * The classes of the research screen's frame: everything around its fields (fieldStyles.ts), the
 * header, the biblio and usage sections, the cards, the record panel and the actions (its
 * buttons, badges and links: components/controlStyles.ts). Plain elements with these classes look
 * as the Chakra components they replace (the same recipes, the same style props) and cost nothing
 * per render (docs/decisions/063).
 */
export const SCREEN_CLASS = {
  route: 'rt-route',
  title: 'rt-title',
  form: 'rt-form',
  columns: 'rt-columns',
  column: 'rt-column',
  header: 'rt-header',
  headerTitle: 'rt-header__title',
  row: 'rt-row',
  rowEnd: 'rt-row--end',
  spread: 'rt-spread',
  textSm: 'rt-text-sm',
  toggle: 'rt-toggle',
  section: 'rt-section',
  legend: 'rt-section__legend',
  sectionContent: 'rt-section__content',
  fieldGrid: 'rt-field-grid',
  flags: 'rt-flags',
  sidebar: 'rt-sidebar',
  cards: 'rt-cards',
  cardsTitle: 'rt-cards__title',
  cardList: 'rt-cards__list',
  card: 'rt-card',
  cardRow: 'rt-card__row',
  cardPick: 'rt-card__pick',
  cardTitle: 'rt-card__title',
  cardDetail: 'rt-card__detail',
  cardTools: 'rt-card__tools',
  panel: 'rt-panel',
  details: 'rt-details',
  detailsItem: 'rt-details__item',
  detailsLabel: 'rt-details__label',
  detailsValue: 'rt-details__value',
  actions: 'rt-actions',
  start: 'rt-start',
} as const;

type Part = keyof typeof SCREEN_CLASS;

const hStack: SystemStyleObject = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0.5rem' };
const stack = (gap: string): SystemStyleObject => ({ display: 'flex', flexDirection: 'column', gap });
const framed: SystemStyleObject = { borderWidth: '1px', borderRadius: 'md', bg: 'bg' };

/** Each part's own style props, as the Chakra components had them. */
const own: Record<Part, SystemStyleObject> = {
  route: stack('2'),
  title: {},
  form: stack('2'),
  columns: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: '3',
    alignItems: 'start',
  },
  column: stack('2'),
  header: {
    ...framed,
    display: 'flex',
    gap: '3',
    alignItems: 'center',
    flexWrap: 'wrap',
    paddingX: '3',
    paddingY: '2',
  },
  headerTitle: {},
  row: hStack,
  rowEnd: { ...hStack, marginStart: 'auto' },
  spread: { ...hStack, justifyContent: 'space-between' },
  textSm: { fontSize: 'sm' },
  // Chakra's attached ButtonGroup: the buttons side by side, square where they meet.
  toggle: {
    display: 'inline-flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: '0',
    isolation: 'isolate',
    position: 'relative',
    '& > *': { _focusVisible: { zIndex: 1 } },
    '& > *:not(:last-of-type)': { borderEndRadius: '0', marginEnd: '-1px' },
    '& > *:not(:first-of-type)': { borderStartRadius: '0' },
  },
  // The biblio and usage sections (docs/decisions/040): bordered, their fields dense (fieldStyles.ts).
  section: { ...framed, padding: '3', gap: '2' },
  legend: { fontWeight: 'semibold' },
  sectionContent: {},
  // Five columns on a laptop screen (the biblio form in five rows), two on a tablet, one on a phone.
  fieldGrid: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      md: 'repeat(2, minmax(0, 1fr))',
      xl: 'repeat(5, minmax(0, 1fr))',
    },
    gap: '2',
  },
  flags: { ...hStack, gap: '4', flexWrap: 'wrap' },
  // The cards, record panel and actions stay in view below the header while the form scrolls.
  sidebar: {
    ...stack('2'),
    position: { base: 'static', lg: 'sticky' },
    top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`,
  },
  cards: stack('2'),
  cardsTitle: { fontWeight: 'semibold' },
  // Many cards scroll inside their list, so the record panel and the actions stay in view.
  cardList: { ...stack('1'), listStyleType: 'none', maxHeight: '15vh', overflowY: 'auto' },
  card: {
    borderWidth: '1px',
    borderRadius: 'md',
    borderColor: 'border',
    bg: 'bg',
    padding: '2',
    '&[data-active]': { borderColor: 'blue.500', bg: 'blue.50' },
  },
  cardRow: { ...hStack, gap: '2', alignItems: 'start' },
  cardPick: { flex: '1', textAlign: 'start', cursor: 'pointer' },
  cardTitle: { fontSize: 'sm', fontWeight: 'medium', lineClamp: 2 },
  cardDetail: { fontSize: 'xs', color: 'fg.muted' },
  cardTools: { ...hStack, gap: '1', marginTop: '1', justifyContent: 'end' },
  panel: { ...framed, ...stack('2'), padding: '2' },
  details: {},
  detailsItem: {},
  detailsLabel: {},
  detailsValue: {},
  actions: { display: 'flex', flexDirection: 'row', gap: '2', flexWrap: 'wrap' },
  start: { alignSelf: 'start' },
};

/** The research screen's frame, resolved and serialized once. */
export const screenStyles = classStylesheet(() => {
  const fieldset = slotRecipeStyles('fieldset');
  const details = slotRecipeStyles('dataList', { orientation: 'horizontal', size: 'sm' });
  const recipes: Partial<Record<Part, SystemStyleObject>> = {
    title: recipeStyles('heading', { size: 'lg' }),
    headerTitle: recipeStyles('heading', { size: 'md' }),
    section: fieldset.root,
    legend: fieldset.legend,
    sectionContent: fieldset.content,
    details: details.root,
    detailsItem: details.item,
    detailsLabel: details.itemLabel,
    detailsValue: details.itemValue,
  };
  return partRules(SCREEN_CLASS, recipes, own);
});
