import { WorksRoute, worksMetadata } from '@/app/_routes/works';

export const generateMetadata = () => worksMetadata('en');

export default function WorksPage() {
  return <WorksRoute locale="en" />;
}
