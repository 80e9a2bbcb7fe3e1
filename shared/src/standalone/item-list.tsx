import type { ReactNode } from 'react';

export type ItemListProps<T> = {
  items: readonly T[];
  /** One item's content; it sits in its own list item. */
  children: (item: T) => ReactNode;
};

/** Items (cards, rows) as a list for assistive technology: one list item each, keyed by id. */
export function ItemList<T extends { id: number | string }>({ items, children }: ItemListProps<T>) {
  return (
    <div role="list">
      {items.map((item) => (
        <div role="listitem" key={item.id}>
          {children(item)}
        </div>
      ))}
    </div>
  );
}
