import { ExhibitionRoute, exhibitionMetadata, exhibitionStaticParams, type ExhibitionParams } from '@/app/_routes/exhibition';

// Every exhibition with more than a line has its page, made at build; no other address under /ausstellungen/ exists.
export const dynamicParams = false;

export const generateStaticParams = exhibitionStaticParams;

export const generateMetadata = (props: ExhibitionParams) => exhibitionMetadata(props, 'de');

export default function ExhibitionPage({ params }: ExhibitionParams) {
  return <ExhibitionRoute params={params} locale="de" />;
}
