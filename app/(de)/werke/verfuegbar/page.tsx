import { ChoiceRoute, choiceMetadata } from '@/app/_routes/works';

export const generateMetadata = () => choiceMetadata({ available: true }, 'de');

export default function AvailableWorksPage() {
  return <ChoiceRoute choice={{ available: true }} locale="de" />;
}
