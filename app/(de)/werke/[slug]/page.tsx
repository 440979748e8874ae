import { WorkRoute, workMetadata, workStaticParams, type WorkParams } from '@/app/_routes/work';

// Every work has its page, made at build, and every address it had before leads there; no other
// address under /werke/ exists.
export const dynamicParams = false;

export const generateStaticParams = workStaticParams;

export const generateMetadata = (props: WorkParams) => workMetadata(props, 'de');

export default function WorkPage({ params }: WorkParams) {
  return <WorkRoute params={params} locale="de" />;
}
