import { HomeRoute, homeMetadata } from '@/app/_routes/home';

export const generateMetadata = () => homeMetadata('en');

export default function HomePage() {
  return <HomeRoute locale="en" />;
}
