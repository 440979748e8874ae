import { loadViewerWords } from './viewer-words';

describe("the viewer's words", () => {
  it('are in German on a German page, each inquiry opened by her greeting', async () => {
    const { viewer, work } = await loadViewerWords('de', 'Liebe Frau Linde,');
    expect(viewer.close).toBe('Schließen');
    expect(work.inquiry).toBe('Anfrage zu diesem Werk');
    expect(work.inquiryBody.startsWith('Liebe Frau Linde,\n\n')).toBe(true);
    expect(work.inquiryWhenSpokenFor.verkauft.inquiryBody.startsWith('Liebe Frau Linde,\n\n')).toBe(true);
    expect(work.locale).toBe('de');
  });

  it('are in English on an English page, with her English greeting', async () => {
    const { viewer, work } = await loadViewerWords('en', 'Dear Ms Linde,');
    expect(viewer.close).toBe('Close');
    expect(work.inquiry).toBe('Ask about this work');
    expect(work.inquiryWhenSpokenFor.reserviert.inquiryBody.startsWith('Dear Ms Linde,\n\n')).toBe(true);
    expect(work.locale).toBe('en');
  });
});
