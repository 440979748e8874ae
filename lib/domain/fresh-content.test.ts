import { parseFreshContent } from './schema';

const work = (n: number) => ({ thumb: `assets/b${n}-t.jpg`, url: `assets/b${n}.jpg`, title: `Baum ${n}` });
const gallery = [
  { name: 'Tusche', pictures: Array.from({ length: 60 }, (_, i) => work(i + 1)) },
  { name: 'Öl', pictures: [work(61)] },
];

describe('a gallery.json fetched in the browser', () => {
  it('is checked a slice of works at a time, the page getting its turn between slices, and comes whole and in order', async () => {
    const between = jest.fn(() => Promise.resolve());
    const checked = await parseFreshContent('gallery', gallery, 'assets/gallery.json', between);
    expect(checked).toEqual(gallery);
    // 60 drawings in slices of 25, then the one oil.
    expect(between).toHaveBeenCalledTimes(4);
  });

  it('that is not valid is refused with the place of the work in the whole file, not in its slice', async () => {
    const broken = [{ ...gallery[0]!, pictures: gallery[0]!.pictures.map((picture, i) => (i === 40 ? { ...picture, title: 7 } : picture)) }, gallery[1]!];
    const refused = await parseFreshContent('gallery', broken, 'assets/gallery.json', () => Promise.resolve()).catch((error: Error) => error.message);
    expect(refused).toContain('assets/gallery.json');
    expect(refused).toContain('entry 1 ("Tusche"), pictures entry 41, field "title"');
  });
});
