import { WorksRoute, worksMetadata } from '@/app/_routes/works';

export const generateMetadata = () => worksMetadata('de');

export default function WorksPage() {
  return <WorksRoute locale="de" />;
}
