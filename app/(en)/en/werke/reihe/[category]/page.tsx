import { ChoiceRoute, categorySlugs, choiceMetadata } from '@/app/_routes/works';

type Props = { params: Promise<{ category: string }> };

// One page per category, made at build; no other address under /werke/reihe/ exists.
export const dynamicParams = false;

export const generateStaticParams = async () => (await categorySlugs()).map((category) => ({ category }));

export const generateMetadata = async ({ params }: Props) => choiceMetadata({ category: (await params).category }, 'en');

export default async function CategoryWorksPage({ params }: Props) {
  return <ChoiceRoute choice={{ category: (await params).category }} locale="en" />;
}
