import type { LegalSection } from './legal-types.ts';

/**
 * Body text styles for policy prose. The app has no typography plugin, so these child
 * selectors give the same rhythm in one place.
 */
const proseClasses =
  'text-[0.975rem] leading-relaxed text-ink/85 [&_a]:font-medium [&_a]:text-plum-700 [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_a:hover]:text-plum-900 [&_li]:pl-1 [&_li+li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-4 ' +
  '[&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-plum-400';

interface LegalSectionsProps {
  sections: LegalSection[];
  idPrefix: string;
  /** 3 when the sections sit under another heading, such as the privacy page's printable copy. */
  headingLevel?: 2 | 3;
}

export const sectionAnchor = (idPrefix: string, id: string) => `${idPrefix}-${id}`;

export function LegalSections({ sections, idPrefix, headingLevel = 2 }: LegalSectionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-10">
      {sections.map((section, index) => {
        const anchor = sectionAnchor(idPrefix, section.id);
        return (
          <section key={section.id} aria-labelledby={anchor} className="scroll-mt-24">
            <Heading id={anchor} className="text-2xl text-plum-950">
              <span className="mr-2 font-sans text-base font-semibold text-plum-600 tabular-nums">
                {index + 1}.
              </span>
              {section.title}
            </Heading>
            <div className={`mt-3 ${proseClasses}`}>{section.content}</div>
          </section>
        );
      })}
    </div>
  );
}
