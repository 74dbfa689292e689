import { useState, type ReactNode } from 'react';
import { ListRow, MainButton } from '@booking/platform';
import { texts } from '../../shared/texts';

export interface ChoiceItem {
  id: number;
  title: string;
  /** Full text when the title is cut. */
  tooltip?: string;
  subtitle?: string | null;
  leading?: ReactNode;
}

/**
 * A pick-one list with the screen's main button (docs/product.md, Client screens: place and worker choice): the
 * button reads `prompt` ('Выберите адрес', 'Выберите из списка') and is disabled until a row is
 * picked, then 'Далее'. Tapping the picked row again unpicks it.
 */
export function ChoiceList({ items, prompt, onNext }: { items: readonly ChoiceItem[]; prompt: string; onNext: (id: number) => void }) {
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <>
      <div className="bk-choice" role="group">
        {items.map((item) => (
          <ListRow
            key={item.id}
            title={item.title}
            tooltip={item.tooltip}
            subtitle={item.subtitle}
            leading={item.leading}
            selected={picked === item.id}
            onClick={() => setPicked((current) => (current === item.id ? null : item.id))}
            testId="choice-row"
          />
        ))}
      </div>
      <MainButton text={picked === null ? prompt : texts.next} disabled={picked === null} onClick={() => picked !== null && onNext(picked)} />
    </>
  );
}
