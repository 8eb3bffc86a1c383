import type { FaqItem } from '../../src/schema/index.ts';
import { Icon } from './Icon.tsx';
import { langOf } from '../../src/domain/translated.ts';

/**
 * An FAQ accordion. <details> elements sharing a name open one at a time, and any can be closed, with no
 * script (one answer open at a time, and it can be closed).
 */
export function Faq({
  items,
  group,
  headingLevel = 3,
  lang,
}: {
  items: readonly FaqItem[];
  group: string;
  headingLevel?: 2 | 3;
  /** "en" when the whole list is shown in English on a page in another language. */
  lang?: 'en' | undefined;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="faq" lang={lang}>
      {items.map((item) => (
        <details key={item.question} className="faq__item" name={group}>
          <summary>
            <Heading className="faq__question" lang={langOf(item, 'question')}>
              {item.question}
            </Heading>
            <Icon name="chevron" size={18} />
          </summary>
          <p className="faq__answer" lang={langOf(item, 'answer')}>
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
