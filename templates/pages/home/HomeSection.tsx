import type { ReactNode } from 'react';

/**
 * One band of the home page: a full-width section, tinted or not, around its container. The section is named by
 * its heading, whose id is `${id}-title` unless `titleId` says otherwise.
 */
export function HomeSection({
  id,
  titleId = `${id}-title`,
  tinted = false,
  className,
  children,
}: {
  id: string;
  titleId?: string;
  /** Alternate bands are tinted, so neighbouring sections stand apart. */
  tinted?: boolean;
  /** A class for the container besides `container`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} id={id} aria-labelledby={titleId}>
      <div className={className ? `container ${className}` : 'container'}>{children}</div>
    </section>
  );
}
