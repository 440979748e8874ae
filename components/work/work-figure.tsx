import type { ReactNode } from 'react';
import type { GalleryPicture } from '@/lib/domain/types';
import type { WorkFigureLabels } from '@/lib/labels/work-figure';
import { describeWork, inquiryHref, inquiryWords } from '@/lib/domain/works';
import { WorkActions } from './work-actions';
import { WorkCaption, type CaptionStyles } from './work-caption';

/** The class names a place gives the figure's parts (its CSS module will do). */
export type WorkFigureStyles = CaptionStyles & { figure?: string; actions?: string };

type Props = {
  picture: GalleryPicture;
  /** How many works there are in all. */
  total: number;
  /** The work page's public address, which the inquiry and sharing pass on. */
  url: string;
  email: string;
  labels: WorkFigureLabels;
  /**
   * 'page': the work's own page, its title the page's h1, the actions after the figure.
   * 'room': as on the page, the title an h2 under the room's, and no tear sheet to print.
   * 'viewer': a counter leads the caption, the title shows only where the work has one, the
   * actions close the figure, and a click on the figure's paper (data-backdrop) closes the viewer.
   */
  place: 'page' | 'room' | 'viewer';
  /** Each place lays the figure out in its own way. */
  styles: WorkFigureStyles;
  /** The picture itself, as the place draws it. */
  children: ReactNode;
};

/** A work as the site shows it: the picture, its caption, and an inquiry and sharing. */
export function WorkFigure({ picture, total, url, email, labels, place, styles, children }: Props) {
  const { title, details, availability } = describeWork(picture, total, labels);
  const inViewer = place === 'viewer';
  const asking = inquiryWords(picture.status, labels);
  const actions = (
    <WorkActions
      title={title}
      inquiry={inquiryHref(email, picture, url, asking, title)}
      url={url}
      labels={{ ...labels, ...asking }}
      print={place === 'page' ? labels.print : undefined}
      className={styles.actions}
    />
  );
  const figure = (
    <figure className={styles.figure} data-backdrop={inViewer ? '' : undefined}>
      {children}
      <WorkCaption
        place={place}
        title={inViewer ? picture.title : title}
        // Her words not yet translated, on a page in another language: German, for screen readers.
        titleLang={picture.german?.includes(picture.title ? 'title' : 'alt') ? 'de' : undefined}
        detailsLang={picture.german?.includes('technique') ? 'de' : undefined}
        details={details}
        availability={availability}
        status={picture.status}
        counter={inViewer ? { n: picture.index + 1, total } : undefined}
        styles={styles}
      />
      {inViewer && actions}
    </figure>
  );
  return inViewer ? (
    figure
  ) : (
    <>
      {figure}
      {actions}
    </>
  );
}
