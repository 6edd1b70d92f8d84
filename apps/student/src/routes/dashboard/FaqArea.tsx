import { FaqPanel } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asyncStateOf } from '../../api/asyncState';
import { configurationQuery } from '../../api/configuration';
import { deviceStorage } from '../../session/browserStorage';

const OPEN_ITEMS_KEY = 'decola:faq-open-items';

const readOpenItems = (): string[] | undefined => {
  try {
    const raw = deviceStorage.read(OPEN_ITEMS_KEY);
    const items: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(items) ? items.filter((item) => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
};

/** Loaded when the panel first opens; open answers kept in local storage. */
export function FaqArea() {
  const [requested, setRequested] = useState(false);
  const [openItems, setOpenItems] = useState(readOpenItems);
  const faq = useQuery({ ...configurationQuery.faq('signedIn'), enabled: requested });

  return (
    <FaqPanel
      items={faq.data ?? []}
      state={asyncStateOf(faq)}
      onOpen={() => {
        setOpenItems(readOpenItems());
        setRequested(true);
      }}
      openItems={openItems}
      onOpenItemsChange={(items) => {
        setOpenItems(items);
        deviceStorage.write(OPEN_ITEMS_KEY, JSON.stringify(items));
      }}
    />
  );
}
