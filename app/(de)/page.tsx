import { HomeRoute, homeMetadata } from '@/app/_routes/home';

export const generateMetadata = () => homeMetadata('de');

export default function HomePage() {
  return <HomeRoute locale="de" />;
}
