import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FaqItem } from '../content/faq-items.ts';

/**
 * docs/product.md#2.12: one answer open at a time, and pressing the open question closes it. Closed
 * panels stay in the document (hidden) so every aria-controls points at a real element.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm shadow-plum-950/5">
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `faq-question-${item.id}`;
        const panelId = `faq-answer-${item.id}`;
        return (
          <div key={item.id}>
            <h2 className="font-sans">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                className={clsx(
                  'flex w-full items-center gap-4 px-5 py-5 text-left text-base font-semibold transition-colors focus-visible:-outline-offset-2 sm:px-7',
                  isOpen ? 'bg-plum-50/60 text-plum-900' : 'text-ink hover:bg-sand-50',
                )}
              >
                <span className="flex-1">{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'size-5 shrink-0 text-plum-700 transition-transform duration-200',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="space-y-3 bg-plum-50/60 px-5 pb-6 leading-relaxed text-ink/85 sm:px-7"
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
