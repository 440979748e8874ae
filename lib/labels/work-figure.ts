import type { SiteContent } from '@/lib/domain/types';

/** What a work's figure says (components/work/work-figure.tsx): handed to the viewer on the client, so only these of the work's labels. */
export type WorkFigureLabels = Pick<
  SiteContent['work'],
  'status' | 'priceOnRequest' | 'inquiry' | 'inquirySubject' | 'inquiryBody' | 'inquiryWhenSpokenFor' | 'share' | 'copied' | 'print' | 'locale'
>;

export const workFigureLabels = (labels: SiteContent['work']): WorkFigureLabels => {
  const { status, priceOnRequest, inquiry, inquirySubject, inquiryBody, inquiryWhenSpokenFor, share, copied, print, locale } = labels;
  return { status, priceOnRequest, inquiry, inquirySubject, inquiryBody, inquiryWhenSpokenFor, share, copied, print, locale };
};
