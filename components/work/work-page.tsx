import Link from 'next/link';
import { madeImage, pictureAlt } from '@/lib/domain/gallery';
import { absoluteUrl } from '@/lib/domain/site-url';
import type { GalleryPicture, SiteContent } from '@/lib/domain/types';
import { GALLERY_PATH, workPath } from '@/lib/domain/works';
import { langOfAlt } from '@/lib/domain/locale';
import { assetUrl } from '@/lib/domain/assets';
import { exhibitionHref } from '@/lib/domain/exhibitions';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { WorkFigure } from './work-figure';
import { TrueSize } from './true-size';
import { trueSize } from '@/lib/domain/work-size';
import { PageHeader } from '@/components/frame/page-header';
import { WorkKeys } from './work-keys';
import styles from './work-page.module.scss';

export type WorkLink = { slug: string; title: string; lang?: 'de' };

/** An exhibition that showed the work: its page, title, place and year. */
export type ShownAt = { slug: string; title: string; venue?: string; year: number };

type Props = {
  picture: GalleryPicture;
  slug: string;
  total: number;
  previous: WorkLink;
  next: WorkLink;
  content: SiteContent;
  exhibitions?: ShownAt[];
};

/**
 * The width the work is drawn at: beside its caption on a wide screen, as high as the screen lets
 * it; across the screen on a phone or a screen on its end. Media queries and calc() only: WebKit
 * reads a `sizes` with min() or max() as invalid and takes the whole screen's width.
 */
const sizes = (aspect: number) => `(min-width: 769px) and (orientation: landscape) calc((100vh - 8rem) * ${aspect.toFixed(3)}), calc(100vw - 6rem)`;

/**
 * One work on its own page, as the viewer shows it: the picture whole on the paper, its caption,
 * whether it can be had, an inquiry and sharing, the work drawn to scale where its size allows, and
 * the works before and after it. Complete without JavaScript; with it, the arrow keys move on and
 * Escape goes back to the gallery.
 */
export function WorkPage({ picture, slug, total, previous, next, content, exhibitions = [] }: Props) {
  const labels = content.work;
  const alt = pictureAlt(picture, total);
  const altLang = langOfAlt(picture);
  const made = madeImage(picture);
  const scale = trueSize(picture);
  return (
    <main id="inhalt" className={styles.page}>
      <PageHeader artist={content.nameWords.join(' ')} back={{ href: `${content.root}${GALLERY_PATH}`, label: labels.gallery }} home={`${content.root}/`} />
      <div className={styles.work}>
        <WorkFigure picture={picture} total={total} url={absoluteUrl(workPath(slug, content.root))} email={content.email} labels={labels} place="page" styles={styles}>
          <div className={styles.stage}>
            {made ? (
              <ResponsivePicture className={styles.picture} source={made} kind="full" alt={alt} lang={altLang} sizes={sizes(made.width / made.height)} fit="contain" loading="eager" priority shaped />
            ) : (
              <img className={styles.image} src={assetUrl(picture.url)} alt={alt} lang={altLang} fetchPriority="high" />
            )}
          </div>
        </WorkFigure>
        {'drawn' in scale && <TrueSize size={scale.drawn} labels={content.trueSize} locale={content.locale} className={styles.scale} />}
        <ShownIn exhibitions={exhibitions} heading={content.exhibitions.shownIn} root={content.root} />
      </div>
      <nav className={styles.neighbours} aria-label={content.gallery.heading}>
        <Link href={workPath(previous.slug, content.root)} rel="prev" className={styles.previous}>
          <span className={styles.direction}>{labels.previous}</span>
          <span className={styles.neighbour} lang={previous.lang}>
            {previous.title}
          </span>
        </Link>
        <Link href={workPath(next.slug, content.root)} rel="next" className={styles.next}>
          <span className={styles.direction}>{labels.next}</span>
          <span className={styles.neighbour} lang={next.lang}>
            {next.title}
          </span>
        </Link>
      </nav>
      {/* Only on paper: who made the work, how to reach her, and where the work lives. */}
      <p className={styles.sheet}>
        {[content.nameWords.join(' '), content.email, absoluteUrl(workPath(slug, content.root))].join(' · ')}
      </p>
      <WorkKeys previous={workPath(previous.slug, content.root)} next={workPath(next.slug, content.root)} gallery={`${content.root}${GALLERY_PATH}`} />
    </main>
  );
}

/** The exhibitions that showed the work, each leading to its page; nothing where it was in none. */
function ShownIn({ exhibitions, heading, root }: { exhibitions: ShownAt[]; heading: string; root: string }) {
  if (exhibitions.length === 0) return null;
  return (
    <section className={styles.shown} aria-labelledby="shown-in">
      <h2 id="shown-in" className={styles.shownHeading}>
        {heading}
      </h2>
      <ul className={styles.shownList}>
        {exhibitions.map((exhibition) => (
          <li key={exhibition.slug}>
            <a href={exhibitionHref(exhibition.slug, undefined, root)}>{exhibition.title}</a>
            {[exhibition.venue, exhibition.year].filter(Boolean).map((part) => `, ${part}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
