import { WorksRoute, worksMetadata } from '../../../_routes/works';

export const generateMetadata = () => worksMetadata('en');

export default function WorksPage() {
  return <WorksRoute locale="en" />;
}
