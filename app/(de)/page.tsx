import { HomeRoute, homeMetadata } from '../_routes/home';

export const generateMetadata = () => homeMetadata('de');

export default function HomePage() {
  return <HomeRoute locale="de" />;
}
