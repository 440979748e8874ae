import { WorksRoute, worksMetadata } from '../../_routes/works';

export const generateMetadata = () => worksMetadata('de');

export default function WorksPage() {
  return <WorksRoute locale="de" />;
}
