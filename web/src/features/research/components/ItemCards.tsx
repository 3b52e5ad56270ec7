import { toDisplayDate } from '@rt/domain';
import { PlainBadge, PlainButton } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';

export type ItemCard = {
  key: string;
  title: string;
  detail?: string;
  linkCount: number;
  /** Linked with the active item of the other side. */
  linked: boolean;
};

type ItemCardsProps = {
  kind: 'Biblio' | 'Usage';
  items: readonly ItemCard[];
  activeKey: string | null;
  onSelect: (key: string) => void;
  /** Link markers; absent when hidden (auditor). */
  onToggleLink?: (key: string) => void;
  /** Link markers shown but disabled (a record this user may not change). */
  linksDisabled?: boolean;
  /** Card tools; absent when hidden (auditor), disabled where the record may not change. */
  tools?: { onAdd: () => void; onDelete: (key: string) => void; onClone?: (key: string) => void; disabled: boolean };
};

/** The biblio or usage cards of the sidebar (spec 2): each with its link count; a click selects it. */
export function ItemCards({ kind, items, activeKey, onSelect, onToggleLink, linksDisabled, tools }: ItemCardsProps) {
  const plural = `${kind}s`;
  return (
    <section className={SCREEN_CLASS.cards} aria-label={plural}>
      <div className={SCREEN_CLASS.spread}>
        <p className={SCREEN_CLASS.cardsTitle}>{plural}</p>
        {tools ? (
          <PlainButton look="xs-outline" onClick={tools.onAdd} disabled={tools.disabled}>
            Add {kind.toLowerCase()}
          </PlainButton>
        ) : null}
      </div>
      <ul className={SCREEN_CLASS.cardList}>
        {items.map((item, index) => {
          const active = item.key === activeKey;
          return (
            <li
              key={item.key}
              className={SCREEN_CLASS.card}
              data-testid={`${kind.toLowerCase()}-card`}
              data-active={active || undefined}
            >
              <div className={SCREEN_CLASS.cardRow}>
                {onToggleLink ? (
                  <PlainButton
                    look={item.linked ? '2xs-solid' : '2xs-outline'}
                    palette={item.linked ? 'green' : 'gray'}
                    icon
                    aria-pressed={item.linked}
                    disabled={linksDisabled}
                    aria-label={`${item.linked ? 'Unlink' : 'Link'} ${kind.toLowerCase()} ${index + 1}`}
                    onClick={() => onToggleLink(item.key)}
                  >
                    {item.linked ? '●' : '○'}
                  </PlainButton>
                ) : null}
                <button
                  type="button"
                  className={SCREEN_CLASS.cardPick}
                  onClick={() => onSelect(item.key)}
                  aria-current={active || undefined}
                  aria-label={`${kind} ${index + 1}: ${item.title}`}
                >
                  <p className={SCREEN_CLASS.cardTitle}>
                    {kind} {index + 1}: {item.title}
                  </p>
                  {item.detail ? <p className={SCREEN_CLASS.cardDetail}>{item.detail}</p> : null}
                </button>
                <PlainBadge title="Link count" aria-label={`${item.linkCount} links`} data-testid="link-count">
                  {item.linkCount}
                </PlainBadge>
              </div>
              {tools && active ? (
                <div className={SCREEN_CLASS.cardTools}>
                  {tools.onClone ? (
                    <PlainButton look="2xs-ghost" disabled={tools.disabled} onClick={() => tools.onClone?.(item.key)}>
                      Clone (F2)
                    </PlainButton>
                  ) : null}
                  <PlainButton
                    look="2xs-ghost"
                    palette="red"
                    disabled={tools.disabled}
                    onClick={() => tools.onDelete(item.key)}
                  >
                    Delete
                  </PlainButton>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const usageDetail = (eventDate: string | null, timesCopied: number | null): string =>
  [toDisplayDate(eventDate), timesCopied === null ? '' : `${timesCopied} copies`].filter(Boolean).join(' · ');
